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
 * Stores a session's data and marks it seen now; the address and User-Agent are kept from its
 * first write (the sign-in). A session that has ended is left ended: the save a request still in
 * flight makes after a sign-out must not bring the session back.
 */
export async function writeSession(
  db: Kysely<Database>,
  session: { idHash: string; userId: number; data: string; createdAt: string; clientIp: string; userAgent: string; signInStep: string | null },
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
      client_ip: session.clientIp,
      user_agent: session.userAgent,
      sign_in_step: session.signInStep,
    })
    .onConflict((oc) =>
      oc
        .column('id_hash')
        .doUpdateSet({ data: session.data, last_seen_at: seen, sign_in_step: session.signInStep })
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

/**
 * Ends every session of a user at once (sign-out everywhere, disabled account, new password),
 * but the one `exceptIdHash` names, if any.
 */
export async function endUserSessions(db: Kysely<Database>, userId: number, now: Date, exceptIdHash?: string): Promise<number> {
  const result = await db
    .updateTable('staff_session')
    .set({ ended_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .$if(exceptIdHash !== undefined, (query) => query.where('id_hash', '<>', exceptIdHash!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Ends one session of a user; false when the user has no such live session. */
export async function endUserSession(db: Kysely<Database>, userId: number, idHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('staff_session')
    .set({ ended_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('id_hash', '=', idHash)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A user's signed-in sessions that are still alive: not ended, seen after `seenAfter` (the idle
 * timeout) and begun after `createdAfter` (the absolute one), most recently seen first. A session
 * still waiting at a sign-in step is nobody's signed-in session yet and is left out.
 */
export function listLiveUserSessions(db: Kysely<Database>, userId: number, limits: { seenAfter: Date; createdAfter: Date }) {
  return db
    .selectFrom('staff_session')
    .select(['id_hash', 'created_at', 'last_seen_at', 'client_ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null)
    .where('sign_in_step', 'is', null)
    .where('last_seen_at', '>', limits.seenAfter.toISOString())
    .where('created_at', '>', limits.createdAfter.toISOString())
    .orderBy('last_seen_at', 'desc')
    .execute();
}

/** Rows begun before `createdBefore` are past the absolute timeout: dead whatever their state. */
export async function deleteSessionsCreatedBefore(db: Kysely<Database>, createdBefore: Date): Promise<void> {
  await db.deleteFrom('staff_session').where('created_at', '<', createdBefore.toISOString()).execute();
}
