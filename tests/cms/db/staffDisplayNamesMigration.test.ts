import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../cms/db/migrate';
import { withDatabaseAtMigration } from '../../support/databaseAtMigration';
import { ENGINES } from '../../support/testApp';

describe.each(ENGINES)('the migration of staff display names on %s', (engine) => {
  it('names every existing staff user after their address, and takes the column back down', () =>
    withDatabaseAtMigration(engine, 'staff_display_names', '029_staff_management', async (db) => {
      const at = '2026-05-01T00:00:00.000Z';
      for (const email of ['zhang.wei@example.com', 'sales@example.com']) {
        await sql`insert into staff_user (email, password_hash, roles, created_at, updated_at) values (${email}, 'hash', '["sales"]', ${at}, ${at})`.execute(db);
      }
      await migrateToLatest(db);

      const users = await db.selectFrom('staff_user').select(['email', 'display_name']).orderBy('email').execute();
      expect(users).toEqual([
        { email: 'sales@example.com', display_name: 'sales' },
        { email: 'zhang.wei@example.com', display_name: 'zhang.wei' },
      ]);

      await migrateToLatest(db, '029_staff_management');
      const columns = (await db.introspection.getTables()).find((table) => table.name === 'staff_user')!.columns.map((column) => column.name);
      expect(columns).not.toContain('display_name');
      expect(columns).toContain('email');
    }));
});
