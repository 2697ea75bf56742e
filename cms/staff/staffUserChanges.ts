import type { Kysely, Transaction } from 'kysely';
import type { DatabaseEngine } from '../db/connect';
import type { Database } from '../db/schema';
import { CmsError, notFound } from '../http/cmsError';
import type { StaffRole } from './roles';
import { withdrawInvitation } from './staffInvitation';
import { endUserSessions } from './staffSessions';
import {
  countOtherActiveAdmins,
  disableStaffUser,
  enableStaffUser,
  findStaffUser,
  lockActiveAdmins,
  setStaffUserDisplayName,
  setStaffUserRoles,
  type StaffUser,
} from './staffUsers';

const isActiveAdmin = (user: StaffUser) => !user.disabledAt && !user.invitedAt && user.roles.includes('admin');

/**
 * Runs a change of one user that may take away an admin, refused (409) when that user is the
 * last admin who can act: nobody could manage staff from the back office after it.
 */
function changeKeepingAnAdmin<T>(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  userId: number,
  removesAdmin: (user: StaffUser) => boolean,
  change: (trx: Transaction<Database>, user: StaffUser) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockActiveAdmins(trx, engine);
    const user = await findStaffUser(trx, userId);
    if (!user) throw notFound();
    if (isActiveAdmin(user) && removesAdmin(user) && (await countOtherActiveAdmins(trx, userId)) === 0) {
      throw new CmsError(409, 'staffLastAdmin');
    }
    return change(trx, user);
  });
}

/** New roles, which apply from the user's next request, and a new name when given; answers the user before and after. */
export function changeStaffAccount(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  userId: number,
  change: { roles: StaffRole[]; displayName: string | undefined },
  now: Date,
): Promise<{ before: StaffUser; after: StaffUser }> {
  const { roles, displayName } = change;
  return changeKeepingAnAdmin(db, engine, userId, () => !roles.includes('admin'), async (trx, user) => {
    await setStaffUserRoles(trx, userId, roles, now);
    if (displayName !== undefined && displayName !== user.displayName) await setStaffUserDisplayName(trx, userId, displayName, now);
    return { before: user, after: { ...user, roles, displayName: displayName ?? user.displayName } };
  });
}

/**
 * Disables a user, from the back office or the command line: their sessions end at once and an
 * open invitation is withdrawn. Answers how many sessions ended.
 */
export async function disableUser(trx: Transaction<Database>, userId: number, now: Date): Promise<number> {
  await disableStaffUser(trx, userId, now);
  const endedSessions = await endUserSessions(trx, userId, now);
  await withdrawInvitation(trx, userId);
  return endedSessions;
}

/** Disables a user from the back office, never the last admin; disabling a disabled user changes nothing. */
export function disableStaff(db: Kysely<Database>, engine: DatabaseEngine, userId: number, now: Date): Promise<{ user: StaffUser; endedSessions: number }> {
  return changeKeepingAnAdmin(db, engine, userId, () => true, async (trx, user) => {
    if (user.disabledAt) return { user, endedSessions: 0 };
    const endedSessions = await disableUser(trx, userId, now);
    return { user: { ...user, disabledAt: now.toISOString() }, endedSessions };
  });
}

/** Enables a user again; one still invited needs a new link (disabling ended the old one). */
export async function enableStaff(db: Kysely<Database>, userId: number, now: Date): Promise<StaffUser> {
  const user = await findStaffUser(db, userId);
  if (!user) throw notFound();
  if (user.disabledAt) await enableStaffUser(db, userId, now);
  return { ...user, disabledAt: null };
}
