import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A user's new set of recovery codes (hashes): the codes of the set before stop working. */
export async function replaceRecoveryCodes(db: Kysely<Database>, userId: number, hashes: string[], now: Date): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_recovery_code').where('user_id', '=', userId).execute();
    await trx
      .insertInto('staff_recovery_code')
      .values(hashes.map((codeHash) => ({ user_id: userId, code_hash: codeHash, created_at: at, used_at: null })))
      .execute();
  });
}

export async function listUnusedRecoveryCodes(db: Kysely<Database>, userId: number): Promise<{ codeId: number; codeHash: string }[]> {
  const rows = await db
    .selectFrom('staff_recovery_code')
    .select(['code_id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .orderBy('code_id')
    .execute();
  return rows.map((row) => ({ codeId: row.code_id, codeHash: row.code_hash }));
}

/** Spends a code in one statement: false when another request spent it first. */
export async function spendRecoveryCode(db: Kysely<Database>, codeId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_code')
    .set({ used_at: now.toISOString() })
    .where('code_id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteRecoveryCodes(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('staff_recovery_code').where('user_id', '=', userId).execute();
}
