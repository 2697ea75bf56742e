import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface RateLimitCount {
  hits: number;
  windowEndsAt: number;
}

/**
 * Counts one request for `key` in one statement, so instances counting at once lose nothing: a
 * request after the key's window ended starts a new window at 1. Answers the count so far.
 */
export async function countRateLimitHit(db: Kysely<Database>, key: string, windowMs: number, now: number): Promise<RateLimitCount> {
  const ended = sql<boolean>`rate_limit_counter.window_ends_at <= ${now}`;
  const row = await db
    .insertInto('rate_limit_counter')
    .values({ counter_key: key, hits: 1, window_ends_at: now + windowMs })
    .onConflict((oc) =>
      oc.column('counter_key').doUpdateSet({
        hits: sql<number>`case when ${ended} then 1 else rate_limit_counter.hits + 1 end`,
        window_ends_at: sql<number>`case when ${ended} then ${now + windowMs} else rate_limit_counter.window_ends_at end`,
      }),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, windowEndsAt: Number(row.window_ends_at) };
}

/** Drops the counters whose window ended before `now`: a returning key starts afresh anyway. */
export async function deleteEndedRateLimitCounters(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('rate_limit_counter').where('window_ends_at', '<', now).execute();
}
