import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function findLockedUntil(db: Kysely<Database>, email: string, now: Date): Promise<Date | undefined> {
  const row = await db
    .selectFrom('sign_in_throttle')
    .select('locked_until')
    .where('email', '=', email)
    .where('locked_until', '>', now.toISOString())
    .executeTakeFirst();
  return row?.locked_until ? new Date(row.locked_until) : undefined;
}

/**
 * Counts one failure in one statement (so concurrent instances do not lose counts): a failure
 * after the window began anew starts the count again at 1. Answers the count so far.
 */
export async function countFailure(db: Kysely<Database>, email: string, now: Date, windowStart: Date): Promise<number> {
  const at = now.toISOString();
  const stale = sql<boolean>`sign_in_throttle.first_failure_at < ${windowStart.toISOString()}`;
  const { failure_count } = await db
    .insertInto('sign_in_throttle')
    .values({ email, failure_count: 1, first_failure_at: at, locked_until: null })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        failure_count: sql<number>`case when ${stale} then 1 else sign_in_throttle.failure_count + 1 end`,
        first_failure_at: sql<string>`case when ${stale} then ${at} else sign_in_throttle.first_failure_at end`,
      }),
    )
    .returning('failure_count')
    .executeTakeFirstOrThrow();
  return failure_count;
}

/** Locks the address; its count starts afresh once the lock is over. */
export async function lockUntil(db: Kysely<Database>, email: string, until: Date, now: Date): Promise<void> {
  await db
    .updateTable('sign_in_throttle')
    .set({ failure_count: 0, first_failure_at: now.toISOString(), locked_until: until.toISOString() })
    .where('email', '=', email)
    .execute();
}

export async function clearFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('sign_in_throttle').where('email', '=', email).execute();
}

/** Rows whose window and lock are both over say nothing any more; guessed addresses must not pile up. */
export async function deleteStaleThrottles(db: Kysely<Database>, windowStart: Date, now: Date): Promise<void> {
  await db
    .deleteFrom('sign_in_throttle')
    .where('first_failure_at', '<', windowStart.toISOString())
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now.toISOString())]))
    .execute();
}
