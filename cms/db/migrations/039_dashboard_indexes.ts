import { sql, type Kysely } from 'kysely';

/**
 * The dashboard reads every lead of a period (91 days of 100,000 leads: tens of thousands) by
 * arrival time, status and the properties it groups by. Through `potential_customer_created`
 * each lead cost a read of its whole row (the visitor's texts among it), and the funnel and the
 * time to first contact each cost a search of the lead's status history. The lead now carries
 * what those two figures take from its history, kept by the write path with every status change
 * (cms/leads/leadInbox.ts): `first_contacted_at`, when it was first moved from New to Contacted,
 * and `furthest_step`, the furthest pipeline step it reached (0 new, 1 contacted, 2 qualified,
 * 3 won). Existing leads get both from their history here. The figures' index holds all the
 * figures read, so SQLite and PostgreSQL answer from the index alone and the dashboard reads no
 * history (docs/backOffice.md, "The dashboard").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('potential_customer').addColumn('first_contacted_at', 'text').execute();
  await db.schema.alterTable('potential_customer').addColumn('furthest_step', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  const step = (value: string) => sql`CASE ${sql.ref(value)} WHEN 'contacted' THEN 1 WHEN 'qualified' THEN 2 WHEN 'won' THEN 3 ELSE 0 END`;
  await sql`
    UPDATE potential_customer SET
      first_contacted_at = (
        SELECT min(c.changed_at) FROM lead_change c
        WHERE c.customers_id = potential_customer.customers_id AND c.field = 'status' AND c.from_value = 'new' AND c.to_value = 'contacted'
      ),
      furthest_step = (
        SELECT max(s.step) FROM (
          SELECT ${step('potential_customer.status')} AS step
          UNION ALL
          SELECT ${step('c.to_value')} FROM lead_change c WHERE c.customers_id = potential_customer.customers_id AND c.field = 'status'
        ) s
      )`.execute(db);
  await db.schema
    .createIndex('potential_customer_figures')
    .on('potential_customer')
    .columns(['created_at', 'status', 'industry', 'language', 'customers_address', 'customers_id', 'response_due_at', 'furthest_step', 'first_contacted_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('potential_customer_figures').execute();
  await db.schema.alterTable('potential_customer').dropColumn('furthest_step').execute();
  await db.schema.alterTable('potential_customer').dropColumn('first_contacted_at').execute();
}
