import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../cms/db/migrate';
import type { Database } from '../../../cms/db/schema';
import { serviceLocationsKind } from '../../../cms/content/serviceLocations/serviceLocationKind';
import { withDatabaseAtMigration } from '../../support/databaseAtMigration';
import { ENGINES } from '../../support/testApp';

/** What a database held before locations had a list of provinces: one province text per language, a draft and a version without the list. */
async function storeOlderLocation(db: Kysely<Database>, zhProvince: string): Promise<number> {
  const { location_id } = await db
    .insertInto('service_location')
    .values({ location_type: 'branch', phone: '027-0000-0000', sort: 0, mailbox: 'wh@example.com' })
    .returning('location_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('service_location_i18n')
    .values([
      { location_id, language: 'zh', location_name: '武汉办事处', province: zhProvince, address: '武汉市' },
      { location_id, language: 'en', location_name: 'Wuhan office', province: 'Hubei', address: 'Wuhan' },
    ])
    .execute();
  const document = (name: string) => JSON.stringify({
    locationType: 'branch', phone: '027-0000-0000', sort: 0, mailbox: 'wh@example.com', mailboxLanguage: 'zh',
    texts: { zh: { name, province: zhProvince, address: '武汉市' }, en: null },
  });
  await db.insertInto('content_item').values({ kind: 'service-locations', item_id: location_id, draft: document('武汉分公司'), revision: 3, draft_by: 'editor@example.com', draft_at: '2026-03-01T00:00:00.000Z' }).execute();
  await db.insertInto('content_version').values({ kind: 'service-locations', item_id: location_id, number: 1, document: document('武汉办事处'), published_by: 'editor@example.com', published_at: '2026-02-01T00:00:00.000Z' }).execute();
  return location_id;
}

describe.each(ENGINES)('the migration to several provinces per service location on %s', (engine) => {
  it('gives each location, its draft and its versions the province its Chinese text named, and none for a blank one', () =>
    withDatabaseAtMigration(engine, 'provinces', '020_published_lists', async (db) => {
      const hubei = await storeOlderLocation(db, ' 湖北省 ');
      const blank = await storeOlderLocation(db, ' ');
      await migrateToLatest(db);

      expect(await db.selectFrom('service_location_province').selectAll().orderBy('location_id').execute()).toEqual([{ location_id: hubei, province: '湖北省' }]);
      expect((await serviceLocationsKind.load(db, hubei))?.document.provinces).toEqual(['湖北省']);
      const documents = async (table: 'content_item' | 'content_version', column: 'draft' | 'document', id: number) => {
        const row = await db.selectFrom(table).select(column).where('item_id', '=', id).executeTakeFirstOrThrow();
        return JSON.parse(String((row as Record<string, unknown>)[column])) as { provinces: string[]; texts: { zh: { name: string } } };
      };
      expect(await documents('content_item', 'draft', hubei)).toMatchObject({ provinces: ['湖北省'], texts: { zh: { name: '武汉分公司' } } });
      expect(await documents('content_version', 'document', hubei)).toMatchObject({ provinces: ['湖北省'], texts: { zh: { name: '武汉办事处' } } });
      expect((await documents('content_item', 'draft', blank)).provinces).toEqual([]);
    }));
});
