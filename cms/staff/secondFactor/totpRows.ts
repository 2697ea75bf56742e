import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A user's authenticator app row: sealed secrets, never sent to any client. */
export function findTotp(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('staff_totp')
    .select(['secret', 'pending_secret', 'last_used_step', 'confirmed_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Keeps a secret shown for enrolment until a code confirms it; a confirmed secret stays in use meanwhile. */
export async function savePendingTotp(db: Kysely<Database>, userId: number, sealedSecret: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('staff_totp')
    .values({ user_id: userId, secret: null, pending_secret: sealedSecret, last_used_step: null, confirmed_at: null, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ pending_secret: sealedSecret, updated_at: at }))
    .execute();
}

/**
 * Makes the pending secret the one in use, its confirming code's step spent: that code cannot
 * sign in again. False when no enrolment was pending (another request confirmed it meanwhile).
 */
export async function confirmPendingTotp(db: Kysely<Database>, userId: number, sealedSecret: string, step: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('staff_totp')
    .set({ secret: sealedSecret, pending_secret: null, last_used_step: step, confirmed_at: at, updated_at: at })
    .where('user_id', '=', userId)
    .where('pending_secret', '=', sealedSecret)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Spends a time step in one statement, so that two instances given the same code accept it
 * once: false when this step or a later one was spent already (a replayed code).
 */
export async function spendTotpStep(db: Kysely<Database>, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_totp')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where('secret', 'is not', null)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteTotp(db: Kysely<Database>, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('staff_totp').where('user_id', '=', userId).where('secret', 'is not', null).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
