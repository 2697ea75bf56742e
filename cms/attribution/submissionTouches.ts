import type { Insertable, Kysely, Selectable } from 'kysely';
import type { SubmissionTouches, TouchView } from '../../contract/attribution';
import type { Database, SubmissionTouchTable } from '../db/schema';
import type { SubmissionKind } from '../notifications/notificationOutbox';

export type SubmissionTouchRow = Insertable<SubmissionTouchTable>;

export async function insertTouches(db: Kysely<Database>, rows: SubmissionTouchRow[]): Promise<void> {
  if (rows.length) await db.insertInto('submission_touch').values(rows).execute();
}

type TouchRow = Selectable<SubmissionTouchTable>;

const toView = (row: TouchRow): TouchView => ({
  channel: row.channel,
  utmSource: row.utm_source,
  utmMedium: row.utm_medium,
  utmCampaign: row.utm_campaign,
  utmTerm: row.utm_term,
  utmContent: row.utm_content,
  referrerHost: row.referrer_host,
  landingPage: row.landing_page,
  sentFromPage: row.sent_from_page,
  partnerOrigin: row.partner_origin,
  deviceClass: row.device_class,
  touchedAt: row.touched_at,
});

/** The touches of submissions of one kind, by id: one query for a page of a list or a batch of an export. */
export async function touchesOfSubmissions(db: Kysely<Database>, kind: SubmissionKind, ids: readonly number[]): Promise<Map<number, SubmissionTouches>> {
  const found = new Map<number, SubmissionTouches>();
  if (!ids.length) return found;
  const rows = await db.selectFrom('submission_touch').selectAll().where('submission_kind', '=', kind).where('submission_id', 'in', ids).execute();
  for (const row of rows) {
    const touches = found.get(row.submission_id) ?? { first: null, last: null };
    touches[row.touch === 'first' ? 'first' : 'last'] = toView(row);
    found.set(row.submission_id, touches);
  }
  return found;
}

/** One submission's touches, for its record. */
export async function touchesOfSubmission(db: Kysely<Database>, kind: SubmissionKind, id: number): Promise<SubmissionTouches> {
  return (await touchesOfSubmissions(db, kind, [id])).get(id) ?? { first: null, last: null };
}

/** Deleted with their submissions (cms/privacy/personalData.ts `deleteSubmissions`). */
export async function deleteTouchesOf(db: Kysely<Database>, kind: SubmissionKind, submissionIds: number[]): Promise<void> {
  if (submissionIds.length) {
    await db.deleteFrom('submission_touch').where('submission_kind', '=', kind).where('submission_id', 'in', submissionIds).execute();
  }
}
