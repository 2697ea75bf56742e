import type { Insertable, Kysely } from 'kysely';
import type { Database, SubmissionTouchTable } from '../db/schema';
import type { SubmissionKind } from '../notifications/notificationOutbox';

export type SubmissionTouchRow = Insertable<SubmissionTouchTable>;

export async function insertTouches(db: Kysely<Database>, rows: SubmissionTouchRow[]): Promise<void> {
  if (rows.length) await db.insertInto('submission_touch').values(rows).execute();
}

/** Deleted with their submissions (cms/privacy/personalData.ts `deleteSubmissions`). */
export async function deleteTouchesOf(db: Kysely<Database>, kind: SubmissionKind, submissionIds: number[]): Promise<void> {
  if (submissionIds.length) {
    await db.deleteFrom('submission_touch').where('submission_kind', '=', kind).where('submission_id', 'in', submissionIds).execute();
  }
}
