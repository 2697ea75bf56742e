import type { Kysely } from 'kysely';

/**
 * The share's quote as the feed last gave it (one row per stock code) and its daily closes, so a
 * restarted CMS has a figure to show before the feed answers again, or when it never does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stock_quote')
    .addColumn('stock_code', 'text', (c) => c.primaryKey())
    .addColumn('price', 'double precision', (c) => c.notNull())
    .addColumn('change', 'double precision', (c) => c.notNull())
    .addColumn('change_percent', 'double precision', (c) => c.notNull())
    .addColumn('volume', 'double precision', (c) => c.notNull())
    .addColumn('turnover', 'double precision', (c) => c.notNull())
    .addColumn('previous_close', 'double precision', (c) => c.notNull())
    .addColumn('quoted_at', 'text', (c) => c.notNull())
    .addColumn('suspended', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('stock_daily_close')
    .addColumn('stock_code', 'text', (c) => c.notNull())
    .addColumn('trade_date', 'text', (c) => c.notNull())
    .addColumn('close_price', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('stock_daily_close_pk', ['stock_code', 'trade_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stock_daily_close').execute();
  await db.schema.dropTable('stock_quote').execute();
}
