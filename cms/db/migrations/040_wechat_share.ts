import type { Kysely } from 'kysely';

/**
 * WeChat's share from the site's pages (cms/wechatShare):
 *
 * - `wechat_account`: the company's official account, one row: its app id (public: pages name it
 *   to WeChat's JS-SDK) and app secret (never published nor answered back).
 * - `wechat_credential`: the access token and the JS-SDK ticket WeChat handed out, with when they
 *   expire, shared by every instance (WeChat limits how often they may be asked for) and tied to
 *   the app id they were asked for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wechat_account')
    .addColumn('account_id', 'integer', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('app_secret', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('wechat_credential')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wechat_credential').execute();
  await db.schema.dropTable('wechat_account').execute();
}
