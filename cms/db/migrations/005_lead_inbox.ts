import type { Kysely } from 'kysely';
import { identityKey } from './columns';

/**
 * The sales inbox: where each lead stands in the pipeline, who owns it, whether anyone has read
 * it, the notes sales keep on it and the history of every change; status and read mark for
 * download requests. The columns visitors fill stay as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = identityKey(db);

  await db.schema.alterTable('potential_customer').addColumn('status', 'text', (c) => c.notNull().defaultTo('new')).execute();
  await db.schema.alterTable('potential_customer').addColumn('lost_reason', 'text').execute();
  await db.schema.alterTable('potential_customer').addColumn('owner_user_id', 'integer', (c) => c.references('staff_user.user_id')).execute();
  await db.schema.alterTable('potential_customer').addColumn('read_at', 'text').execute();
  await db.schema.createIndex('potential_customer_phone').on('potential_customer').column('customers_phone').execute();
  await db.schema.createIndex('potential_customer_created').on('potential_customer').column('created_at').execute();

  await db.schema
    .createTable('lead_note')
    .addColumn('note_id', 'integer', id)
    .addColumn('customers_id', 'integer', (c) => c.notNull().references('potential_customer.customers_id'))
    .addColumn('author_user_id', 'integer', (c) => c.notNull().references('staff_user.user_id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_note_lead').on('lead_note').column('customers_id').execute();

  await db.schema
    .createTable('lead_change')
    .addColumn('change_id', 'integer', id)
    .addColumn('customers_id', 'integer', (c) => c.notNull().references('potential_customer.customers_id'))
    .addColumn('actor_user_id', 'integer', (c) => c.notNull().references('staff_user.user_id'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_change_lead').on('lead_change').column('customers_id').execute();

  await db.schema.alterTable('download_request').addColumn('status', 'text', (c) => c.notNull().defaultTo('new')).execute();
  await db.schema.alterTable('download_request').addColumn('read_at', 'text').execute();
  await db.schema.createIndex('download_request_created').on('download_request').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('download_request_created').execute();
  await db.schema.alterTable('download_request').dropColumn('read_at').execute();
  await db.schema.alterTable('download_request').dropColumn('status').execute();
  await db.schema.dropTable('lead_change').execute();
  await db.schema.dropTable('lead_note').execute();
  await db.schema.dropIndex('potential_customer_created').execute();
  await db.schema.dropIndex('potential_customer_phone').execute();
  for (const column of ['read_at', 'owner_user_id', 'lost_reason', 'status']) {
    await db.schema.alterTable('potential_customer').dropColumn(column).execute();
  }
}
