import type { Insertable, Kysely, Selectable } from 'kysely';
import type { SubmissionTouches, TouchView } from '../../contract/attribution';
import type { Database, SubmissionTouchTable } from '../db/schema';
import { preparedQuery } from '../db/preparedQuery';
import type { SubmissionKind } from '../../contract/submissionKinds';

/** A touch as stored: every column given, so that one prepared statement writes them all. */
export type SubmissionTouchRow = Required<Insertable<SubmissionTouchTable>>;

// Prepared: every submission with an attribution writes two.
const insertTouch = preparedQuery((db: Kysely<Database>, $: Readonly<SubmissionTouchRow>) =>
  db.insertInto('submission_touch').values({
    submission_kind: $.submission_kind,
    submission_id: $.submission_id,
    touch: $.touch,
    channel: $.channel,
    utm_source: $.utm_source,
    utm_medium: $.utm_medium,
    utm_campaign: $.utm_campaign,
    utm_term: $.utm_term,
    utm_content: $.utm_content,
    referrer_host: $.referrer_host,
    landing_page: $.landing_page,
    sent_from_page: $.sent_from_page,
    partner_origin: $.partner_origin,
    device_class: $.device_class,
    touched_at: $.touched_at,
  }),
);

export async function insertTouches(db: Kysely<Database>, rows: SubmissionTouchRow[]): Promise<void> {
  for (const row of rows) await insertTouch(db, row);
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
