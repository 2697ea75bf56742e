import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { clearFailures, countFailure, deleteStaleThrottles, findLockedUntil, lockUntil } from './signInThrottle';
import { minutesAfter, minutesBefore } from '../platform/clock';

/** OWASP Authentication cheat sheet: a few failures in a short window lock the account a while. */
export const LOCKOUT_POLICY = { failures: 5, windowMinutes: 15, lockMinutes: 15 } as const;

/**
 * Per e-mail address, known or not: an unknown address locks exactly like an account, so the
 * lock tells nobody which addresses have accounts.
 */
export const lockedUntil = (db: Kysely<Database>, email: string, now: Date) => findLockedUntil(db, email, now);

/** Counts a failed sign-in; answers when the lock it caused ends, if it caused one. */
export async function recordFailure(db: Kysely<Database>, email: string, now: Date): Promise<Date | undefined> {
  const windowStart = minutesBefore(now, LOCKOUT_POLICY.windowMinutes);
  await deleteStaleThrottles(db, windowStart, now);
  const failures = await countFailure(db, email, now, windowStart);
  if (failures < LOCKOUT_POLICY.failures) return undefined;
  const until = minutesAfter(now, LOCKOUT_POLICY.lockMinutes);
  await lockUntil(db, email, until, now);
  return until;
}

export const forgetFailures = (db: Kysely<Database>, email: string) => clearFailures(db, email);
