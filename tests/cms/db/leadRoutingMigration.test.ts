import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../cms/db/migrate';
import { withDatabaseAtMigration } from '../../support/databaseAtMigration';
import { ENGINES } from '../../support/testApp';

describe.each(ENGINES)('the migration of lead routing on %s', (engine) => {
  it('leaves older leads without a promised time, and takes its tables and columns back down', () =>
    withDatabaseAtMigration(engine, 'lead_routing', '032_media_pictures_on_pages', async (db) => {
      await sql`insert into potential_customer (customers_name, customers_phone, customers_address, company_name, industry, demand, remark, source, language, client_ip, created_at)
        values ('Li', '13800000000', '广东省/深圳市/南山区', 'Acme', 'Steel', '', '', '', 'zh', '127.0.0.1', '2026-05-01T00:00:00.000Z')`.execute(db);
      await migrateToLatest(db);

      const lead = await db.selectFrom('potential_customer').select(['response_due_at', 'reminded_at', 'escalated_at', 'routing_rule_id']).executeTakeFirstOrThrow();
      expect(lead).toEqual({ response_due_at: null, reminded_at: null, escalated_at: null, routing_rule_id: null });

      await migrateToLatest(db, '032_media_pictures_on_pages');
      const tables = await db.introspection.getTables();
      expect(tables.map((table) => table.name)).not.toContain('routing_rule');
      const columns = tables.find((table) => table.name === 'potential_customer')!.columns.map((column) => column.name);
      expect(columns).not.toContain('response_due_at');
      expect(columns).toContain('customers_name');
    }));
});
