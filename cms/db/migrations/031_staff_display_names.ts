import { sql, type Kysely } from 'kysely';

/**
 * `staff_user.display_name`: the name colleagues know a staff user by, shown wherever the back
 * office names a person (owners, notes, change logs, the audit log) instead of an id or an
 * e-mail address. Users made before it are named after their address's part before the `@`
 * (every row gets a name, so no screen needs a fallback); an admin renames them in the back office.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_user').addColumn('display_name', 'text', (c) => c.notNull().defaultTo('')).execute();
  const users = await sql<{ user_id: number; email: string }>`select user_id, email from staff_user`.execute(db);
  for (const { user_id, email } of users.rows) {
    await sql`update staff_user set display_name = ${email.split('@')[0] || email} where user_id = ${user_id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_user').dropColumn('display_name').execute();
}
