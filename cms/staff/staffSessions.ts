import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A live session's stored JSON and times; none when unknown, ended, or its user is disabled. */
export function findLiveSession(db: Kysely<Database>, idHash: string) {
  return db
    .selectFrom('staff_session')
    .innerJoin('staff_user', 'staff_user.user_id', 'staff_session.user_id')
    .select(['staff_session.data', 'staff_session.created_at', 'staff_session.last_seen_at'])
    .where('staff_session.id_hash', '=', idHash)
    .where('staff_session.ended_at', 'is', null)
    .where('staff_user.disabled_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Stores a session's data and marks it seen now. A session that has ended is left ended: the
 * save a request still in flight makes after a sign-out must not bring the session back.
 */
export async function writeSession(
  db: Kysely<Database>,
  session: { idHash: string; userId: number; data: string; createdAt: string },
  now: Date,
): Promise<void> {
  const seen = now.toISOString();
  await db
    .insertInto('staff_session')
    .values({
      id_hash: session.idHash,
      user_id: session.userId,
      data: session.data,
      created_at: session.createdAt,
      last_seen_at: seen,
      ended_at: null,
    })
    .onConflict((oc) =>
      oc
        .column('id_hash')
        .doUpdateSet({ data: session.data, last_seen_at: seen })
        .where('staff_session.ended_at', 'is', null),
    )
    .execute();
}

export async function endSession(db: Kysely<Database>, idHash: string, now: Date): Promise<void> {
  await db
    .updateTable('staff_session')
    .set({ ended_at: now.toISOString() })
    .where('id_hash', '=', idHash)
    .where('ended_at', 'is', null)
    .execute();
}

/** Ends every session of a user at once (sign-out everywhere, disabled account, new password). */
export async function endUserSessions(db: Kysely<Database>, userId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('staff_session')
    .set({ ended_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Rows begun before `createdBefore` are past the absolute timeout: dead whatever their state. */
export async function deleteSessionsCreatedBefore(db: Kysely<Database>, createdBefore: Date): Promise<void> {
  await db.deleteFrom('staff_session').where('created_at', '<', createdBefore.toISOString()).execute();
}
