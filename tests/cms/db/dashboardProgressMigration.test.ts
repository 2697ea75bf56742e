import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../cms/db/migrate';
import { addStaffAccount } from '../../../cms/staff/staffAccounts';
import { findStaffUserByEmail } from '../../../cms/staff/staffUsers';
import { withDatabaseAtMigration } from '../../support/databaseAtMigration';
import { ENGINES } from '../../support/testApp';

const BEFORE = '038_unsent_notifications';

describe.each(ENGINES)('the migration of the dashboard\'s lead progress on %s', (engine) => {
  it('gives existing leads their first contact and furthest step from their history, and takes both back down', () =>
    withDatabaseAtMigration(engine, 'dashboard_progress', BEFORE, async (db) => {
      await addStaffAccount(db, { email: 'sales@example.com', password: 'a passphrase of some length', roles: ['sales'] }, new Date('2026-05-01T00:00:00.000Z'));
      const actor = (await findStaffUserByEmail(db, 'sales@example.com'))!.userId;
      const lead = async (status: string, moves: Array<[field: string, from: string, to: string, at: string]>) => {
        const { rows } = await sql<{ customers_id: number }>`insert into potential_customer (customers_name, customers_phone, customers_address, company_name, industry, demand, remark, source, language, client_ip, created_at, status)
          values ('Li', '13800000000', '', 'Acme', 'Steel', '', '', '', 'zh', '127.0.0.1', '2026-05-01T00:00:00.000Z', ${status}) returning customers_id`.execute(db);
        const id = rows[0]!.customers_id;
        for (const [field, from, to, at] of moves) {
          await db.insertInto('lead_change').values({ customers_id: id, actor_user_id: actor, field, from_value: from, to_value: to, changed_at: at }).execute();
        }
        return id;
      };
      const lost = await lead('lost', [
        ['status', 'new', 'contacted', '2026-05-02T00:00:00.000Z'],
        ['status', 'contacted', 'qualified', '2026-05-03T00:00:00.000Z'],
        ['status', 'qualified', 'lost', '2026-05-04T00:00:00.000Z'],
      ]);
      const untouched = await lead('new', []);
      const wonWithoutHistory = await lead('won', []);
      const backFromSpam = await lead('contacted', [
        ['status', 'new', 'spam', '2026-05-02T00:00:00.000Z'],
        ['status', 'spam', 'new', '2026-05-03T00:00:00.000Z'],
        ['owner_user_id', '', String(actor), '2026-05-04T00:00:00.000Z'],
        ['status', 'new', 'contacted', '2026-05-05T00:00:00.000Z'],
      ]);
      await migrateToLatest(db);

      const progress = async (id: number) =>
        db.selectFrom('potential_customer').select(['first_contacted_at', 'furthest_step']).where('customers_id', '=', id).executeTakeFirstOrThrow();
      expect(await progress(lost)).toEqual({ first_contacted_at: '2026-05-02T00:00:00.000Z', furthest_step: 2 });
      expect(await progress(untouched)).toEqual({ first_contacted_at: null, furthest_step: 0 });
      expect(await progress(wonWithoutHistory)).toEqual({ first_contacted_at: null, furthest_step: 3 });
      expect(await progress(backFromSpam)).toEqual({ first_contacted_at: '2026-05-05T00:00:00.000Z', furthest_step: 1 });

      await migrateToLatest(db, BEFORE);
      const columns = (await db.introspection.getTables()).find((table) => table.name === 'potential_customer')!.columns.map((column) => column.name);
      expect(columns).not.toContain('first_contacted_at');
      expect(columns).not.toContain('furthest_step');
      expect(columns).toContain('status');
    }));
});
