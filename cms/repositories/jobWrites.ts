import type { Kysely } from 'kysely';
import type { JobDocument } from '../../contract/content/documents/job';
import type { Database } from '../db/schema';
import type { InsertOptions } from './insertOptions';

/** A job's document without its recruiter, which setJobRecruiter writes. */
export type JobWrite = Omit<JobDocument, 'recruiterMailbox' | 'recruiterLanguage'>;

/** What the site shows of a job; the recruiter who receives its resumes is the back office's, never written here. */
export const jobColumns = (job: JobWrite) => ({
  job_category_id: job.jobCategoryId,
  work_place_id: job.workPlaceId,
  post: job.post,
  place: job.place,
  headcount: job.headcount,
  announce_time: job.announceTime,
  duties: job.duties,
  requirements: job.requirements,
});

/** Inserts a job the site shows, or one it does not show yet (the back office creates them hidden). */
export async function insertJob(db: Kysely<Database>, job: JobWrite, { published = true }: InsertOptions = {}): Promise<number> {
  const { job_id } = await db
    .insertInto('job')
    .values({ ...jobColumns(job), recruiter_mailbox: null, published: published ? 1 : 0 })
    .returning('job_id')
    .executeTakeFirstOrThrow();
  return job_id;
}

/** Answers false when the job is no longer there. */
export async function updateJob(db: Kysely<Database>, jobId: number, job: JobWrite): Promise<boolean> {
  const result = await db.updateTable('job').set(jobColumns(job)).where('job_id', '=', jobId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertJobCategory(db: Kysely<Database>, category: { name: string; sort: number }, { published = true }: InsertOptions = {}): Promise<number> {
  const { job_category_id } = await db
    .insertInto('job_category')
    .values({ job_category_name: category.name, sort: category.sort, published: published ? 1 : 0 })
    .returning('job_category_id')
    .executeTakeFirstOrThrow();
  return job_category_id;
}

/** Answers false when the category is no longer there. */
export async function updateJobCategory(db: Kysely<Database>, jobCategoryId: number, category: { name: string; sort: number }): Promise<boolean> {
  const result = await db
    .updateTable('job_category')
    .set({ job_category_name: category.name, sort: category.sort })
    .where('job_category_id', '=', jobCategoryId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertWorkPlace(db: Kysely<Database>, place: { name: string; sort: number }, { published = true }: InsertOptions = {}): Promise<number> {
  const { work_place_id } = await db
    .insertInto('work_place')
    .values({ work_place_name: place.name, sort: place.sort, published: published ? 1 : 0 })
    .returning('work_place_id')
    .executeTakeFirstOrThrow();
  return work_place_id;
}

/** Answers false when the workplace is no longer there. */
export async function updateWorkPlace(db: Kysely<Database>, workPlaceId: number, place: { name: string; sort: number }): Promise<boolean> {
  const result = await db
    .updateTable('work_place')
    .set({ work_place_name: place.name, sort: place.sort })
    .where('work_place_id', '=', workPlaceId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Who receives a job's resumes instead of HR (none: HR), and the language of the mail they get. */
export async function setJobRecruiter(db: Kysely<Database>, jobId: number, recruiter: { mailbox: string | null; language: string }): Promise<void> {
  await db.updateTable('job').set({ recruiter_mailbox: recruiter.mailbox, recruiter_language: recruiter.language }).where('job_id', '=', jobId).execute();
}
