import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { ADMIN_APP_PATH, INVITATION_APP_ROUTE, INVITATION_HOURS, type InvitationInfo } from '../../contract/adminApi';
import type { ApiLanguage } from '../../contract/language';
import type { Database } from '../db/schema';
import { CmsError } from '../http/cmsError';
import { deleteNotificationsOf, insertNotification } from '../notifications/notificationOutbox';
import { composeInvitationMail } from './invitationMail';
import { checkNewPassword, hashPassword } from './passwords';
import { isStaffRole, type StaffRole } from './roles';
import { deleteOpenInvitations, findInvitation, insertInvitation, useInvitation } from './staffInvitations';
import { findStaffUserByEmail, insertInvitedUser, setStaffUserPassword, type StaffUser } from './staffUsers';

/** Who invites, in which language the mail is written, where the back office is, and when. */
export interface InvitationContext {
  inviter: string;
  language: ApiLanguage;
  publicUrl: string;
  now: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Withdraws a user's open invitation: the link stops working and its mail leaves the outbox, sent
 * or not (a mail still waiting would carry a dead link).
 */
export async function withdrawInvitation(db: Kysely<Database>, userId: number): Promise<void> {
  await deleteOpenInvitations(db, userId);
  await deleteNotificationsOf(db, 'staff_invitation', [userId]);
}

/**
 * A new link for `user`, replacing any open one (and its mail, sent or not), and the mail that
 * carries it, in the caller's transaction. The token (256 random bits) leaves only in the mail.
 */
async function writeInvitation(trx: Transaction<Database>, user: Pick<StaffUser, 'userId' | 'email' | 'roles'>, context: InvitationContext): Promise<Date> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(context.now.getTime() + INVITATION_HOURS * 3_600_000);
  await withdrawInvitation(trx, user.userId);
  await insertInvitation(trx, { tokenHash: hashToken(token), userId: user.userId, createdAt: context.now, expiresAt });
  const link = `${context.publicUrl}${ADMIN_APP_PATH}${INVITATION_APP_ROUTE}#${token}`;
  const mail = composeInvitationMail({ inviter: context.inviter, roles: user.roles, link, hours: INVITATION_HOURS }, context.language);
  await insertNotification(trx, {
    kind: 'staff_invitation',
    submissionId: user.userId,
    channel: 'mail',
    target: user.email,
    language: context.language,
    ...mail,
    createdAt: context.now.toISOString(),
  });
  return expiresAt;
}

/** A new staff user who chooses a password from the link mailed to them; answers their id. */
export async function inviteStaffUser(db: Kysely<Database>, invitee: { email: string; displayName: string; roles: StaffRole[] }, context: InvitationContext): Promise<number> {
  // Of a password nobody knows: the row needs a hash, and sign-in refuses invited users anyway.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return db.transaction().execute(async (trx) => {
    if (await findStaffUserByEmail(trx, invitee.email)) throw new CmsError(409, 'staffEmailTaken', { field: 'email' });
    const userId = await insertInvitedUser(trx, { ...invitee, passwordHash }, context.now);
    await writeInvitation(trx, { userId, ...invitee }, context);
    return userId;
  });
}

/** Sends an invited user a new link; the old one stops working. */
export async function inviteAgain(db: Kysely<Database>, user: StaffUser, context: InvitationContext): Promise<void> {
  if (user.disabledAt) throw new CmsError(409, 'staffDisabledNoInvite');
  if (!user.invitedAt) throw new CmsError(409, 'staffNotInvited');
  await db.transaction().execute((trx) => writeInvitation(trx, user, context));
}

type InvitationRow = Awaited<ReturnType<typeof findInvitation>>;

/** Why a link cannot be used, as the invitee will read it; undefined when it can. */
function refusalOf(row: InvitationRow, now: Date): CmsError | undefined {
  if (!row || row.disabled_at) return new CmsError(404, 'invitationInvalid');
  if (row.used_at) return new CmsError(410, 'invitationUsed');
  if (row.expires_at <= now.toISOString()) return new CmsError(410, 'invitationExpired', { values: { hours: INVITATION_HOURS } });
  return undefined;
}

/** Whom a link invites and until when; refused as the acceptance would be. */
export async function lookUpInvitation(db: Kysely<Database>, token: string, now: Date): Promise<InvitationInfo> {
  const row = await findInvitation(db, hashToken(token));
  const refusal = refusalOf(row, now);
  if (refusal) throw refusal;
  return { email: row!.email, displayName: row!.display_name, roles: (JSON.parse(row!.roles) as string[]).filter(isStaffRole), expiresAt: row!.expires_at };
}

/**
 * Uses a link: the invitee's password is set and the link spent, at most once however many
 * requests race. Answers the user's id; the link's mail is dropped from the outbox with it.
 */
export async function acceptInvitation(db: Kysely<Database>, token: string, password: string, now: Date): Promise<number> {
  const tokenHash = hashToken(token);
  const refusal = refusalOf(await findInvitation(db, tokenHash), now);
  if (refusal) throw refusal;
  checkNewPassword(password, 'password');
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const userId = await useInvitation(trx, tokenHash, now);
    if (userId === undefined) throw refusalOf(await findInvitation(trx, tokenHash), now) ?? new CmsError(410, 'invitationUsed');
    await setStaffUserPassword(trx, userId, passwordHash, now);
    await deleteNotificationsOf(trx, 'staff_invitation', [userId]);
    return userId;
  });
}
