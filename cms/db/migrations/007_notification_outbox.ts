import type { Kysely } from 'kysely';
import { identityKey } from './columns';

/**
 * E-mails to staff about new submissions, written in the submission's own transaction so none is
 * lost between the commit and the send; and the mailbox of each service location, which receives
 * the leads of its province.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('service_location').addColumn('mailbox', 'text').execute();

  await db.schema
    .createTable('notification_outbox')
    .addColumn('notification_id', 'integer', identityKey(db))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('submission_id', 'integer', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notification_outbox_due').on('notification_outbox').columns(['sent_at', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_outbox').execute();
  await db.schema.alterTable('service_location').dropColumn('mailbox').execute();
}
