import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../db/connect';
import type { Database } from '../db/schema';
import { hasRole, isStaffRole, type StaffRole } from './roles';

export interface StaffUser {
  userId: number;
  email: string;
  /** The name colleagues know the user by: what the back office shows for a person. */
  displayName: string;
  roles: StaffRole[];
  disabledAt: string | null;
  /** Set while an invited user has not chosen a password yet. */
  invitedAt: string | null;
  createdAt: string;
}

const USER_COLUMNS = ['user_id', 'email', 'display_name', 'roles', 'disabled_at', 'invited_at', 'created_at'] as const;

type StaffUserRow = { user_id: number; email: string; display_name: string; roles: string; disabled_at: string | null; invited_at: string | null; created_at: string };

const toStaffUser = (row: StaffUserRow): StaffUser => ({
  userId: row.user_id,
  email: row.email,
  displayName: row.display_name,
  roles: (JSON.parse(row.roles) as string[]).filter(isStaffRole),
  disabledAt: row.disabled_at,
  invitedAt: row.invited_at,
  createdAt: row.created_at,
});

/** The name a user made without one is given (the command line's `add` without `--name`): their address's part before the `@`. */
export const nameFromEmail = (email: string) => email.split('@')[0] || email;

/**
 * Roles are one JSON array of names per user; a name in quotes matches that role only, on
 * either engine.
 */
const rolesTextHas = (role: StaffRole) => `%${JSON.stringify(role)}%`;

/** The account an e-mail signs in to, with its hash; none when unknown, disabled or still invited. */
export async function findSignInAccount(db: Kysely<Database>, email: string) {
  const row = await db
    .selectFrom('staff_user')
    .select([...USER_COLUMNS, 'password_hash'])
    .where('email', '=', email)
    .where('disabled_at', 'is', null)
    .where('invited_at', 'is', null)
    .executeTakeFirst();
  return row && { ...toStaffUser(row), passwordHash: row.password_hash };
}

/** A user who may use the back office: enabled, and past the invitation. */
export async function findActiveStaffUser(db: Kysely<Database>, userId: number): Promise<StaffUser | undefined> {
  const row = await db
    .selectFrom('staff_user')
    .select(USER_COLUMNS)
    .where('user_id', '=', userId)
    .where('disabled_at', 'is', null)
    .where('invited_at', 'is', null)
    .executeTakeFirst();
  return row && toStaffUser(row);
}

export async function findStaffUser(db: Kysely<Database>, userId: number): Promise<StaffUser | undefined> {
  const row = await db.selectFrom('staff_user').select(USER_COLUMNS).where('user_id', '=', userId).executeTakeFirst();
  return row && toStaffUser(row);
}

export async function findStaffUserByEmail(db: Kysely<Database>, email: string): Promise<StaffUser | undefined> {
  const row = await db.selectFrom('staff_user').select(USER_COLUMNS).where('email', '=', email).executeTakeFirst();
  return row && toStaffUser(row);
}

export async function listStaffUsers(db: Kysely<Database>): Promise<StaffUser[]> {
  const rows = await db.selectFrom('staff_user').select(USER_COLUMNS).orderBy('display_name').orderBy('email').execute();
  return rows.map(toStaffUser);
}

/** The display names of these staff users, by id: a record that stores ids shows people. */
export async function findStaffNames(db: Kysely<Database>, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('staff_user').select(['user_id', 'display_name']).where('user_id', 'in', userIds).execute();
  return new Map(rows.map((row) => [row.user_id, row.display_name]));
}

/** The stored hash of a user's password, to check the current one before a change. */
export async function findPasswordHash(db: Kysely<Database>, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('staff_user').select('password_hash').where('user_id', '=', userId).executeTakeFirst();
  return row?.password_hash;
}

/** The enabled staff users a lead may be given to (sales, and admins who may do anything), by name. */
export async function listLeadOwners(db: Kysely<Database>): Promise<StaffUser[]> {
  const rows = await db
    .selectFrom('staff_user')
    .select(USER_COLUMNS)
    .where('disabled_at', 'is', null)
    .where('invited_at', 'is', null)
    .orderBy('display_name')
    .orderBy('email')
    .execute();
  // Roles are one JSON text per user: read as the role guard reads them.
  return rows.map(toStaffUser).filter((user) => hasRole(user.roles, 'sales'));
}

