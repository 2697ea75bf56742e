import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashPassword, verifyPassword } from '../passwords';
import { listUnusedRecoveryCodes, replaceRecoveryCodes, spendRecoveryCode } from './recoveryCodeRows';

const RECOVERY_CODE_COUNT = 10;

/** Letters and digits that cannot be mistaken for one another when copied from paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP_LENGTH = 5;

/** Ten codes of two groups of five (`k7m2q-x9ptr`): about 49 bits each, beyond guessing under the lockout. */
function newRecoveryCodes(): string[] {
  const group = () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}

/** As typed: case, spaces and the hyphen do not matter. */
function normaliseRecoveryCode(code: string): string {
  const compact = code.toLowerCase().replace(/[\s-]+/g, '');
  return compact.length === 2 * GROUP_LENGTH ? `${compact.slice(0, GROUP_LENGTH)}-${compact.slice(GROUP_LENGTH)}` : compact;
}

/** Stored like passwords (Argon2id): a copy of the table gives nobody a code. */
const hashRecoveryCodes = (codes: string[]) => Promise.all(codes.map((code) => hashPassword(code)));

/** The id of the unused code `code` is, among `unused`; undefined when it is none of them. */
async function matchRecoveryCode(unused: { codeId: number; codeHash: string }[], code: string): Promise<number | undefined> {
  const typed = normaliseRecoveryCode(code);
  const matches = await Promise.all(unused.map((row) => verifyPassword(row.codeHash, typed)));
  return unused[matches.indexOf(true)]?.codeId;
}

/** A new set of ten codes for the user, stored hashed; the plain codes are answered once and never again. */
export async function issueRecoveryCodes(db: Kysely<Database>, userId: number, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, userId, await hashRecoveryCodes(codes), now);
  return codes;
}

/** Whether `code` is one of the user's unused codes; a match is spent at once. */
export async function checkRecoveryCode(db: Kysely<Database>, userId: number, code: string, now: Date): Promise<boolean> {
  const codeId = await matchRecoveryCode(await listUnusedRecoveryCodes(db, userId), code);
  return codeId !== undefined && (await spendRecoveryCode(db, codeId, now));
}
