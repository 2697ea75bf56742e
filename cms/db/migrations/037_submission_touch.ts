import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

/**
 * `submission_touch`: where the visitor who sent a lead, resume or download request came from, as
 * the site or the embed recorded it (docs/attribution.md). Two rows at most per submission: its
 * first touch (the visit that first brought the visitor, kept in the browser for 90 days) and its
 * last touch (the visit the form was sent in). One table for the three kinds, so the dashboard
 * counts channels and campaigns in one place; there is no foreign key (the id points into the
 * kind's table), so the submission's deletion paths delete its touches.
 *
 * Absent values are empty text, not null, so filters and group-bys read the same on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const optional = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
  await db.schema
    .createTable('submission_touch')
    .addColumn('submission_kind', 'text', (c) => c.notNull())
    .addColumn('submission_id', 'integer', (c) => c.notNull())
    .addColumn('touch', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('utm_source', 'text', optional)
    .addColumn('utm_medium', 'text', optional)
    .addColumn('utm_campaign', 'text', optional)
    .addColumn('utm_term', 'text', optional)
    .addColumn('utm_content', 'text', optional)
    .addColumn('referrer_host', 'text', optional)
    .addColumn('landing_page', 'text', optional)
    .addColumn('sent_from_page', 'text', optional)
    .addColumn('partner_origin', 'text', optional)
    .addColumn('device_class', 'text', optional)
    .addColumn('touched_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('submission_touch_pk', ['submission_kind', 'submission_id', 'touch'])
    .execute();
  await db.schema
    .createIndex('submission_touch_channel')
    .on('submission_touch')
    .columns(['submission_kind', 'touch', 'channel'])
    .execute();
  await db.schema
    .createIndex('submission_touch_campaign')
    .on('submission_touch')
    .columns(['utm_campaign', 'submission_kind'])
    .execute();
  await db.schema
    .createIndex('submission_touch_partner')
    .on('submission_touch')
    .columns(['partner_origin', 'submission_kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('submission_touch').execute();
}