export async function countStaffUsers(db: Kysely<Database>): Promise<number> {
  const { n } = await db.selectFrom('staff_user').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Creates the account, or gives an existing one (invited or not) this password and these roles
 * and enables it; an existing one keeps its name unless `displayName` is given.
 */
export async function saveStaffUser(
  db: Kysely<Database>,
  account: { email: string; displayName: string | undefined; passwordHash: string; roles: StaffRole[] },
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const { user_id } = await db
    .insertInto('staff_user')
    .values({
      email: account.email,
      display_name: account.displayName ?? nameFromEmail(account.email),
      password_hash: account.passwordHash,
      roles: JSON.stringify(account.roles),
      disabled_at: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        ...(account.displayName !== undefined && { display_name: account.displayName }),
        password_hash: account.passwordHash,
        roles: JSON.stringify(account.roles),
        disabled_at: null,
        invited_at: null,
        updated_at: at,
      }),
    )
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return user_id;
}

/**
 * An invited user: roles, no password anyone knows yet (`passwordHash` is of a random one), and
 * `invited_at` until they choose theirs. Answers the new user's id.
 */
export async function insertInvitedUser(
  db: Kysely<Database>,
  user: { email: string; displayName: string; roles: StaffRole[]; passwordHash: string },
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const { user_id } = await db
    .insertInto('staff_user')
    .values({ email: user.email, display_name: user.displayName, password_hash: user.passwordHash, roles: JSON.stringify(user.roles), disabled_at: null, invited_at: at, created_at: at, updated_at: at })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return user_id;
}

export async function setStaffUserDisplayName(db: Kysely<Database>, userId: number, displayName: string, now: Date): Promise<void> {
  await db.updateTable('staff_user').set({ display_name: displayName, updated_at: now.toISOString() }).where('user_id', '=', userId).execute();
}

export async function setStaffUserRoles(db: Kysely<Database>, userId: number, roles: StaffRole[], now: Date): Promise<void> {
  await db.updateTable('staff_user').set({ roles: JSON.stringify(roles), updated_at: now.toISOString() }).where('user_id', '=', userId).execute();
}

/** A new password; an invited user who chose it is invited no longer. */
export async function setStaffUserPassword(db: Kysely<Database>, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .updateTable('staff_user')
    .set({ password_hash: passwordHash, invited_at: null, updated_at: now.toISOString() })
    .where('user_id', '=', userId)
    .execute();
}

export async function disableStaffUser(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.updateTable('staff_user').set({ disabled_at: at, updated_at: at }).where('user_id', '=', userId).execute();
}

export async function enableStaffUser(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db.updateTable('staff_user').set({ disabled_at: null, updated_at: now.toISOString() }).where('user_id', '=', userId).execute();
}

/**
 * Holds the rows of the admins who can act now until the transaction ends, so two changes at
 * once cannot each leave the other as the last admin and then remove them. PostgreSQL locks the
 * rows; SQLite runs one write transaction at a time on its one connection.
 */
export async function lockActiveAdmins(db: Kysely<Database>, engine: DatabaseEngine): Promise<void> {
  if (engine !== 'postgres') return;
  await db
    .selectFrom('staff_user')
    .select('user_id')
    .where('disabled_at', 'is', null)
    .where('invited_at', 'is', null)
    .where('roles', 'like', rolesTextHas('admin'))
    .forUpdate()
    .execute();
}

/** Admins who can act now (enabled, past the invitation) other than `userId`. */
export async function countOtherActiveAdmins(db: Kysely<Database>, userId: number): Promise<number> {
  const { n } = await db
    .selectFrom('staff_user')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '<>', userId)
    .where('disabled_at', 'is', null)
    .where('invited_at', 'is', null)
    .where('roles', 'like', rolesTextHas('admin'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
