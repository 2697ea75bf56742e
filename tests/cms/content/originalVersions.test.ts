import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDocument } from '../../../contract/content/documents/article';
import type { TagDocument } from '../../../contract/content/documents/tag';
import type { ContentRecord, ContentVersion } from '../../../contract/content/protocol';
import type { ArticleDetails } from '../../../contract/entities/article';
import { buildApp } from '../../../cms/app';
import { CONTENT_KIND_DEFINITIONS } from '../../../cms/content/kinds';
import { keepOwedOriginals } from '../../../cms/content/originalVersions';
import { tagsKind } from '../../../cms/content/tags/tagKind';
import { insertTag } from '../../../cms/content/tags/tagWrites';
import { connectDatabase } from '../../../cms/db/connect';
import { migrateToLatest } from '../../../cms/db/migrate';
import type { Database } from '../../../cms/db/schema';
import { loadDemoContent } from '../../../seed/loadDemoContent';
import { content, openApi } from '../../support/contentApi';
import { withDatabaseAtMigration } from '../../support/databaseAtMigration';
import { startEditorApp } from '../../support/editorApp';
import type { SignedIn, StaffTestApp } from '../../support/staffApp';
import { ENGINES, testAppOptions } from '../../support/testApp';

/** A tag as SQL (or, before migration 030, the seed or an import) writes it: live rows, no version. */
const olderTag = (db: Kysely<Database>, zh: string, sort = 0) => insertTag(db, { group: 'province', sort, names: { zh } });

/** Every version row of a kind's item, oldest first, as stored. */
const versionsOf = (db: Kysely<Database>, kind: string, itemId: number) =>
  db.selectFrom('content_version').select(['number', 'origin', 'published_by', 'document']).where('kind', '=', kind).where('item_id', '=', itemId).orderBy('number').execute();

