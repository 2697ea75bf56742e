import type { Kysely } from 'kysely';
import type { ResumeInboxItem, ResumeInboxRecord } from '../../contract/entities/resumeInbox';
import type { ResumeFormat } from '../../contract/resumeFormats';
import type { ResumeStage } from '../../contract/resumeStages';
import type { Database } from '../db/schema';
import { deleteSubmissions } from '../privacy/personalData';
import { touchedAs, type TouchFilter } from '../attribution/touchFilter';
import { touchesOfSubmission } from '../attribution/submissionTouches';
import { listResumeNotes } from './resumeNotes';
import { listResumeStageChanges } from './resumeStageChanges';

export interface ResumeInboxFilter extends TouchFilter {
  jobId?: number;
  stage?: ResumeStage;
  /** ISO times: received at or after `createdFrom`, before `createdBefore`. */
  createdFrom?: string;
  createdBefore?: string;
}

export type ResumeSortField = 'id' | 'createdAt' | 'name' | 'stage';

const SORT_COLUMNS = { id: 'r.resume_id', createdAt: 'r.created_at', name: 'r.name', stage: 'r.stage' } as const;

function resumesMatching(db: Kysely<Database>, filter: ResumeInboxFilter) {
  return db
    .selectFrom('resume as r')
    .leftJoin('job as j', 'j.job_id', 'r.job_id')
    .$if(filter.jobId !== undefined, (q) => q.where('r.job_id', '=', filter.jobId!))
    .$if(filter.stage !== undefined, (q) => q.where('r.stage', '=', filter.stage!))
    .$if(filter.createdFrom !== undefined, (q) => q.where('r.created_at', '>=', filter.createdFrom!))
    .$if(filter.createdBefore !== undefined, (q) => q.where('r.created_at', '<', filter.createdBefore!))
    .$call((q) => {
      const touched = touchedAs('resume', 'r.resume_id', filter);
      return touched ? q.where(touched) : q;
    });
}

const ITEM_COLUMNS = [
  'r.resume_id', 'r.job_id', 'j.post', 'r.name', 'r.phone', 'r.email', 'r.stage', 'r.read_at',
  'r.original_file_name', 'r.file_format', 'r.size_bytes', 'r.language', 'r.created_at',
] as const;

type ItemRow = {
  resume_id: number; job_id: number | null; post: string | null; name: string; phone: string; email: string;
  stage: string; read_at: string | null; original_file_name: string; file_format: string; size_bytes: number;
  language: string; created_at: string;
};

function toItem(row: ItemRow): ResumeInboxItem {
  return {
    id: row.resume_id,
    jobId: row.job_id,
    jobTitle: row.post,
    name: row.name,
    phone: row.phone,
    email: row.email,
    stage: row.stage as ResumeStage,
    readAt: row.read_at,
    fileName: row.original_file_name,
    fileFormat: row.file_format as ResumeFormat,
    sizeBytes: Number(row.size_bytes),
    language: row.language,
    createdAt: row.created_at,
  };
}

export async function listInboxResumes(
  db: Kysely<Database>,
  filter: ResumeInboxFilter,
  page: { offset: number; limit: number; sort: ResumeSortField; descending: boolean },
): Promise<{ rows: ResumeInboxItem[]; total: number }> {
  const direction = page.descending ? 'desc' : 'asc';
  const rows = await resumesMatching(db, filter)
    .select(ITEM_COLUMNS)
    .orderBy(SORT_COLUMNS[page.sort], direction)
    .orderBy('r.resume_id', direction)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const { n } = await resumesMatching(db, filter).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return { rows: rows.map(toItem), total: Number(n) };
}

/** One resume with its notes and history, or undefined when there is none with this id. */
export async function findInboxResume(db: Kysely<Database>, resumeId: number): Promise<ResumeInboxRecord | undefined> {
  const row = await resumesMatching(db, {})
    .select([...ITEM_COLUMNS, 'r.client_ip'])
    .where('r.resume_id', '=', resumeId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toItem(row),
    clientIp: row.client_ip,
    notes: await listResumeNotes(db, resumeId),
    history: await listResumeStageChanges(db, resumeId),
    touches: await touchesOfSubmission(db, 'resume', resumeId),
  };
}

/** Marks a resume read the first time it is opened; later openings keep that time. */
export async function markResumeRead(db: Kysely<Database>, resumeId: number, at: Date): Promise<void> {
  await db.updateTable('resume').set({ read_at: at.toISOString() }).where('resume_id', '=', resumeId).where('read_at', 'is', null).execute();
}

/** Where a resume's file is stored, and in what format. */
export async function findResumeFile(db: Kysely<Database>, resumeId: number) {
  const row = await db
    .selectFrom('resume')
    .select(['stored_file_name', 'original_file_name', 'file_format'])
    .where('resume_id', '=', resumeId)
    .executeTakeFirst();
  return row && { storedName: row.stored_file_name, originalName: row.original_file_name, format: row.file_format as ResumeFormat };
}

/**
 * Removes a resume row with its notes and history, in one transaction; answers the stored file's
 * name (for the caller to remove once the rows are gone), or undefined when there was no row.
 */
export async function deleteInboxResume(db: Kysely<Database>, resumeId: number): Promise<string | undefined> {
  const { resumeFiles } = await deleteSubmissions(db, { leadIds: [], downloadRequestIds: [], resumeIds: [resumeId] });
  return resumeFiles[0];
}
