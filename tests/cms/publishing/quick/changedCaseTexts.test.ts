import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSIFY_TYPES } from '../../../../contract/entities/classify';
import type { Database } from '../../../../cms/db/schema';
import { casesChangedSince, type CaseText } from '../../../../cms/publishing/quick/changedCaseTexts';
import { readContentPoint } from '../../../../cms/publishing/quick/contentPoint';
import { withMigratedDatabase } from '../../../support/databaseAtMigration';
import { ENGINES, startTestApp, type Engine, type TestApp } from '../../../support/testApp';

/**
 * Resolves once the database's clock, which dates each text (migration 013, to the millisecond),
 * reads later than `point`: a text written from then on is after the point, not at it.
 */
async function clockPast(db: Kysely<Database>, engine: Engine, point: string): Promise<void> {
  const now = engine === 'postgres'
    ? sql<string>`to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  for (;;) {
    const { rows } = await sql<{ now: string }>`SELECT ${now} AS now`.execute(db);
    if (rows[0]!.now > point) return;
  }
}

const sorted = (texts: CaseText[]) => [...texts].sort((a, b) => a.articleId - b.articleId || a.language.localeCompare(b.language));

describe.each(ENGINES)('the case texts changed since a release’s build on %s', (engine) => {
  let test: TestApp;
  /** Published articles written in both languages, by kind. */
  let cases: number[];
  let news: number[];
  beforeAll(async () => {
    test = await startTestApp(engine);
    const inBothLanguages = async (classifyType: number) =>
      (await test.app.db
        .selectFrom('article as a')
        .innerJoin('classify as c', 'c.classify_id', 'a.classify_id')
        .innerJoin('article_i18n as t', 't.article_id', 'a.article_id')
        .select('a.article_id')
        .where('c.classify_type', '=', classifyType)
        .where('a.published', '=', 1)
        .groupBy('a.article_id')
        .having((eb) => eb.fn.count('t.language'), '=', 2)
        .orderBy('a.article_id')
        .execute()).map((row) => row.article_id);
    cases = await inBothLanguages(CLASSIFY_TYPES.cases);
    news = await inBothLanguages(CLASSIFY_TYPES.journalism);
    expect(cases.length).toBeGreaterThanOrEqual(4);
    expect(news.length).toBeGreaterThanOrEqual(1);
  });
  afterAll(() => test.close());

  /** The content point now, with the database's clock moved past it. */
  const pointNow = async () => {
    const point = await readContentPoint(test.app.db);
    await clockPast(test.app.db, engine, point);
    return point;
  };
  const retitle = (articleId: number, language: 'zh' | 'en', title: string) =>
    test.app.db.updateTable('article_i18n').set({ title }).where('article_id', '=', articleId).where('language', '=', language).execute();

  it('takes the newest write to any article’s text as the content point', async () => {
    const { db } = test.app;
    const newest = await db.selectFrom('article_i18n').select('updated_at').orderBy('updated_at', 'desc').limit(1).executeTakeFirstOrThrow();
    const before = await pointNow();
    expect(before).toBe(newest.updated_at);

    // A news text counts too: the point is the newest text any build reads, of whatever kind.
    await retitle(news[0]!, 'en', 'A newer headline');
    const written = await db.selectFrom('article_i18n').select('updated_at').where('article_id', '=', news[0]!).where('language', '=', 'en').executeTakeFirstOrThrow();
    expect(written.updated_at > before).toBe(true);
    expect(await readContentPoint(db)).toBe(written.updated_at);
  });

  it('answers the published cases whose text was written after the point, in the language written', async () => {
    const { db } = test.app;
    const [first, second, unpublished] = cases as [number, number, number];
    const point = await pointNow();

    await retitle(news[0]!, 'zh', '不是案例的新闻');
    // Unpublishing the case raises both its texts' times, and so does its new title: no page to lay.
    await db.updateTable('article').set({ published: 0 }).where('article_id', '=', unpublished).execute();
    await retitle(unpublished, 'en', 'Taken off the site');
    await db.updateTable('article_i18n').set({ summary: 'A new summary' }).where('article_id', '=', second).where('language', '=', 'en').execute();
    await retitle(first, 'zh', '重新命名的案例');

    expect(sorted(await casesChangedSince(db, point))).toEqual([
      { articleId: first, language: 'zh-CN' },
      { articleId: second, language: 'en-US' },
    ]);
    // A text written at the point is the release's own: nothing is after the newest write (the
    // first case's title, just written).
    expect(await casesChangedSince(db, await readContentPoint(db))).toEqual([]);
  });

  it('answers both languages of a case whose article changed beyond its text (its picture, its place in the list)', async () => {
    const { db } = test.app;
    const [first, second, , fourth] = cases as [number, number, number, number];
    const point = await pointNow();
    await db.updateTable('article').set({ thumbnail: '/cms/static/images/another-picture.svg' }).where('article_id', '=', fourth).execute();
    expect(sorted(await casesChangedSince(db, point))).toEqual([
      { articleId: fourth, language: 'en-US' },
      { articleId: fourth, language: 'zh-CN' },
    ]);

    const later = await pointNow();
    await db.updateTable('article').set((eb) => ({ sort: eb('sort', '+', 1) })).where('article_id', 'in', [first, second]).execute();
    expect(sorted(await casesChangedSince(db, later))).toEqual([
      { articleId: first, language: 'en-US' },
      { articleId: first, language: 'zh-CN' },
      { articleId: second, language: 'en-US' },
      { articleId: second, language: 'zh-CN' },
    ]);
  });
});

describe.each(ENGINES)('the content point of a site without articles on %s', (engine) => {
  it('is empty, so that every text written later is after it', () =>
    withMigratedDatabase(engine, 'content_point', async (db) => {
      expect(await readContentPoint(db)).toBe('');
      expect(await casesChangedSince(db, '')).toEqual([]);

      const { classify_id: category } = await db.insertInto('classify').values({ parent_id: null, classify_type: CLASSIFY_TYPES.cases, out_link: 'newEnergy', sort: 1 })
        .returning('classify_id').executeTakeFirstOrThrow();
      const { article_id: articleId } = await db.insertInto('article').values({ classify_id: category, thumbnail: '', publish_time: '2026-11-30', sort: 1 })
        .returning('article_id').executeTakeFirstOrThrow();
      await db.insertInto('article_i18n').values({ article_id: articleId, language: 'en', title: 'The first case', summary: '', content: '<p>Text</p>', file_id: null }).execute();
      expect(await casesChangedSince(db, '')).toEqual([{ articleId, language: 'en-US' }]);
    }));
});
