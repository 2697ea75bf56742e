import { sql, type Kysely } from 'kysely';
import { DEFAULT_COMPANY_TIME_ZONE, endOfCompanyDay } from '../../../contract/companyTime';
import type { EmploymentType } from '../../../contract/entities/employmentType';
import type { JobCategory, JobDetails, JobListItem, WorkPlace } from '../../../contract/entities/job';
import { DEFAULT_API_LANGUAGE, type ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';
import { storedRecipient, type Recipient } from '../../notifications/recipient';
import type { Page } from '../../../contract/queries';

/**
 * Careers' texts in each language: the Chinese ones are the items' own columns, a translation is a
 * row of their `_i18n` table. Reading in a translated language joins those rows, so an item
 * without one is left out there (never shown with Chinese in its place).
 */
const TEXT_COLUMNS = {
  zh: {
    post: 'j.post', place: 'j.place', duties: 'j.duties', requirements: 'j.requirements',
    category: 'c.job_category_name', workPlace: 'w.work_place_name',
  },
  en: {
    post: 'jt.post', place: 'jt.place', duties: 'jt.duties', requirements: 'jt.requirements',
    category: 'ct.job_category_name', workPlace: 'wt.work_place_name',
  },
} as const satisfies Record<ApiLanguage, Record<string, string>>;

const text = <Alias extends string>(language: ApiLanguage, column: keyof (typeof TEXT_COLUMNS)['zh'], as: Alias) =>
  sql.ref<string>(TEXT_COLUMNS[language][column]).as(as);

export async function listJobCategories(db: Kysely<Database>, language: ApiLanguage = DEFAULT_API_LANGUAGE): Promise<JobCategory[]> {
  const rows = await db
    .selectFrom('job_category as c')
    .$if(language !== DEFAULT_API_LANGUAGE, (query) =>
      query.innerJoin('job_category_i18n as ct', (join) => join.onRef('ct.job_category_id', '=', 'c.job_category_id').on('ct.language', '=', language)),
    )
    .select(['c.job_category_id', text(language, 'category', 'job_category_name')])
    .where('c.published', '=', 1)
    .orderBy('c.sort')
    .orderBy('c.job_category_id')
    .execute();
  return rows.map((row) => ({ jobCategoryId: row.job_category_id, jobCategoryName: row.job_category_name }));
}

export async function listWorkPlaces(db: Kysely<Database>, language: ApiLanguage = DEFAULT_API_LANGUAGE): Promise<WorkPlace[]> {
  const rows = await db
    .selectFrom('work_place as w')
    .$if(language !== DEFAULT_API_LANGUAGE, (query) =>
      query.innerJoin('work_place_i18n as wt', (join) => join.onRef('wt.work_place_id', '=', 'w.work_place_id').on('wt.language', '=', language)),
    )
    .select(['w.work_place_id', text(language, 'workPlace', 'work_place_name')])
    .where('w.published', '=', 1)
    .orderBy('w.sort')
    .orderBy('w.work_place_id')
    .execute();
  return rows.map((row) => ({ workPlaceId: row.work_place_id, workPlaceName: row.work_place_name }));
}

export interface JobFilter {
  jobCategoryId: number | undefined;
  workPlaceId: number | undefined;
}

/**
 * The published jobs, with their category and work place: a job under a hidden one is hidden with
 * it. In a translated language the job, its category and its work place all need that language's
 * text: a job whose filter names would be Chinese is hidden like one without its own translation.
 */
function jobsIn(db: Kysely<Database>, language: ApiLanguage) {
  return db
    .selectFrom('job as j')
    .innerJoin('job_category as c', 'c.job_category_id', 'j.job_category_id')
    .innerJoin('work_place as w', 'w.work_place_id', 'j.work_place_id')
    .$if(language !== DEFAULT_API_LANGUAGE, (query) =>
      query
        .innerJoin('job_i18n as jt', (join) => join.onRef('jt.job_id', '=', 'j.job_id').on('jt.language', '=', language))
        .innerJoin('job_category_i18n as ct', (join) => join.onRef('ct.job_category_id', '=', 'c.job_category_id').on('ct.language', '=', language))
        .innerJoin('work_place_i18n as wt', (join) => join.onRef('wt.work_place_id', '=', 'w.work_place_id').on('wt.language', '=', language)),
    )
    .where('j.published', '=', 1)
    .where('c.published', '=', 1)
    .where('w.published', '=', 1);
}

const listColumns = (language: ApiLanguage) => [
  'j.job_id', text(language, 'post', 'post'), 'j.job_category_id', text(language, 'category', 'job_category_name'),
  'j.work_place_id', text(language, 'workPlace', 'work_place_name'), text(language, 'place', 'place'), 'j.headcount', 'j.announce_time',
  'j.closing_date', 'j.employment_type',
] as const;

type JobRow = {
  job_id: number; post: string; job_category_id: number; job_category_name: string; work_place_id: number;
  work_place_name: string; place: string; headcount: number; announce_time: string; closing_date: string | null; employment_type: string;
};

/** `timeZone` is the company's: a closing date ends at its midnight. */
const toJobListItem = (row: JobRow, timeZone: string): JobListItem => ({
  jobId: row.job_id,
  post: row.post,
  jobCategoryId: row.job_category_id,
  jobCategoryName: row.job_category_name,
  workPlaceId: row.work_place_id,
  workPlaceName: row.work_place_name,
  place: row.place,
  headcount: row.headcount,
  announceTime: row.announce_time,
  closingDate: row.closing_date,
  closesAt: row.closing_date === null ? null : endOfCompanyDay(row.closing_date, timeZone),
  employmentType: row.employment_type as EmploymentType,
});

/** The jobs the site shows in `language`, newest first; their closing dates end at midnight in `timeZone`. */
export async function listJobs(
  db: Kysely<Database>,
  filter: JobFilter,
  page: Page,
  language: ApiLanguage = DEFAULT_API_LANGUAGE,
  timeZone = DEFAULT_COMPANY_TIME_ZONE,
) {
  let query = jobsIn(db, language);
  if (filter.jobCategoryId !== undefined) query = query.where('j.job_category_id', '=', filter.jobCategoryId);
  if (filter.workPlaceId !== undefined) query = query.where('j.work_place_id', '=', filter.workPlaceId);
  const [{ total }] = (await query.select((eb) => eb.fn.countAll<number | string>().as('total')).execute()) as [
    { total: number | string },
  ];
  const rows = await query
    .select(listColumns(language))
    .orderBy('j.announce_time', 'desc')
    .orderBy('j.job_id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  return { rows: rows.map((row) => toJobListItem(row, timeZone)), total: Number(total) };
}

/** A job as the site shows it in `language`; null when it is not shown there (missing, hidden or not translated). */
export async function findJob(
  db: Kysely<Database>,
  jobId: number,
  language: ApiLanguage = DEFAULT_API_LANGUAGE,
  timeZone = DEFAULT_COMPANY_TIME_ZONE,
): Promise<JobDetails | null> {
  const row = await jobsIn(db, language)
    .select([...listColumns(language), text(language, 'duties', 'duties'), text(language, 'requirements', 'requirements')])
    .where('j.job_id', '=', jobId)
    .executeTakeFirst();
  return row ? { ...toJobListItem(row, timeZone), duties: row.duties, requirements: row.requirements } : null;
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

/**
 * A job's post for staff (a mail about a resume): in `language` when the job has it, else in
 * Chinese, which every job has; published or not, as resumes keep pointing at their job.
 */
export async function findJobPostForStaff(db: Kysely<Database>, jobId: number, language: ApiLanguage): Promise<string | undefined> {
  return (await findJobPostsForStaff(db, [jobId], language)).get(jobId);
}

/** Jobs' posts for staff by id, as findJobPostForStaff reads one. */
export async function findJobPostsForStaff(db: Kysely<Database>, jobIds: number[], language: ApiLanguage): Promise<Map<number, string>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('job as j')
    .leftJoin('job_i18n as jt', (join) => join.onRef('jt.job_id', '=', 'j.job_id').on('jt.language', '=', language))
    .select(['j.job_id', 'j.post', 'jt.post as translated'])
    .where('j.job_id', 'in', jobIds)
    .execute();
  return new Map(rows.map((row) => [row.job_id, row.translated ?? row.post]));
}
