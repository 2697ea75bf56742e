import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hasRole, isStaffRole, type StaffRole } from './roles';

export interface StaffUser {
  userId: number;
  email: string;
  roles: StaffRole[];
  disabledAt: string | null;
}

type StaffUserRow = { user_id: number; email: string; roles: string; disabled_at: string | null };

const toStaffUser = (row: StaffUserRow): StaffUser => ({
  userId: row.user_id,
  email: row.email,
  roles: (JSON.parse(row.roles) as string[]).filter(isStaffRole),
  disabledAt: row.disabled_at,
});

/** The account an e-mail signs in to, with its hash; none when unknown or disabled. */
export async function findSignInAccount(db: Kysely<Database>, email: string) {
  const row = await db
    .selectFrom('staff_user')
    .select(['user_id', 'email', 'roles', 'disabled_at', 'password_hash'])
    .where('email', '=', email)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row && { ...toStaffUser(row), passwordHash: row.password_hash };
}

export async function findActiveStaffUser(db: Kysely<Database>, userId: number): Promise<StaffUser | undefined> {
  const row = await db
    .selectFrom('staff_user')
    .select(['user_id', 'email', 'roles', 'disabled_at'])
    .where('user_id', '=', userId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row && toStaffUser(row);
}

export async function findStaffUserByEmail(db: Kysely<Database>, email: string): Promise<StaffUser | undefined> {
  const row = await db
    .selectFrom('staff_user')
    .select(['user_id', 'email', 'roles', 'disabled_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  return row && toStaffUser(row);
}

export async function listStaffUsers(db: Kysely<Database>): Promise<StaffUser[]> {
  const rows = await db.selectFrom('staff_user').select(['user_id', 'email', 'roles', 'disabled_at']).orderBy('email').execute();
  return rows.map(toStaffUser);
}

/** The enabled staff users a lead may be given to (sales, and admins who may do anything), by e-mail. */
export async function listLeadOwners(db: Kysely<Database>): Promise<StaffUser[]> {
  const rows = await db
    .selectFrom('staff_user')
    .select(['user_id', 'email', 'roles', 'disabled_at'])
    .where('disabled_at', 'is', null)
    .orderBy('email')
    .execute();
  // Roles are one JSON text per user: read as the role guard reads them.
  return rows.map(toStaffUser).filter((user) => hasRole(user.roles, 'sales'));
}

export async function countStaffUsers(db: Kysely<Database>): Promise<number> {
  const { n } = await db.selectFrom('staff_user').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

/** Creates the account, or gives an existing one this password and these roles and enables it. */
export async function saveStaffUser(
  db: Kysely<Database>,
  account: { email: string; passwordHash: string; roles: StaffRole[] },
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const { user_id } = await db
    .insertInto('staff_user')
    .values({
      email: account.email,
      password_hash: account.passwordHash,
      roles: JSON.stringify(account.roles),
      disabled_at: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        password_hash: account.passwordHash,
        roles: JSON.stringify(account.roles),
        disabled_at: null,
        updated_at: at,
      }),
    )
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return user_id;
}

export async function disableStaffUser(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.updateTable('staff_user').set({ disabled_at: at, updated_at: at }).where('user_id', '=', userId).execute();
}
