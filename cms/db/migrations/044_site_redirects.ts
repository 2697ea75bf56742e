import type { Kysely } from 'kysely';
import { identityKey } from './columns';

/**
 * Redirects the CMS answers before the site (cms/redirects): one row per source path, so a path
 * leads to one place; `origin` tells those an editor keeps from those added when a page's address
 * changed on publishing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_redirect')
    .addColumn('redirect_id', 'integer', identityKey(db))
    .addColumn('from_path', 'text', (c) => c.notNull().unique())
    .addColumn('match', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_redirect').execute();
}
