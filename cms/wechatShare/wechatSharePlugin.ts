import fp from 'fastify-plugin';
import { announcedRead } from '../platform/announcedRead';
import type { Clock } from '../platform/clock';
import { jsSdkTickets } from './jsSdkTickets';
import { newJsSdkSignature, type JsSdkSignature } from './jsSdkSignature';
import { loadWechatAccount, type WechatAccount } from './wechatAccounts';
import { WECHAT_SHARE_DEFAULTS, type WechatShareSettings } from './wechatShareSettings';

declare module 'fastify' {
  interface FastifyInstance {
    wechatShare: WechatShare;
  }
}

export interface WechatShare {
  /** Where pages load WeChat's JS-SDK from. */
  readonly jsSdkUrl: string;
  /** The script sources a site page's policy adds: the SDK's origin while an account is configured. */
  scriptSrc(): readonly string[];
  /** A JS-SDK signature of the page at `url`, or null without an account; rejects when WeChat does. */
  sign(url: string): Promise<(JsSdkSignature & { appId: string }) | null>;
  /** After the account was changed: every instance reads it again (`announcedRead`). */
  announceChange(): Promise<void>;
}

const NONE: readonly string[] = [];

/**
 * WeChat's share from the site's pages: the official account, held in memory for every page's
 * policy (WeChat's SDK host is allowed only while an account is configured) and read again on
 * every instance when it changes, and the JS-SDK signatures pages ask for.
 */
export default fp<{ settings?: WechatShareSettings | undefined; databaseUrl: string | undefined; clock: Clock }>(
  async (app, { settings = WECHAT_SHARE_DEFAULTS, databaseUrl, clock }) => {
    // One array for as long as the CMS runs: the pages' policies are cached per array (securityHeadersPlugin).
    const sdkOrigin: readonly string[] = [new URL(settings.jsSdkUrl).origin];
    const inEffect = await announcedRead(app, {
      databaseUrl,
      channel: 'wechat_account_changed',
      what: 'WeChat official account',
      read: async (): Promise<WechatAccount | null> => {
        const stored = await loadWechatAccount(app.db);
        return stored?.appId && stored.appSecret ? { appId: stored.appId, appSecret: stored.appSecret } : null;
      },
    });
    const tickets = jsSdkTickets(app.db, settings.apiBaseUrl, clock);
    app.decorate('wechatShare', {
      jsSdkUrl: settings.jsSdkUrl,
      scriptSrc: () => (inEffect.current() ? sdkOrigin : NONE),
      async sign(url: string) {
        const account = inEffect.current();
        if (!account) return null;
        const ticket = await tickets.ticket(account);
        return { appId: account.appId, ...newJsSdkSignature(ticket, url, clock()) };
      },
      announceChange: inEffect.announceChange,
    } satisfies WechatShare);
  },
  { name: 'wechatShare', dependencies: ['database'] },
);
