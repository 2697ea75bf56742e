import { sql, type Kysely } from 'kysely';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { jobsKind } from '../../../cms/content/jobs/jobKind';
import { migrateToLatest } from '../../../cms/db/migrate';
import type { Database } from '../../../cms/db/schema';
import { withDatabaseAtMigration } from '../../support/databaseAtMigration';
import { ENGINES } from '../../support/testApp';

const BEFORE = '040_wechat_share';

/** A job document as stored before jobs had a closing date and an employment type. */
const OLDER_JOB = {
  jobCategoryId: 1, workPlaceId: 1, headcount: 2, announceTime: '2026-03-01',
  texts: { zh: { post: '电气工程师', place: '园区 1 号楼', duties: '<p>设计</p>', requirements: '<p>本科</p>' }, en: null },
  recruiterMailbox: null, recruiterLanguage: 'zh',
};

async function storeOlderJob(db: Kysely<Database>): Promise<number> {
  const { job_category_id } = await db.insertInto('job_category').values({ job_category_name: '研发', sort: 0 }).returning('job_category_id').executeTakeFirstOrThrow();
  const { work_place_id } = await db.insertInto('work_place').values({ work_place_name: '北京', sort: 0 }).returning('work_place_id').executeTakeFirstOrThrow();
  // The columns of the job table as they were: the new ones are not there yet.
  const { job_id } = await sql<{ job_id: number }>`
    INSERT INTO job (job_category_id, work_place_id, post, place, headcount, announce_time, duties, requirements)
    VALUES (${job_category_id}, ${work_place_id}, '电气工程师', '园区 1 号楼', 2, '2026-03-01', '<p>设计</p>', '<p>本科</p>')
    RETURNING job_id`.execute(db).then((result) => result.rows[0]!);
  const json = JSON.stringify(OLDER_JOB);
  await db.insertInto('content_item').values({ kind: 'jobs', item_id: job_id, draft: json, revision: 2, draft_by: 'hr@example.com', draft_at: '2026-05-01T00:00:00.000Z' }).execute();
  await db.insertInto('content_version').values({ kind: 'jobs', item_id: job_id, number: 1, document: json, published_by: 'hr@example.com', published_at: '2026-04-21T00:00:00.000Z' }).execute();
  return job_id;
}

async function storedDocuments(db: Kysely<Database>): Promise<unknown[]> {
  const draft = await db.selectFrom('content_item').select('draft').where('kind', '=', 'jobs').executeTakeFirstOrThrow();
  const version = await db.selectFrom('content_version').select('document').where('kind', '=', 'jobs').executeTakeFirstOrThrow();
  return [JSON.parse(draft.draft!), JSON.parse(version.document)];
}

describe.each(ENGINES)('the migration that gives jobs a closing date and an employment type, on %s', (engine) => {
  it('makes existing jobs full-time with no closing date, rows and stored documents alike, which the kind accepts, and takes it back down', () =>
    withDatabaseAtMigration(engine, 'job_terms', BEFORE, async (db) => {
      const jobId = await storeOlderJob(db);
      await migrateToLatest(db);

      const row = await db.selectFrom('job').select(['closing_date', 'employment_type']).where('job_id', '=', jobId).executeTakeFirstOrThrow();
      expect(row).toEqual({ closing_date: null, employment_type: 'FULL_TIME' });
      const job = { ...OLDER_JOB, closingDate: null, employmentType: 'FULL_TIME' };
      expect(await storedDocuments(db)).toEqual([job, job]);
      // A draft kept from before can still be saved and published: the kind's schema takes it.
      expect(v.parse(jobsKind.schema, job)).toMatchObject({ closingDate: null, employmentType: 'FULL_TIME' });
      expect((await jobsKind.load(db, jobId))!.document).toMatchObject({ closingDate: null, employmentType: 'FULL_TIME' });

      await migrateToLatest(db, BEFORE);
      expect(await storedDocuments(db)).toEqual([OLDER_JOB, OLDER_JOB]);
      const columns = Object.keys((await sql<Record<string, unknown>>`SELECT * FROM job`.execute(db)).rows[0]!);
      expect(columns).not.toContain('closing_date');
      expect(columns).not.toContain('employment_type');
    }));
});
