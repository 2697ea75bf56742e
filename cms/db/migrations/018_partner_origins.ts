import type { Kysely } from 'kysely';
import { identityKey } from './columns';

/**
 * Partner origins staff add in the back office: the CORS check admits them besides
 * `CORS_ORIGINS`. One row per origin (the unique index answers a second addition of the same one).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partner_origin')
    .addColumn('origin_id', 'integer', identityKey(db))
    .addColumn('origin', 'text', (c) => c.notNull().unique())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('added_by', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('partner_origin').execute();
}
