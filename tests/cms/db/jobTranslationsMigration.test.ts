import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { jobCategoriesKind, workPlacesKind } from '../../../cms/content/jobs/jobFacetKind';
import { jobsKind } from '../../../cms/content/jobs/jobKind';
import { migrateToLatest } from '../../../cms/db/migrate';
import type { Database } from '../../../cms/db/schema';
import { withDatabaseAtMigration } from '../../support/databaseAtMigration';
import { ENGINES } from '../../support/testApp';

const OLDER_JOB = {
  jobCategoryId: 1, workPlaceId: 1, post: '电气工程师', place: '园区 1 号楼', headcount: 2, announceTime: '2026-03-01',
  duties: '<p>设计</p>', requirements: '<p>本科</p>', recruiterMailbox: null, recruiterLanguage: 'zh',
};
const OLDER_FACET = { name: '研发', sort: 3 };

/** A draft and a published version of one item, in the shape a document had while careers were Chinese only. */
async function storeOlderDocuments(db: Kysely<Database>, kind: string, document: object): Promise<void> {
  const json = JSON.stringify(document);
  await db.insertInto('content_item').values({ kind, item_id: 1, draft: json, revision: 2, draft_by: 'hr@example.com', draft_at: '2026-05-01T00:00:00.000Z' }).execute();
  await db.insertInto('content_version').values({ kind, item_id: 1, number: 1, document: json, published_by: 'hr@example.com', published_at: '2026-04-21T00:00:00.000Z' }).execute();
}

async function storedDocuments(db: Kysely<Database>, kind: string): Promise<unknown[]> {
  const draft = await db.selectFrom('content_item').select('draft').where('kind', '=', kind).executeTakeFirstOrThrow();
  const version = await db.selectFrom('content_version').select('document').where('kind', '=', kind).executeTakeFirstOrThrow();
  return [JSON.parse(draft.draft!), JSON.parse(version.document)];
}

describe.each(ENGINES)('the migration of careers to translated texts on %s', (engine) => {
  it('gives stored job, category and work place documents their Chinese text under texts or names, which their kinds accept, and takes it back down', () =>
    withDatabaseAtMigration(engine, 'job_translations', '024_article_file_per_language', async (db) => {
      await storeOlderDocuments(db, 'jobs', OLDER_JOB);
      await storeOlderDocuments(db, 'job-categories', OLDER_FACET);
      await storeOlderDocuments(db, 'work-places', OLDER_FACET);
      await migrateToLatest(db);

      const { post, place, duties, requirements, ...facts } = OLDER_JOB;
      // Later migrations add their fields too (042: no closing date, full-time).
      const job = { ...facts, texts: { zh: { post, place, duties, requirements }, en: null }, closingDate: null, employmentType: 'FULL_TIME' };
      expect(await storedDocuments(db, 'jobs')).toEqual([job, job]);
      const facet = { names: { zh: '研发', en: null }, sort: 3 };
      expect(await storedDocuments(db, 'job-categories')).toEqual([facet, facet]);
      expect(await storedDocuments(db, 'work-places')).toEqual([facet, facet]);
      // A draft kept from before can still be saved and published: its kind's schema takes it.
      expect(v.parse(jobsKind.schema, job)).toMatchObject({ texts: { zh: { post } } });
      expect(v.parse(jobCategoriesKind.schema, facet)).toEqual(facet);
      expect(v.parse(workPlacesKind.schema, facet)).toEqual(facet);

      // Back to where the migration started (Kysely migrates down to a target behind it).
      await migrateToLatest(db, '024_article_file_per_language');
      expect(await storedDocuments(db, 'jobs')).toEqual([OLDER_JOB, OLDER_JOB]);
      expect(await storedDocuments(db, 'work-places')).toEqual([OLDER_FACET, OLDER_FACET]);
    }));
});
