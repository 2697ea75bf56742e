import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const ACCOUNT_ID = 1;

export interface WechatAccount {
  appId: string;
  appSecret: string;
}

/** The account as stored, with when an admin last saved it. */
export type StoredWechatAccount = WechatAccount & { updatedAt: string };

export type WechatCredentialName = 'access_token' | 'jsapi_ticket';

export async function loadWechatAccount(db: Kysely<Database>): Promise<StoredWechatAccount | null> {
  const row = await db.selectFrom('wechat_account').select(['app_id', 'app_secret', 'updated_at']).where('account_id', '=', ACCOUNT_ID).executeTakeFirst();
  return row ? { appId: row.app_id, appSecret: row.app_secret, updatedAt: row.updated_at } : null;
}

/**
 * Writes the account; a secret left undefined keeps the stored one. An empty app id removes the
 * account (pages stop loading WeChat's SDK). The credentials of the app before are dropped.
 */
export async function saveWechatAccount(db: Kysely<Database>, change: { appId: string; appSecret: string | undefined }, at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('wechat_credential').execute();
    if (!change.appId) {
      await trx.deleteFrom('wechat_account').execute();
      return;
    }
    const changed = { app_id: change.appId, ...(change.appSecret !== undefined && { app_secret: change.appSecret }), updated_at: at };
    await trx
      .insertInto('wechat_account')
      .values({ account_id: ACCOUNT_ID, app_secret: '', ...changed })
      .onConflict((conflict) => conflict.column('account_id').doUpdateSet(changed))
      .execute();
  });
}

/** A credential of `appId` still valid at `now`, or null. */
export async function readWechatCredential(db: Kysely<Database>, name: WechatCredentialName, appId: string, now: Date): Promise<string | null> {
  const row = await db.selectFrom('wechat_credential').select(['value', 'expires_at']).where('name', '=', name).where('app_id', '=', appId).executeTakeFirst();
  return row && row.expires_at > now.toISOString() ? row.value : null;
}

export async function writeWechatCredential(db: Kysely<Database>, name: WechatCredentialName, appId: string, value: string, expiresAt: Date): Promise<void> {
  const row = { app_id: appId, value, expires_at: expiresAt.toISOString() };
  await db
    .insertInto('wechat_credential')
    .values({ name, ...row })
    .onConflict((conflict) => conflict.column('name').doUpdateSet(row))
    .execute();
}
