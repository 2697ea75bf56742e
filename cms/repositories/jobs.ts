import type { Kysely } from 'kysely';
import type { JobCategory, JobDetails, JobListItem, WorkPlace } from '../../contract/entities/job';
import type { Database } from '../db/schema';
import { storedRecipient, type Recipient } from '../notifications/recipient';
import type { Page } from '../../contract/queries';

export async function listJobCategories(db: Kysely<Database>): Promise<JobCategory[]> {
  const rows = await db
    .selectFrom('job_category')
    .select(['job_category_id', 'job_category_name'])
    .where('published', '=', 1)
    .orderBy('sort')
    .orderBy('job_category_id')
    .execute();
  return rows.map((row) => ({ jobCategoryId: row.job_category_id, jobCategoryName: row.job_category_name }));
}

export async function listWorkPlaces(db: Kysely<Database>): Promise<WorkPlace[]> {
  const rows = await db
    .selectFrom('work_place')
    .select(['work_place_id', 'work_place_name'])
    .where('published', '=', 1)
    .orderBy('sort')
    .orderBy('work_place_id')
    .execute();
  return rows.map((row) => ({ workPlaceId: row.work_place_id, workPlaceName: row.work_place_name }));
}

export interface JobFilter {
  jobCategoryId: number | undefined;
  workPlaceId: number | undefined;
}

/** The published jobs, with their category and work place: a job under a hidden one is hidden with it. */
function jobsIn(db: Kysely<Database>) {
  return db
    .selectFrom('job as j')
    .innerJoin('job_category as c', 'c.job_category_id', 'j.job_category_id')
    .innerJoin('work_place as w', 'w.work_place_id', 'j.work_place_id')
    .where('j.published', '=', 1)
    .where('c.published', '=', 1)
    .where('w.published', '=', 1);
}

const listColumns = [
  'j.job_id', 'j.post', 'j.job_category_id', 'c.job_category_name', 'j.work_place_id', 'w.work_place_name',
  'j.place', 'j.headcount', 'j.announce_time',
] as const;

type JobRow = {
  job_id: number; post: string; job_category_id: number; job_category_name: string; work_place_id: number;
  work_place_name: string; place: string; headcount: number; announce_time: string;
};

const toJobListItem = (row: JobRow): JobListItem => ({
  jobId: row.job_id,
  post: row.post,
  jobCategoryId: row.job_category_id,
  jobCategoryName: row.job_category_name,
  workPlaceId: row.work_place_id,
  workPlaceName: row.work_place_name,
  place: row.place,
  headcount: row.headcount,
  announceTime: row.announce_time,
});

export async function listJobs(db: Kysely<Database>, filter: JobFilter, page: Page) {
  let query = jobsIn(db);
  if (filter.jobCategoryId !== undefined) query = query.where('j.job_category_id', '=', filter.jobCategoryId);
  if (filter.workPlaceId !== undefined) query = query.where('j.work_place_id', '=', filter.workPlaceId);
  const [{ total }] = (await query.select((eb) => eb.fn.countAll<number | string>().as('total')).execute()) as [
    { total: number | string },
  ];
  const rows = await query
    .select(listColumns)
    .orderBy('j.announce_time', 'desc')
    .orderBy('j.job_id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  return { rows: rows.map(toJobListItem), total: Number(total) };
}

export async function findJob(db: Kysely<Database>, jobId: number): Promise<JobDetails | null> {
  const row = await jobsIn(db)
    .select([...listColumns, 'j.duties', 'j.requirements'])
    .where('j.job_id', '=', jobId)
    .executeTakeFirst();
  return row ? { ...toJobListItem(row), duties: row.duties, requirements: row.requirements } : null;
}

/** The recruiter a job names for its resumes, if it names one (a job taken off the site keeps its recruiter for the resumes already sent). */
export async function findJobRecruiter(db: Kysely<Database>, jobId: number): Promise<Recipient | undefined> {
  const row = await db
    .selectFrom('job')
    .select(['recruiter_mailbox', 'recruiter_language'])
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return row && storedRecipient(row.recruiter_mailbox, row.recruiter_language);
}
