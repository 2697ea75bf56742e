import { sql, type Kysely } from 'kysely';
import { identityKey } from './columns';

/**
 * Group robots (WeCom, Feishu, DingTalk) as a third way the outbox sends, beside mail and webhooks:
 *
 * - `notification_robot`: a robot an admin registered: its vendor, webhook URL and signing secret
 *   (never shown back), the submission kinds it is told of and the fields its messages carry.
 * - `notification_outbox.robot_id`: the robot a `robot` row goes to (its current URL and secret).
 * - `robot_send`: when each robot was last sent to, so that every instance keeps under the
 *   vendor's published rate limit; rows older than a minute are of no further use.
 * - `staff_user.notify_robot_id`: where a staff member is told of what concerns them (a lead
 *   assigned, a reminder); null means their e-mail. `notify_mention`: the mobile number by which
 *   the robot @-mentions them in its group (WeCom, DingTalk); null names them in the text only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_robot')
    .addColumn('robot_id', 'integer', identityKey(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('webhook_url', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('submission_kinds', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('notification_outbox').addColumn('robot_id', 'integer').execute();
  await db.schema
    .createTable('robot_send')
    .addColumn('robot_id', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('robot_send_robot_time').on('robot_send').columns(['robot_id', 'sent_at']).execute();
  await db.schema.alterTable('staff_user').addColumn('notify_robot_id', 'integer').execute();
  await db.schema.alterTable('staff_user').addColumn('notify_mention', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_user').dropColumn('notify_mention').execute();
  await db.schema.alterTable('staff_user').dropColumn('notify_robot_id').execute();
  await db.schema.dropTable('robot_send').execute();
  // Without its robot a row would be sent nowhere.
  await sql`delete from notification_outbox where channel = 'robot'`.execute(db);
  await db.schema.alterTable('notification_outbox').dropColumn('robot_id').execute();
  await db.schema.dropTable('notification_robot').execute();
}
