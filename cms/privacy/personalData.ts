import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { deleteNotificationsOf } from '../notifications/notificationOutbox';
import { deleteTouchesOf, touchesOfSubmissions } from '../attribution/submissionTouches';

/** The rows that hold one person's data, or the data past its retention period. */
export interface SubmissionIds {
  leadIds: number[];
  downloadRequestIds: number[];
  resumeIds: number[];
}

/** What was deleted: the ids of each kind, and the resume files now without a row. */
export interface DeletedSubmissions extends SubmissionIds {
  resumeFiles: string[];
}

/** A visitor's phone number or e-mail address, as the data-subject calls normalise it. */
export type PersonIdentifier = { phone: string } | { email: string };

/** The separators visitors type in phone numbers; what remains are the digits compared. */
const PHONE_SEPARATORS = [' ', '-', '(', ')', '.', '+'];

function digitsOf(column: string): RawBuilder<string> {
  return PHONE_SEPARATORS.reduce<RawBuilder<string>>((expression, separator) => sql`replace(${expression}, ${separator}, '')`, sql`${sql.ref(column)}`);
}

/** Every stored submission of the person, with the notes and history staff keep on it and where they came from (its touches). */
export async function findPersonalData(db: Kysely<Database>, who: PersonIdentifier) {
  const leads =
    'phone' in who
      ? await db.selectFrom('potential_customer').selectAll().where(digitsOf('customers_phone'), '=', who.phone).orderBy('customers_id').execute()
      : [];
  const matches = <T extends 'download_request' | 'resume'>(table: T) =>
    'phone' in who ? sql<boolean>`${digitsOf(`${table}.phone`)} = ${who.phone}` : sql<boolean>`lower(${sql.ref(`${table}.email`)}) = ${who.email}`;
  const downloadRequests = await db.selectFrom('download_request').selectAll().where(matches('download_request')).orderBy('request_id').execute();
  const resumes = await db.selectFrom('resume').selectAll().where(matches('resume')).orderBy('resume_id').execute();

  const leadIds = leads.map((lead) => lead.customers_id);
  const resumeIds = resumes.map((resume) => resume.resume_id);
  const leadNotes = leadIds.length ? await db.selectFrom('lead_note').selectAll().where('customers_id', 'in', leadIds).orderBy('note_id').execute() : [];
  const leadChanges = leadIds.length ? await db.selectFrom('lead_change').selectAll().where('customers_id', 'in', leadIds).orderBy('change_id').execute() : [];
  const resumeNotes = resumeIds.length ? await db.selectFrom('resume_note').selectAll().where('resume_id', 'in', resumeIds).orderBy('note_id').execute() : [];
  const stageChanges = resumeIds.length
    ? await db.selectFrom('resume_stage_change').selectAll().where('resume_id', 'in', resumeIds).orderBy('change_id').execute()
    : [];
  const noTouches = { first: null, last: null };
  const leadTouches = await touchesOfSubmissions(db, 'lead', leadIds);
  const requestTouches = await touchesOfSubmissions(db, 'download_request', downloadRequests.map((request) => request.request_id));
  const resumeTouches = await touchesOfSubmissions(db, 'resume', resumeIds);
  return {
    leads: leads.map((lead) => ({
      ...lead,
      notes: leadNotes.filter((note) => note.customers_id === lead.customers_id),
      changes: leadChanges.filter((change) => change.customers_id === lead.customers_id),
      touches: leadTouches.get(lead.customers_id) ?? noTouches,
    })),
    downloadRequests: downloadRequests.map((request) => ({ ...request, touches: requestTouches.get(request.request_id) ?? noTouches })),
    resumes: resumes.map((resume) => ({
      ...resume,
      notes: resumeNotes.filter((note) => note.resume_id === resume.resume_id),
      stageChanges: stageChanges.filter((change) => change.resume_id === resume.resume_id),
      touches: resumeTouches.get(resume.resume_id) ?? noTouches,
    })),
  };
}

