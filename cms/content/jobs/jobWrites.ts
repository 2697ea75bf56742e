import type { Kysely } from 'kysely';
import type { JobDocument, JobText } from '../../../contract/content/documents/job';
import type { ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';
import type { InsertOptions } from '../../db/insertOptions';
import { NAMED_COLUMNS, type NamedTable } from './namedTables';

/**
 * Careers' texts as written: the Chinese one, which every job, category and work place has (it is
 * in their own table), and the translations they have (rows of their `_i18n` table); a language
 * left out is removed.
 */
export type ChineseAndTranslations<Text> = { zh: Text } & Partial<Record<Exclude<ApiLanguage, 'zh'>, Text>>;

/** The texts by language as written, when the Chinese one, which every careers item needs, is there. */
export function withChineseText<Text>(texts: Partial<Record<string, Text>>): ChineseAndTranslations<Text> | undefined {
  const { zh } = texts;
  return zh === undefined ? undefined : { ...texts, zh };
}

/** A job's document without its recruiter, which setJobRecruiter writes. */
export type JobWrite = Omit<JobDocument, 'recruiterMailbox' | 'recruiterLanguage' | 'texts'> & { texts: ChineseAndTranslations<JobText> };

/** A job category's or a work place's name in each language it has, and its position. */
export interface NamedWrite {
  names: ChineseAndTranslations<string>;
  sort: number;
}

/** The languages other than Chinese a write has a text in. */
const translationsOf = <Text>(texts: ChineseAndTranslations<Text>) =>
  Object.entries(texts).filter((entry): entry is [string, Text] => entry[0] !== 'zh' && entry[1] !== undefined);

/** What the site shows of a job; the recruiter who receives its resumes is the back office's, never written here. */
const jobColumns = (job: JobWrite) => ({
  job_category_id: job.jobCategoryId,
  work_place_id: job.workPlaceId,
  post: job.texts.zh.post,
  place: job.texts.zh.place,
  headcount: job.headcount,
  announce_time: job.announceTime,
  closing_date: job.closingDate,
  employment_type: job.employmentType,
  duties: job.texts.zh.duties,
  requirements: job.texts.zh.requirements,
});

async function writeJobTranslations(db: Kysely<Database>, jobId: number, texts: JobWrite['texts']): Promise<void> {
  const rows = translationsOf(texts).map(([language, text]) => ({ job_id: jobId, language, ...text }));
  await db.deleteFrom('job_i18n').where('job_id', '=', jobId).execute();
  if (rows.length > 0) await db.insertInto('job_i18n').values(rows).execute();
}

/** Inserts a job the site shows, or one it does not show yet (the back office creates them hidden). */
export async function insertJob(db: Kysely<Database>, job: JobWrite, { published = true }: InsertOptions = {}): Promise<number> {
  const { job_id } = await db
    .insertInto('job')
    .values({ ...jobColumns(job), recruiter_mailbox: null, published: published ? 1 : 0 })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  await writeJobTranslations(db, job_id, job.texts);
  return job_id;
}

/** Answers false when the job is no longer there. */
export async function updateJob(db: Kysely<Database>, jobId: number, job: JobWrite): Promise<boolean> {
  const result = await db.updateTable('job').set(jobColumns(job)).where('job_id', '=', jobId).executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await writeJobTranslations(db, jobId, job.texts);
  return true;
}

/** Inserts a job category or work place the site shows, or one it does not show yet. */
async function insertNamedRecord(db: Kysely<Database>, table: NamedTable, write: NamedWrite, { published = true }: InsertOptions): Promise<number> {
  const columns = NAMED_COLUMNS[table];
  const row = await db
    .insertInto(table)
    .values({ [columns.name]: write.names.zh, sort: write.sort, published: published ? 1 : 0 } as never)
    .returning(`${columns.id} as id`)
    .executeTakeFirstOrThrow();
  await writeNameTranslations(db, table, row.id, write.names);
  return row.id;
}

/** Answers false when the job category or work place is no longer there. */
async function updateNamedRecord(db: Kysely<Database>, table: NamedTable, id: number, write: NamedWrite): Promise<boolean> {
  const columns = NAMED_COLUMNS[table];
  const result = await db
    .updateTable(table)
    .set({ [columns.name]: write.names.zh, sort: write.sort } as never)
    .where(columns.id, '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await writeNameTranslations(db, table, id, write.names);
  return true;
}

async function writeNameTranslations(db: Kysely<Database>, table: NamedTable, id: number, names: NamedWrite['names']): Promise<void> {
  const columns = NAMED_COLUMNS[table];
  const rows = translationsOf(names).map(([language, name]) => ({ [columns.id]: id, language, [columns.name]: name }));
  await db.deleteFrom(columns.translations).where(columns.id, '=', id).execute();
  if (rows.length > 0) await db.insertInto(columns.translations).values(rows as never).execute();
}

export const insertJobCategory = (db: Kysely<Database>, category: NamedWrite, options: InsertOptions = {}) =>
  insertNamedRecord(db, 'job_category', category, options);
export const updateJobCategory = (db: Kysely<Database>, id: number, category: NamedWrite) => updateNamedRecord(db, 'job_category', id, category);
export const insertWorkPlace = (db: Kysely<Database>, place: NamedWrite, options: InsertOptions = {}) =>
  insertNamedRecord(db, 'work_place', place, options);
export const updateWorkPlace = (db: Kysely<Database>, id: number, place: NamedWrite) => updateNamedRecord(db, 'work_place', id, place);

/** Who receives a job's resumes instead of HR (none: HR), and the language of the mail they get. */
export async function setJobRecruiter(db: Kysely<Database>, jobId: number, recruiter: { mailbox: string | null; language: string }): Promise<void> {
  await db.updateTable('job').set({ recruiter_mailbox: recruiter.mailbox, recruiter_language: recruiter.language }).where('job_id', '=', jobId).execute();
}
