import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { preparedQuery } from '../db/preparedQuery';

/** How far back a copy of the same text counts as a repeat. */
const REPEAT_WINDOW_MS = 72 * 60 * 60 * 1000;

/** More copies than this add nothing to the score, so the count stops there. */
const MAX_COUNTED_COPIES = 5;

// Prepared: every lead with free text asks.
const recentCopies = preparedQuery((db: Kysely<Database>, $: Readonly<{ fingerprint: string; since: string }>) =>
  db
    .selectFrom('potential_customer')
    .select('customers_id')
    .where('text_fingerprint', '=', $.fingerprint)
    .where('created_at', '>=', $.since)
    .limit(MAX_COUNTED_COPIES),
);

/**
 * How many leads with this fingerprint arrived within the window before `createdAt`: one range
 * of the (text_fingerprint, created_at) index, read no further than the score can use.
 */
export async function countRecentLeadCopies(db: Kysely<Database>, fingerprint: string, createdAt: string): Promise<number> {
  const since = new Date(Date.parse(createdAt) - REPEAT_WINDOW_MS).toISOString();
  return (await recentCopies(db, { fingerprint, since })).length;
}
