import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../platform/clock';
import { fetchAccessToken, fetchJsApiTicket, STALE_TOKEN_ERRCODES, WechatApiError, type WechatGrant } from './wechatApi';
import { readWechatCredential, writeWechatCredential, type WechatAccount } from './wechatAccounts';

/**
 * A credential is used until this long before WeChat says it expires (about 7000 of its 7200 s):
 * a signature made with a ticket about to expire would fail in the visitor's browser.
 */
const MARGIN_SECONDS = 200;

export interface JsSdkTickets {
  /** The account's JS-SDK ticket: the cached one while valid, else one asked of WeChat. */
  ticket(account: WechatAccount): Promise<string>;
}

/**
 * The JS-SDK ticket and the access token it is asked with, kept in the database for every
 * instance until they expire (WeChat limits how often either may be asked for: 2,000 tokens a
 * day). An instance asks once however many pages want a signature meanwhile; two instances
 * finding the ticket expired at the same moment may both ask, which WeChat allows (the token
 * before stays valid for five minutes). A token WeChat refuses as stale is asked for again, once.
 */
export function jsSdkTickets(db: Kysely<Database>, apiBaseUrl: string, clock: Clock): JsSdkTickets {
  const expiry = (grant: WechatGrant) => new Date(clock().getTime() + Math.max(0, grant.expiresInSeconds - MARGIN_SECONDS) * 1000);

  const accessToken = async ({ appId, appSecret }: WechatAccount, renew: boolean): Promise<string> => {
    const cached = renew ? null : await readWechatCredential(db, 'access_token', appId, clock());
    if (cached) return cached;
    const grant = await fetchAccessToken(apiBaseUrl, appId, appSecret);
    await writeWechatCredential(db, 'access_token', appId, grant.value, expiry(grant));
    return grant.value;
  };

  const askTicket = async (account: WechatAccount): Promise<string> => {
    let grant: WechatGrant;
    try {
      grant = await fetchJsApiTicket(apiBaseUrl, await accessToken(account, false));
    } catch (error) {
      if (!(error instanceof WechatApiError) || !STALE_TOKEN_ERRCODES.includes(error.errcode)) throw error;
      grant = await fetchJsApiTicket(apiBaseUrl, await accessToken(account, true));
    }
    await writeWechatCredential(db, 'jsapi_ticket', account.appId, grant.value, expiry(grant));
    return grant.value;
  };

  const asking = new Map<string, Promise<string>>();
  return {
    async ticket(account) {
      const cached = await readWechatCredential(db, 'jsapi_ticket', account.appId, clock());
      if (cached) return cached;
      let pending = asking.get(account.appId);
      if (!pending) {
        pending = askTicket(account).finally(() => asking.delete(account.appId));
        asking.set(account.appId, pending);
      }
      return pending;
    },
  };
}
