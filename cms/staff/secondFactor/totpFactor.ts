import type { Kysely } from 'kysely';
import type { TotpEnrolment } from '../../../contract/adminApi';
import type { Database } from '../../db/schema';
import { readServerSecret } from '../serverSecrets';
import type { StaffUser } from '../staffUsers';
import { qrCodeDataUrl } from './qrCode';
import type { RelyingParty } from './secondFactorSettings';
import { openSecret, sealSecret } from './secretBox';
import { matchingTotpStep, newTotpSecret, totpUri } from './totpCodes';
import { confirmPendingTotp, findTotp, savePendingTotp, spendTotpStep } from './totpRows';

/** The key TOTP secrets are sealed with, drawn for this database by migration 028. */
export async function readSealingKey(db: Kysely<Database>): Promise<Buffer> {
  return Buffer.from(await readServerSecret(db, 'second-factor'), 'base64url');
}

const owner = (userId: number) => `staff:${userId}`;

/**
 * Whether `code` is the user's current code, and unspent: accepting it spends its time step,
 * so the same code (or an older one) cannot be used again, on this instance or another.
 */
export async function checkTotpCode(db: Kysely<Database>, key: Buffer, userId: number, code: string, now: Date): Promise<boolean> {
  const row = await findTotp(db, userId);
  if (!row?.secret) return false;
  const step = matchingTotpStep(openSecret(key, owner(userId), row.secret), code, now);
  return step !== undefined && (await spendTotpStep(db, userId, step));
}

/** A new secret for the user's authenticator app, kept pending (the one in use, if any, stays) until a code confirms it. */
export async function startTotpEnrolment(db: Kysely<Database>, key: Buffer, relyingParty: RelyingParty, user: StaffUser, now: Date): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  await savePendingTotp(db, user.userId, sealSecret(key, owner(user.userId), secret), now);
  const uri = totpUri(secret, relyingParty.name, user.email);
  return { secret, uri, qrCode: await qrCodeDataUrl(uri) };
}

/** Confirms the pending secret with a code the app shows for it; the code's step is spent. */
export async function confirmTotpEnrolment(
  db: Kysely<Database>,
  key: Buffer,
  userId: number,
  code: string,
  now: Date,
): Promise<'confirmed' | 'wrong-code' | 'not-pending'> {
  const row = await findTotp(db, userId);
  if (!row?.pending_secret) return 'not-pending';
  const step = matchingTotpStep(openSecret(key, owner(userId), row.pending_secret), code, now);
  if (step === undefined) return 'wrong-code';
  return (await confirmPendingTotp(db, userId, row.pending_secret, step, now)) ? 'confirmed' : 'not-pending';
}