describe.each(ENGINES)('the content as seeded, before its first edit, on %s', (engine) => {
  let test: StaffTestApp;
  let editor: SignedIn;

  beforeAll(async () => {
    ({ test, editor } = await startEditorApp(engine, { seed: loadDemoContent }));
  });
  afterAll(() => test.close());

  it('is version 1 of every item of every kind, holding what the live rows hold, published by no one', async () => {
    let items = 0;
    for (const kind of CONTENT_KIND_DEFINITIONS) {
      const { rows } = await kind.list(test.app.db, { offset: 0, limit: 10_000, sortField: 'id', descending: false, filter: {} });
      for (const { id } of rows) {
        const versions = await versionsOf(test.app.db, kind.kind, id);
        expect(versions.map(({ number, origin, published_by }) => ({ number, origin, published_by })), `${kind.kind} ${id}`).toEqual([{ number: 1, origin: 'seeded', published_by: '' }]);
        expect(JSON.parse(versions[0]!.document), `${kind.kind} ${id}`).toEqual((await kind.load(test.app.db, id))!.document);
        items += 1;
      }
    }
    // Every kind the seed fills, and more than one item of most.
    expect(items).toBeGreaterThan(CONTENT_KIND_DEFINITIONS.length * 2);
  });

  it('lists it as version 1 in the history and restores it after an edit went live', async () => {
    const { body: cases } = await content<Array<{ id: number }>>(test.app, editor, 'GET', `articles?range=${encodeURIComponent('[0,0]')}`);
    const id = cases[0]!.id;
    const seeded = (await content<ContentRecord<ArticleDocument>>(test.app, editor, 'GET', `articles/${id}`)).body;
    const seededTitle = seeded.document.texts.zh!.title;
    expect((await content<ContentVersion[]>(test.app, editor, 'GET', `articles/${id}/versions`)).body).toEqual([
      { number: 1, origin: 'seeded', publishedBy: '', publisherName: null, publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);

    const edited = { ...seeded.document, texts: { ...seeded.document.texts, zh: { ...seeded.document.texts.zh!, title: '改过的标题' } } };
    const saved = (await content<ContentRecord<ArticleDocument>>(test.app, editor, 'PUT', `articles/${id}`, { revision: seeded.revision, document: edited })).body;
    const live = (await content<{ record: ContentRecord<ArticleDocument> }>(test.app, editor, 'POST', `articles/${id}/publish`, { revision: saved.revision })).body.record;
    expect(((await openApi(test.app, `articleDetails/${id}?language=zh`)).body.data as ArticleDetails).articleTitle).toBe('改过的标题');
    const versions = (await content<ContentVersion[]>(test.app, editor, 'GET', `articles/${id}/versions`)).body;
    expect(versions.map(({ number, origin, publishedBy, publisherName }) => ({ number, origin, publishedBy, publisherName }))).toEqual([
      { number: 2, origin: 'published', publishedBy: 'editor@example.com', publisherName: 'editor' },
      { number: 1, origin: 'seeded', publishedBy: '', publisherName: null },
    ]);

    const restored = await content<ContentRecord<ArticleDocument>>(test.app, editor, 'POST', `articles/${id}/versions/1/restore`, { revision: live.revision });
    expect(restored.status).toBe(200);
    expect(restored.body.document).toEqual(seeded.document);
    await content(test.app, editor, 'POST', `articles/${id}/publish`, { revision: restored.body.revision });
    expect(((await openApi(test.app, `articleDetails/${id}?language=zh`)).body.data as ArticleDetails).articleTitle).toBe(seededTitle);
  });

  it('is kept before the first draft of an item SQL wrote, whether edited or moved', async () => {
    const edited = await olderTag(test.app.db, '西藏', 900);
    const moved = await olderTag(test.app.db, '青海', 901);
    const draft: TagDocument = { group: 'province', sort: 900, names: { zh: '西藏自治区', en: null } };
    expect((await content(test.app, editor, 'PUT', `tags/${edited}`, { revision: 0, document: draft })).status).toBe(200);
    expect((await content(test.app, editor, 'PUT', `tags/${moved}/position`, { revision: 0, position: 1 })).status).toBe(200);
    for (const [id, zh, sort] of [[edited, '西藏', 900], [moved, '青海', 901]] as const) {
      const versions = await versionsOf(test.app.db, 'tags', id);
      expect(versions.map(({ number, origin }) => ({ number, origin })), zh).toEqual([{ number: 1, origin: 'original' }]);
      expect(JSON.parse(versions[0]!.document), zh).toEqual({ group: 'province', sort, names: { zh, en: null } });
    }
    // A later draft keeps no other: the state before the first edit is kept once.
    const record = (await content<ContentRecord<TagDocument>>(test.app, editor, 'GET', `tags/${edited}`)).body;
    await content(test.app, editor, 'PUT', `tags/${edited}`, { revision: record.revision, document: { ...draft, names: { zh: '西藏', en: 'Tibet' } } });
    expect(await versionsOf(test.app.db, 'tags', edited)).toHaveLength(1);
  });
});

describe.each(ENGINES)('content stored before migration 030 on %s', (engine) => {
  it('gets its live rows as version 1 when the CMS next starts, once, beside the versions it had', () =>
    withDatabaseAtMigration(engine, 'originals', '029_staff_management', async (db, where) => {
      const untouched = await olderTag(db, '北京');
      // Edited but never published: the live rows still hold the original, the draft the edit.
      const drafted = await olderTag(db, '上海');
      const draft: TagDocument = { group: 'province', sort: 0, names: { zh: '上海市', en: null } };
      await db.insertInto('content_item').values({ kind: 'tags', item_id: drafted, draft: JSON.stringify(draft), revision: 1, draft_by: 'editor@example.com', draft_at: '2026-03-01T00:00:00.000Z' }).execute();
      // Published from the back office: its versions are kept as they are.
      const published = await olderTag(db, '广东');
      await db.insertInto('content_version').values({ kind: 'tags', item_id: published, number: 1, document: JSON.stringify({ group: 'province', sort: 0, names: { zh: '广东', en: null } }), published_by: 'editor@example.com', published_at: '2026-02-01T00:00:00.000Z' }).execute();
      await migrateToLatest(db);
      expect(await versionsOf(db, 'tags', untouched)).toEqual([]);

      const app = await buildApp({ ...testAppOptions(where.dataDir, where.databaseUrl), clock: () => new Date('2026-11-29T01:00:00.000Z') });
      await app.close();

      const original = (zh: string) => ({ number: 1, origin: 'original', published_by: '', document: JSON.stringify({ group: 'province', sort: 0, names: { zh, en: null } }) });
      expect(await versionsOf(db, 'tags', untouched)).toEqual([original('北京')]);
      expect(await versionsOf(db, 'tags', drafted)).toEqual([original('上海')]);
      expect(await versionsOf(db, 'tags', published)).toEqual([{ ...original('广东'), origin: 'published', published_by: 'editor@example.com' }]);
      const keptAt = await db.selectFrom('content_version').select('published_at').where('item_id', '=', untouched).executeTakeFirstOrThrow();
      expect(keptAt.published_at).toBe('2026-11-29T01:00:00.000Z');
      // The draft stays the draft: restoring version 1 would bring the original back.
      expect((await tagsKind.load(db, drafted))!.document.names.zh).toBe('上海');

      // Owed once: a later start keeps nothing more, though an item without a version turns up.
      const later = await olderTag(db, '浙江');
      expect(await keepOwedOriginals(db, CONTENT_KIND_DEFINITIONS, '2026-11-30T00:00:00.000Z')).toBeNull();
      expect(await versionsOf(db, 'tags', later)).toEqual([]);
    }));

  it('owes nothing on a new database, so an empty one gets no version of its empty settings', () =>
    withDatabaseAtMigration(engine, 'originals-new', undefined, async (db) => {
      expect(await db.selectFrom('pending_backfill').selectAll().execute()).toEqual([]);
    }));
});

// Instances share a database on PostgreSQL only; one SQLite file is served by one process.
describe('content stored before migration 030 on PostgreSQL with two instances', () => {
  it('is kept by one of two instances starting side by side, the other finding nothing owed', () =>
    withDatabaseAtMigration('postgres', 'originals-race', '029_staff_management', async (db, where) => {
      const tag = await olderTag(db, '北京');
      await migrateToLatest(db);
      const other = connectDatabase({ dataDir: where.dataDir, databaseUrl: where.databaseUrl });
      try {
        const answers = await Promise.all([db, other.db].map((each) => keepOwedOriginals(each, CONTENT_KIND_DEFINITIONS, '2026-11-29T01:00:00.000Z')));
        // The tag and the settings (always one item) each got one, by one instance.
        expect(answers.filter((answer) => answer !== null)).toEqual([2]);
      } finally {
        await other.close();
      }
      expect((await versionsOf(db, 'tags', tag)).map((version) => version.origin)).toEqual(['original']);
    }));
});
