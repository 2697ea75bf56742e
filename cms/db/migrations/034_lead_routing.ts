import type { Kysely } from 'kysely';
import { identityKey } from './columns';

/**
 * Lead routing and the response-time promise (docs/leadRouting.md):
 *
 * - `potential_customer.response_due_at`: when the company promised to have contacted the lead,
 *   counted in working time from its arrival (ISO text; null on leads older than the promise).
 *   `reminded_at` and `escalated_at` record that the owner was reminded and a manager told, each
 *   once; `routing_rule_id` names the rule that gave the lead its owner (null: none matched).
 * - `sales_team` and `sales_team_member`: named sets of sales users that a rule hands leads to in
 *   turn; `next_turn` counts the turns given, so the next member is `next_turn mod size`.
 * - `routing_rule`: an admin's ordered rules, the first enabled one whose conditions all hold wins.
 *   An empty condition holds for every lead; `provinces` is a JSON array of Chinese province names.
 * - `company_calendar_day`: the days that break the weekly pattern, a holiday on a weekday
 *   (`working` 0) or a working weekend day (`working` 1).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('potential_customer').addColumn('response_due_at', 'text').execute();
  await db.schema.alterTable('potential_customer').addColumn('reminded_at', 'text').execute();
  await db.schema.alterTable('potential_customer').addColumn('escalated_at', 'text').execute();
  await db.schema.alterTable('potential_customer').addColumn('routing_rule_id', 'integer').execute();
  await db.schema.createIndex('potential_customer_response_due').on('potential_customer').columns(['status', 'response_due_at']).execute();

  await db.schema
    .createTable('sales_team')
    .addColumn('team_id', 'integer', identityKey(db))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('next_turn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sales_team_member')
    .addColumn('team_id', 'integer', (c) => c.notNull().references('sales_team.team_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_user.user_id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sales_team_member_pk', ['team_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('routing_rule')
    .addColumn('rule_id', 'integer', identityKey(db))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('provinces', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('industry', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('owner_user_id', 'integer', (c) => c.references('staff_user.user_id'))
    .addColumn('team_id', 'integer', (c) => c.references('sales_team.team_id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('routing_rule_position').on('routing_rule').column('position').execute();

  await db.schema
    .createTable('company_calendar_day')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('working', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_calendar_day').execute();
  await db.schema.dropTable('routing_rule').execute();
  await db.schema.dropTable('sales_team_member').execute();
  await db.schema.dropTable('sales_team').execute();
  await db.schema.dropIndex('potential_customer_response_due').execute();
  for (const column of ['routing_rule_id', 'escalated_at', 'reminded_at', 'response_due_at']) {
    await db.schema.alterTable('potential_customer').dropColumn(column).execute();
  }
}
