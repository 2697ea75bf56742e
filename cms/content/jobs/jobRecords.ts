import type { Kysely, Selectable } from 'kysely';
import type { Translated } from '../../../contract/content/protocol';
import { API_LANGUAGES } from '../../../contract/language';
import type { Database, JobI18nTable, JobTable } from '../../db/schema';
import { NAMED_COLUMNS, type NamedTable } from './namedTables';
import type { PageRequest, RecordPage } from '../../db/recordPage';

/**
 * Jobs, job categories and work places as the back office reads and removes them: every live
 * row, published or not (the open API's reads are in jobs.ts).
 */

/** A job's row and its translations (the Chinese text is the row's own). */
export type JobRecord = Selectable<JobTable> & { translations: Array<Selectable<JobI18nTable>> };

async function withTranslations(db: Kysely<Database>, rows: Array<Selectable<JobTable>>): Promise<JobRecord[]> {
  const ids = rows.map((row) => row.job_id);
  const translations = ids.length === 0 ? [] : await db.selectFrom('job_i18n').selectAll().where('job_id', 'in', ids).execute();
  return rows.map((row) => ({ ...row, translations: translations.filter((translation) => translation.job_id === row.job_id) }));
}

export const JOB_ORDERS = ['announceTime', 'post', 'id'] as const;

export async function listJobRecords(
  db: Kysely<Database>,
  filter: { jobCategoryId?: number | undefined; workPlaceId?: number | undefined; published?: boolean | undefined },
  order: (typeof JOB_ORDERS)[number],
  page: PageRequest,
): Promise<RecordPage<JobRecord>> {
  let query = db.selectFrom('job');
  if (filter.jobCategoryId !== undefined) query = query.where('job_category_id', '=', filter.jobCategoryId);
  if (filter.workPlaceId !== undefined) query = query.where('work_place_id', '=', filter.workPlaceId);
  if (filter.published !== undefined) query = query.where('published', '=', filter.published ? 1 : 0);
  const { total } = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const direction = page.descending ? 'desc' : 'asc';
  const column = order === 'post' ? 'post' : order === 'id' ? 'job_id' : 'announce_time';
  const rows = await query.selectAll().orderBy(column, direction).orderBy('job_id', direction).limit(page.limit).offset(page.offset).execute();
  return { rows: await withTranslations(db, rows), total: Number(total) };
}

export async function findJobRecord(db: Kysely<Database>, jobId: number): Promise<JobRecord | undefined> {
  const row = await db.selectFrom('job').selectAll().where('job_id', '=', jobId).executeTakeFirst();
  return row && (await withTranslations(db, [row]))[0];
}

/** How many resumes were sent for a job: they keep pointing at it, so it cannot be deleted. */
export async function countJobResumes(db: Kysely<Database>, jobId: number): Promise<number> {
  const { total } = await db
    .selectFrom('resume')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('job_id', '=', jobId)
    .executeTakeFirstOrThrow();
  return Number(total);
}

export async function deleteJob(db: Kysely<Database>, jobId: number): Promise<void> {
  await db.deleteFrom('job').where('job_id', '=', jobId).execute();
}

/** The posts of the jobs in a job category or at a work place, to say where one is used. */
export async function postsOfJobsIn(db: Kysely<Database>, where: { jobCategoryId: number } | { workPlaceId: number }): Promise<string[]> {
  const query = db.selectFrom('job').select('post').orderBy('job_id');
  const rows = await ('jobCategoryId' in where
    ? query.where('job_category_id', '=', where.jobCategoryId)
    : query.where('work_place_id', '=', where.workPlaceId)
  ).execute();
  return rows.map((row) => row.post);
}

/** A job category or a work place: its name in each language (null where it has none), position and published flag. */
export interface NamedRecord {
  id: number;
  names: Translated<string>;
  sort: number;
  published: number;
}

const idColumn = (table: NamedTable) => NAMED_COLUMNS[table].id;
const nameColumn = (table: NamedTable) => NAMED_COLUMNS[table].name;

export const NAMED_ORDERS = ['sort', 'name', 'id'] as const;

interface NamedRow {
  id: number;
  name: string;
  sort: number;
  published: number;
}

/** The rows with the names their translations give them. */
async function withNames(db: Kysely<Database>, table: NamedTable, rows: NamedRow[]): Promise<NamedRecord[]> {
  const ids = rows.map((row) => row.id);
  const translations = (ids.length === 0
    ? []
    : await db
      .selectFrom(NAMED_COLUMNS[table].translations)
      .select([`${idColumn(table)} as id`, 'language', `${nameColumn(table)} as name`])
      .where(idColumn(table), 'in', ids)
      .execute()) as Array<{ id: number; language: string; name: string }>;
  return rows.map(({ name, ...row }) => ({
    ...row,
    names: Object.fromEntries(
      API_LANGUAGES.map((language) => [
        language,
        language === 'zh' ? name : (translations.find((t) => t.id === row.id && t.language === language)?.name ?? null),
      ]),
    ) as Translated<string>,
  }));
}

/** Job categories or work places, in the order asked (by name: the Chinese one). */
export async function listNamedRecords(
  db: Kysely<Database>,
  table: NamedTable,
  order: (typeof NAMED_ORDERS)[number],
  page: PageRequest,
): Promise<RecordPage<NamedRecord>> {
  const { total } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const direction = page.descending ? 'desc' : 'asc';
  const column = order === 'sort' ? 'sort' : order === 'name' ? nameColumn(table) : idColumn(table);
  const rows = await db
    .selectFrom(table)
    .select([`${idColumn(table)} as id`, `${nameColumn(table)} as name`, 'sort', 'published'])
    .orderBy(column, direction)
    .orderBy(idColumn(table), direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows: await withNames(db, table, rows as NamedRow[]), total: Number(total) };
}

export async function findNamedRecord(db: Kysely<Database>, table: NamedTable, id: number): Promise<NamedRecord | undefined> {
  const row = await db
    .selectFrom(table)
    .select([`${idColumn(table)} as id`, `${nameColumn(table)} as name`, 'sort', 'published'])
    .where(idColumn(table), '=', id)
    .executeTakeFirst();
  return row && (await withNames(db, table, [row as NamedRow]))[0];
}

export async function deleteNamedRecord(db: Kysely<Database>, table: NamedTable, id: number): Promise<void> {
  await db.deleteFrom(table).where(idColumn(table), '=', id).execute();
}

/** The published jobs whose closing date is before `today` (YYYY-MM-DD, the company's day): days compare as written. */
export async function listClosedJobIds(db: Kysely<Database>, today: string): Promise<number[]> {
  const rows = await db
    .selectFrom('job')
    .select('job_id')
    .where('published', '=', 1)
    .where('closing_date', '<', today)
    .orderBy('job_id')
    .execute();
  return rows.map((row) => row.job_id);
}
