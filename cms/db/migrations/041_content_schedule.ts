import { sql, type Kysely } from 'kysely';

/**
 * Scheduled publishing (cms/content/scheduling): `content_schedule` holds, per item, when it is to
 * go live (`publish`) and when to leave the site (`unpublish`), at most one of each. Times are
 * instants, ISO 8601 in UTC with milliseconds, as the rest of the schema writes them; the back
 * office shows and takes them in the company time zone. The instance that takes a due row holds
 * it until `claimed_until`, so that of several instances exactly one carries it out; a change the
 * content refused (a check, a picture without alternative text) keeps its row with `failure`, the
 * refusal's code, for the editor to see, and is not tried again until the schedule is set anew.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_schedule')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action IN ('publish', 'unpublish')`))
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('scheduled_by', 'text', (c) => c.notNull())
    .addColumn('scheduled_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('failure', 'text')
    .addPrimaryKeyConstraint('content_schedule_pk', ['kind', 'item_id', 'action'])
    .execute();
  await db.schema.createIndex('content_schedule_due').on('content_schedule').columns(['due_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_schedule').execute();
}
