import type { Insertable, Kysely } from 'kysely';
import type { Database, SubmissionTouchTable } from '../db/schema';
import type { SubmissionKind } from '../notifications/notificationOutbox';

export type SubmissionTouchRow = Insertable<SubmissionTouchTable>;

/** The columns a record, a list and an export show of a touch (all but the keys). */
export const TOUCH_COLUMNS = [
  'channel',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'referrer_host',
  'landing_page',
  'sent_from_page',
  'partner_origin',
  'device_class',
  'touched_at',
] as const;

export async function insertTouches(db: Kysely<Database>, rows: SubmissionTouchRow[]): Promise<void> {
  if (rows.length) await db.insertInto('submission_touch').values(rows).execute();
}

/** A submission's touches, first then last. */
export async function touchesOf(db: Kysely<Database>, kind: SubmissionKind, submissionId: number) {
  return db
    .selectFrom('submission_touch')
    .select(['touch', ...TOUCH_COLUMNS])
    .where('submission_kind', '=', kind)
    .where('submission_id', '=', submissionId)
    .orderBy('touch')
    .execute();
}

/** Deleted with their submissions (cms/privacy/personalData.ts `deleteSubmissions`). */
export async function deleteTouchesOf(db: Kysely<Database>, kind: SubmissionKind, submissionIds: number[]): Promise<void> {
  if (submissionIds.length) {
    await db.deleteFrom('submission_touch').where('submission_kind', '=', kind).where('submission_id', 'in', submissionIds).execute();
  }
}
