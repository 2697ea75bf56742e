import { sql, type Kysely } from 'kysely';

/**
 * The content as it was before its first edit is kept as a version:
 *
 * - `content_version.origin` says how a version came to be: `published` (an editor published it,
 *   `published_by` names who), `seeded` or `imported` (the seed or an import wrote the live rows;
 *   `published_by` is empty), `original` (the item as it was when versions of it began to be
 *   kept: what this migration owes the items already in the database).
 * - `pending_backfill`: data changes a migration cannot make itself. Writing an item's live rows
 *   as a document takes the content kinds' code, which reads the tables as the newest migration
 *   leaves them, not as they are when this one runs: a database several migrations behind would
 *   fail here. So this migration leaves a row (`original-versions`), when the database holds
 *   content, and the CMS, once every migration ran, keeps the live document of every item without a version as its version 1 and
 *   deletes the row (`cms/content/originalVersions.ts`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('content_version').addColumn('origin', 'text', (c) => c.notNull().defaultTo('published')).execute();
  await db.schema.createTable('pending_backfill').addColumn('name', 'text', (c) => c.primaryKey()).execute();
  const stored = CONTENT_TABLES.map((table) => `SELECT 1 FROM ${table}`).join(' UNION ALL ');
  await sql`INSERT INTO pending_backfill (name) SELECT ${sql.lit(ORIGINAL_VERSIONS)} WHERE EXISTS (${sql.raw(stored)})`.execute(db);
}

/**
 * The live tables of the kinds at this migration: a database with none of them filled (a new one)
 * owes nothing. The settings read as one item even when empty: they count once a row is stored.
 */
const CONTENT_TABLES = [
  'classify', 'article', 'tag', 'job', 'job_category', 'work_place', 'product', 'media', 'friendly_link',
  'service_location', 'customer_review', 'site_setting',
];

/** The row that asks for the original versions (the name `cms/content/originalVersions.ts` looks for). */
export const ORIGINAL_VERSIONS = 'original-versions';

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pending_backfill').execute();
  await db.schema.alterTable('content_version').dropColumn('origin').execute();
}
