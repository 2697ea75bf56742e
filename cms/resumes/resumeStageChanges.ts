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

/** A resume's moves through the pipeline, oldest first, by the mover's display name (the stored address for a move with no mover's id). */
export async function listResumeStageChanges(db: Kysely<Database>, resumeId: number): Promise<ResumeStageChange[]> {
  const rows = await db
    .selectFrom('resume_stage_change')
    .leftJoin('staff_user', 'staff_user.user_id', 'resume_stage_change.changed_by_user_id')
    .select((eb) => [
      'resume_stage_change.from_stage',
      'resume_stage_change.to_stage',
      eb.fn.coalesce('staff_user.display_name', 'resume_stage_change.changed_by').as('changed_by'),
      'resume_stage_change.changed_at',
    ])
    .where('resume_stage_change.resume_id', '=', resumeId)
    .orderBy('resume_stage_change.change_id')
    .execute();
  return rows.map((row) => ({
    from: row.from_stage as ResumeStage,
    to: row.to_stage as ResumeStage,
    changedBy: row.changed_by,
    changedAt: row.changed_at,
  }));
}
