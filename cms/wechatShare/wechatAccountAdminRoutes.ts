import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import type { CmsMessageKey } from '../../contract/messages/cmsMessages';
import { CmsError } from '../http/cmsError';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { recordAudit } from '../staff/recordAudit';
import type { WechatAccountView } from '../../contract/entities/wechatShare';
import { loadWechatAccount, saveWechatAccount, type StoredWechatAccount } from './wechatAccounts';

const accountBody = v.object({
  appId: v.pipe(
    v.string('wechatAppIdInvalid' satisfies CmsMessageKey),
    v.trim(),
    v.regex(/^(wx[0-9a-zA-Z]{16})?$/, 'wechatAppIdInvalid' satisfies CmsMessageKey),
    v.description('The official account\'s AppID (`wx` and 16 characters); empty removes the account.'),
  ),
  appSecret: v.pipe(
    v.optional(v.pipe(v.string(), v.trim(), v.regex(/^([0-9a-zA-Z]{32})?$/, 'wechatAppSecretInvalid' satisfies CmsMessageKey))),
    v.description('The AppSecret (32 characters). Never answered; left out or empty, the stored one stays.'),
  ),
});

const viewOf = (account: StoredWechatAccount | null): WechatAccountView => ({
  appId: account?.appId ?? '',
  hasSecret: Boolean(account?.appSecret),
  updatedAt: account?.updatedAt ?? null,
});

/**
 * The company's WeChat official account, which pages opened in WeChat share through: admins set
 * its app id and secret. The secret is written, never read back nor published with the site;
 * every change is audit-logged, and every instance takes it at once (`announceChange`).
 */
const wechatAccountRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const admin = app.requireRole('admin');

  app.get('/wechatAccount', {
    schema: {
      summary: 'The WeChat official account',
      description: '`appId` (empty: none), `hasSecret`, `updatedAt`; never the secret. Role: admin.',
    },
    preHandler: admin,
  }, async () => viewOf(await loadWechatAccount(app.db)));

  app.put('/wechatAccount', {
    schema: {
      summary: 'Set the WeChat official account',
      description: '`{appId, appSecret}`: a secret left out or empty keeps the stored one; an empty `appId` removes the account and pages stop loading WeChat\'s SDK. Answers the account without its secret. Role: admin.',
      body: accountBody,
    },
    preHandler: admin,
  }, async (request) => {
    const { appId, appSecret } = request.body;
    const before = await loadWechatAccount(app.db);
    if (appId && !appSecret && !before?.appSecret) throw new CmsError(400, 'wechatAppSecretRequired');
    await saveWechatAccount(app.db, { appId, appSecret: appSecret || undefined }, app.staffClock().toISOString());
    await app.wechatShare.announceChange();
    await recordAudit(request, { action: 'wechatAccount.update', target: appId ? `wechat:${appId}${appSecret ? ': new secret' : ''}` : 'wechat: removed' });
    return viewOf(await loadWechatAccount(app.db));
  });
};

export default wechatAccountRoutes;
