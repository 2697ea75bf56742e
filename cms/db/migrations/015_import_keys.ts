import type { Kysely } from 'kysely';

/**
 * The source ids of imported content (`npm run import`): each imported entity keeps the id it had
 * in the export it came from, so importing the same export again finds it instead of creating it
 * twice, and the fingerprint of what was imported tells a changed item from an unchanged one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_key')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('local_id', 'integer', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_key_pk', ['kind', 'source_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_key').execute();
}
