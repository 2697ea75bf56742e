import type { Kysely } from 'kysely';
import type { ResumeStageChange } from '../../contract/entities/resumeInbox';
import type { ResumeStage } from '../../contract/resumeStages';
import type { Database } from '../db/schema';

/**
 * Moves a resume from one stage to another and records the move, in one transaction. The update
 * only applies while the resume is still at `from`, so of two people moving it at once one wins
 * and the other is told (false), rather than both moves landing in the history.
 */
export async function moveResumeStage(
  db: Kysely<Database>,
  move: { resumeId: number; from: ResumeStage; to: ResumeStage; byUserId: number | null; by: string; at: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable('resume')
      .set({ stage: move.to })
      .where('resume_id', '=', move.resumeId)
      .where('stage', '=', move.from)
      .executeTakeFirstOrThrow();
    if (numUpdatedRows === 0n) return false;
    await trx
      .insertInto('resume_stage_change')
      .values({
        resume_id: move.resumeId,
        from_stage: move.from,
        to_stage: move.to,
        changed_by_user_id: move.byUserId,
        changed_by: move.by,
        changed_at: move.at.toISOString(),
      })
      .execute();
    return true;
  });
}

/** A resume's moves through the pipeline, oldest first. */
export async function listResumeStageChanges(db: Kysely<Database>, resumeId: number): Promise<ResumeStageChange[]> {
  const rows = await db
    .selectFrom('resume_stage_change')
    .select(['from_stage', 'to_stage', 'changed_by', 'changed_at'])
    .where('resume_id', '=', resumeId)
    .orderBy('change_id')
    .execute();
  return rows.map((row) => ({
    from: row.from_stage as ResumeStage,
    to: row.to_stage as ResumeStage,
    changedBy: row.changed_by,
    changedAt: row.changed_at,
  }));
}
