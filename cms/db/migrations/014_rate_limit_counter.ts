import type { Kysely } from 'kysely';

/**
 * Requests counted per client address and call within a time window, kept in the database so
 * every instance on it counts against the same limit (PostgreSQL: instances behind a load
 * balancer). A row is reused when its key comes back after its window ended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counter')
    .addColumn('counter_key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    // Milliseconds since the epoch: the window's end is compared and subtracted, never shown.
    .addColumn('window_ends_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_counter_window_ends_at').on('rate_limit_counter').column('window_ends_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counter').execute();
}
