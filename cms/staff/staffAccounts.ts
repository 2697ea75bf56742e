import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { appendAuditEntry } from './auditLog';
import { withdrawInvitation } from './staffInvitation';
import { endUserSessions } from './staffSessions';
import { disableUser } from './staffUserChanges';
import { findStaffUserByEmail, saveStaffUser } from './staffUsers';
import { DISPLAY_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract/adminApi';
import { hashPassword, passwordLengthIsValid } from './passwords';
import { isStaffRole, STAFF_ROLES, type StaffRole } from './roles';
import { removeSecondFactors } from './secondFactor/secondFactors';

/** What the staff command line is told to do; its message is printed as is. */
export class StaffAccountError extends Error {}

/** Addresses are stored and compared in lower case without surrounding spaces, as sign-in reads them. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const looksLikeEmail = (email: string) => email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email);

/** Audit entries of work done on the server's own console, not over the API. */
const CONSOLE_ACTOR = { actorUserId: null, actor: 'cli', clientIp: '' } as const;

/**
 * Creates a staff account, or gives an existing one a new password and roles and enables it
 * again. Its sessions end either way: a password reset must shut out whoever had the old one. An
 * invited user's open invitation is withdrawn: they have a password now. `name` is the display
 * name; without it a new account is named after its address and an existing one keeps its name.
 */
export async function addStaffAccount(
  db: Kysely<Database>,
  account: { email: string; name?: string; password: string; roles: string[] },
  now: Date,
): Promise<{ created: boolean; roles: StaffRole[] }> {
  const email = normalizeEmail(account.email);
  if (!looksLikeEmail(email)) throw new StaffAccountError(`"${account.email}" is not an e-mail address`);
  const displayName = account.name?.trim();
  if (displayName !== undefined && (displayName === '' || displayName.length > DISPLAY_NAME_MAX_LENGTH)) {
    throw new StaffAccountError(`the name must be 1 to ${DISPLAY_NAME_MAX_LENGTH} characters long`);
  }
  const unknown = account.roles.filter((role) => !isStaffRole(role));
  if (account.roles.length === 0 || unknown.length > 0) {
    throw new StaffAccountError(`give one or more --role among ${STAFF_ROLES.join(', ')}${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`);
  }
  if (!passwordLengthIsValid(account.password)) {
    throw new StaffAccountError(`the password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`);
  }
  const roles = [...new Set(account.roles.filter(isStaffRole))];
  const existing = await findStaffUserByEmail(db, email);
  const userId = await saveStaffUser(db, { email, displayName, passwordHash: await hashPassword(account.password), roles }, now);
  await endUserSessions(db, userId, now);
  await withdrawInvitation(db, userId);
  await appendAuditEntry(db, { ...CONSOLE_ACTOR, occurredAt: now, action: existing ? 'staff.reset' : 'staff.add', target: email });
  return { created: !existing, roles };
}

/**
 * Disables an account as the back office does (its sessions end, an open invitation is
 * withdrawn), the last admin's too: the console can always add one again. The account stays for
 * the audit trail.
 */
export async function disableStaffAccount(db: Kysely<Database>, email: string, now: Date): Promise<{ endedSessions: number }> {
  const user = await findStaffUserByEmail(db, normalizeEmail(email));
  if (!user) throw new StaffAccountError(`no staff user has the e-mail ${email}`);
  const endedSessions = await db.transaction().execute((trx) => disableUser(trx, user.userId, now));
  await appendAuditEntry(db, { ...CONSOLE_ACTOR, occurredAt: now, action: 'staff.disable', target: user.email });
  return { endedSessions };
}

/**
 * Takes every second factor from a user who lost the device (the authenticator app, passkeys,
 * recovery codes) and ends the user's sessions: the next sign-in leads to enrolment again when
 * the role requires a factor. The password stays.
 */
export async function resetSecondFactor(db: Kysely<Database>, email: string, now: Date): Promise<{ endedSessions: number }> {
  const user = await findStaffUserByEmail(db, normalizeEmail(email));
  if (!user) throw new StaffAccountError(`no staff user has the e-mail ${email}`);
  await removeSecondFactors(db, user.userId);
  const endedSessions = await endUserSessions(db, user.userId, now);
  await appendAuditEntry(db, { ...CONSOLE_ACTOR, occurredAt: now, action: 'second-factor.reset', target: user.email });
  return { endedSessions };
}
