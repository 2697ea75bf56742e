import { sql, type Kysely } from 'kysely';

/**
 * The outbox worker claims the oldest unsent row of a channel after every submission. With only
 * `notification_outbox_due` SQLite read every unsent row (and sorted them) to find it, and the rows
 * of a channel no worker sends (mail without SMTP) pile up unsent: each lead cost more than the one
 * before (0.6 ms per claim after a few thousand leads, docs/benchmarks.md). Indexed by channel and
 * id over the unsent rows only, a claim reads one index entry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('notification_outbox_unsent')
    .on('notification_outbox')
    .columns(['channel', 'notification_id'])
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notification_outbox_unsent').execute();
}
