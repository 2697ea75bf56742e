import type { Kysely } from 'kysely';
import type { JobDocument, JobText } from '../../contract/content/documents/job';
import type { ApiLanguage } from '../../contract/language';
import type { Database } from '../db/schema';
import type { InsertOptions } from './insertOptions';

/**
 * Careers' texts as written: the Chinese one, which every job, category and work place has (it is
 * in their own table), and the translations they have (rows of their `_i18n` table); a language
 * left out is removed.
 */
export type ChineseAndTranslations<Text> = { zh: Text } & Partial<Record<Exclude<ApiLanguage, 'zh'>, Text>>;

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

async function writeJobCategoryTranslations(db: Kysely<Database>, jobCategoryId: number, names: NamedWrite['names']): Promise<void> {
  const rows = translationsOf(names).map(([language, name]) => ({ job_category_id: jobCategoryId, language, job_category_name: name }));
  await db.deleteFrom('job_category_i18n').where('job_category_id', '=', jobCategoryId).execute();
  if (rows.length > 0) await db.insertInto('job_category_i18n').values(rows).execute();
}

export async function insertJobCategory(db: Kysely<Database>, category: NamedWrite, { published = true }: InsertOptions = {}): Promise<number> {
  const { job_category_id } = await db
    .insertInto('job_category')
    .values({ job_category_name: category.names.zh, sort: category.sort, published: published ? 1 : 0 })
    .returning('job_category_id')
    .executeTakeFirstOrThrow();
  await writeJobCategoryTranslations(db, job_category_id, category.names);
  return job_category_id;
}

/** Answers false when the category is no longer there. */
export async function updateJobCategory(db: Kysely<Database>, jobCategoryId: number, category: NamedWrite): Promise<boolean> {
  const result = await db
    .updateTable('job_category')
    .set({ job_category_name: category.names.zh, sort: category.sort })
    .where('job_category_id', '=', jobCategoryId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await writeJobCategoryTranslations(db, jobCategoryId, category.names);
  return true;
}

async function writeWorkPlaceTranslations(db: Kysely<Database>, workPlaceId: number, names: NamedWrite['names']): Promise<void> {
  const rows = translationsOf(names).map(([language, name]) => ({ work_place_id: workPlaceId, language, work_place_name: name }));
  await db.deleteFrom('work_place_i18n').where('work_place_id', '=', workPlaceId).execute();
  if (rows.length > 0) await db.insertInto('work_place_i18n').values(rows).execute();
}

export async function insertWorkPlace(db: Kysely<Database>, place: NamedWrite, { published = true }: InsertOptions = {}): Promise<number> {
  const { work_place_id } = await db
    .insertInto('work_place')
    .values({ work_place_name: place.names.zh, sort: place.sort, published: published ? 1 : 0 })
    .returning('work_place_id')
    .executeTakeFirstOrThrow();
  await writeWorkPlaceTranslations(db, work_place_id, place.names);
  return work_place_id;
}

/** Answers false when the work place is no longer there. */
export async function updateWorkPlace(db: Kysely<Database>, workPlaceId: number, place: NamedWrite): Promise<boolean> {
  const result = await db
    .updateTable('work_place')
    .set({ work_place_name: place.names.zh, sort: place.sort })
    .where('work_place_id', '=', workPlaceId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await writeWorkPlaceTranslations(db, workPlaceId, place.names);
  return true;
}

/** Who receives a job's resumes instead of HR (none: HR), and the language of the mail they get. */
export async function setJobRecruiter(db: Kysely<Database>, jobId: number, recruiter: { mailbox: string | null; language: string }): Promise<void> {
  await db.updateTable('job').set({ recruiter_mailbox: recruiter.mailbox, recruiter_language: recruiter.language }).where('job_id', '=', jobId).execute();
}
