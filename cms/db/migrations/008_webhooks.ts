import { sql, type Kysely } from 'kysely';
import { identityKey } from './columns';

/**
 * CRM webhooks: the endpoints admins register, and deliveries to them in the same outbox as the
 * staff mail. An outbox row now names its channel (`mail` or `webhook`) and its target (a mailbox
 * or an endpoint's URL); a webhook row also names its endpoint, whose secret signs each attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoint')
    .addColumn('webhook_id', 'integer', identityKey(db))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('notification_outbox').renameColumn('recipient', 'target').execute();
  await db.schema.alterTable('notification_outbox').addColumn('channel', 'text', (c) => c.notNull().defaultTo('mail')).execute();
  await db.schema.alterTable('notification_outbox').addColumn('webhook_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Without its channel a delivery would read as mail to its URL.
  await sql`delete from notification_outbox where channel = 'webhook'`.execute(db);
  await db.schema.alterTable('notification_outbox').dropColumn('webhook_id').execute();
  await db.schema.alterTable('notification_outbox').dropColumn('channel').execute();
  await db.schema.alterTable('notification_outbox').renameColumn('target', 'recipient').execute();
  await db.schema.dropTable('webhook_endpoint').execute();
}
