import type { Kysely } from 'kysely';

/**
 * The dashboard reads every lead of a period (91 days of 100,000 leads: tens of thousands) by
 * arrival time, status and the properties it groups by, and each one's status history. Through
 * `potential_customer_created` each lead cost a read of its whole row (the visitor's texts
 * among it); these indexes hold what the figures read, so SQLite and PostgreSQL answer from the
 * index alone (docs/backOffice.md, "The dashboard").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('potential_customer_figures')
    .on('potential_customer')
    .columns(['created_at', 'status', 'industry', 'language', 'customers_address', 'customers_id', 'response_due_at'])
    .execute();
  await db.schema
    .createIndex('lead_change_status_moves')
    .on('lead_change')
    .columns(['customers_id', 'field', 'from_value', 'to_value', 'changed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('lead_change_status_moves').execute();
  await db.schema.dropIndex('potential_customer_figures').execute();
}