export type PersonalData = Awaited<ReturnType<typeof findPersonalData>>;

export function idsOf(data: PersonalData): SubmissionIds {
  return {
    leadIds: data.leads.map((lead) => lead.customers_id),
    downloadRequestIds: data.downloadRequests.map((request) => request.request_id),
    resumeIds: data.resumes.map((resume) => resume.resume_id),
  };
}

/** Up to `limit` of each kind of submission created before its cut-off, oldest first. */
export async function findExpiredSubmissions(
  db: Kysely<Database>,
  cutoffs: { leadsBefore: Date; resumesBefore: Date },
  limit: number,
): Promise<SubmissionIds> {
  const leadsBefore = cutoffs.leadsBefore.toISOString();
  const leads = await db.selectFrom('potential_customer').select('customers_id').where('created_at', '<', leadsBefore).orderBy('customers_id').limit(limit).execute();
  const requests = await db.selectFrom('download_request').select('request_id').where('created_at', '<', leadsBefore).orderBy('request_id').limit(limit).execute();
  const resumes = await db
    .selectFrom('resume')
    .select('resume_id')
    .where('created_at', '<', cutoffs.resumesBefore.toISOString())
    .orderBy('resume_id')
    .limit(limit)
    .execute();
  return {
    leadIds: leads.map((row) => row.customers_id),
    downloadRequestIds: requests.map((row) => row.request_id),
    resumeIds: resumes.map((row) => row.resume_id),
  };
}

/**
 * Deletes the submissions with the rows that depend on them, in one transaction; answers what
 * was deleted (an id another call deleted first is not in the answer). The resume files are the
 * caller's to remove once this has committed, so that a failed transaction never leaves a row
 * pointing at a removed file. The one place that knows which rows hang on a submission.
 */
export async function deleteSubmissions(db: Kysely<Database>, ids: SubmissionIds): Promise<DeletedSubmissions> {
  return db.transaction().execute(async (trx) => {
    const deleted: DeletedSubmissions = { leadIds: [], downloadRequestIds: [], resumeIds: [], resumeFiles: [] };
    if (ids.leadIds.length) {
      await trx.deleteFrom('lead_note').where('customers_id', 'in', ids.leadIds).execute();
      await trx.deleteFrom('lead_change').where('customers_id', 'in', ids.leadIds).execute();
      const leads = await trx.deleteFrom('potential_customer').where('customers_id', 'in', ids.leadIds).returning('customers_id').execute();
      deleted.leadIds = leads.map((row) => row.customers_id);
      await deleteNotificationsOf(trx, 'lead', deleted.leadIds);
      await deleteTouchesOf(trx, 'lead', deleted.leadIds);
    }
    if (ids.downloadRequestIds.length) {
      const requests = await trx.deleteFrom('download_request').where('request_id', 'in', ids.downloadRequestIds).returning('request_id').execute();
      deleted.downloadRequestIds = requests.map((row) => row.request_id);
      await deleteNotificationsOf(trx, 'download_request', deleted.downloadRequestIds);
      await deleteTouchesOf(trx, 'download_request', deleted.downloadRequestIds);
    }
    if (ids.resumeIds.length) {
      await trx.deleteFrom('resume_note').where('resume_id', 'in', ids.resumeIds).execute();
      await trx.deleteFrom('resume_stage_change').where('resume_id', 'in', ids.resumeIds).execute();
      const resumes = await trx.deleteFrom('resume').where('resume_id', 'in', ids.resumeIds).returning(['resume_id', 'stored_file_name']).execute();
      deleted.resumeIds = resumes.map((row) => row.resume_id);
      deleted.resumeFiles = resumes.map((row) => row.stored_file_name);
      await deleteNotificationsOf(trx, 'resume', deleted.resumeIds);
      await deleteTouchesOf(trx, 'resume', deleted.resumeIds);
    }
    return deleted;
  });
}
