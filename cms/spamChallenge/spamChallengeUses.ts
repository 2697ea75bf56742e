import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Records that a challenge was accepted; false when it was already (a replayed solution). */
export async function recordChallengeUse(trx: Transaction<Database>, use: { signature: string; expiresAt: string }): Promise<boolean> {
  const inserted = await trx
    .insertInto('spam_challenge_use')
    .values({ signature: use.signature, expires_at: use.expiresAt })
    .onConflict((conflict) => conflict.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** An expired challenge is refused for its date already: its row no longer needs keeping. */
export async function deleteExpiredChallengeUses(db: Kysely<Database>, now: string): Promise<number> {
  const result = await db.deleteFrom('spam_challenge_use').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
