import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetails, ArticleListItem } from '../../contract/entities/article';
import type { ClassifyNode } from '../../contract/entities/classify';
import { API_BASE_PATH } from '../../contract/api';
import { ENGINES, startTestApp, type TestApp } from '../support/testApp';

/**
 * `article_listing` and its counts are kept by triggers: whatever is written to `article` and
 * `article_i18n`, they must equal what the base tables say, and the lists must follow.
 */
describe.each(ENGINES)('the article listing kept by triggers on %s', (engine) => {
  let test: TestApp;
  let categories: number[];
  let root: number;

  const get = async (url: string) => (await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/${url}` })).json();
  const list = (classifyId: number, language = 'zh', pageSize = 100) =>
    get(`article/list?classifyId=${classifyId}&pageNum=1&pageSize=${pageSize}&language=${language}`) as Promise<{ rows: ArticleListItem[]; total: number }>;

  /** The listing and counts recomputed from the base tables, next to the kept ones. */
  async function keptAndRecomputed() {
    const { db } = test.app;
    const kept = await db.selectFrom('article_listing').selectAll().orderBy('article_id').orderBy('language').execute();
    const recomputed = await db
      .selectFrom('article_i18n as t')
      .innerJoin('article as a', 'a.article_id', 't.article_id')
      .select(['t.language', 'a.classify_id', 'a.sort', 'a.publish_time', 'a.article_id'])
      .orderBy('a.article_id')
      .orderBy('t.language')
      .execute();
    const keptCounts = await db
      .selectFrom('article_listing_count')
      .select(['language', 'classify_id', 'total'])
      .where('total', '<>', 0)
      .orderBy('language')
      .orderBy('classify_id')
      .execute();
    const recounted = await db
      .selectFrom('article_i18n as t')
      .innerJoin('article as a', 'a.article_id', 't.article_id')
      .select(['t.language', 'a.classify_id', (eb) => eb.fn.countAll<number | string>().as('total')])
      .groupBy(['t.language', 'a.classify_id'])
      .orderBy('t.language')
      .orderBy('a.classify_id')
      .execute();
    return {
      kept: { listing: kept, counts: keptCounts.map((row) => ({ ...row, total: Number(row.total) })) },
      recomputed: { listing: recomputed, counts: recounted.map((row) => ({ ...row, total: Number(row.total) })) },
    };
  }

  async function expectKeptCurrent() {
    const { kept, recomputed } = await keptAndRecomputed();
    expect(kept).toEqual(recomputed);
  }

  async function addArticle(classifyId: number, publishTime: string, languages: string[]): Promise<number> {
    const { article_id } = await test.app.db
      .insertInto('article')
      .values({ classify_id: classifyId, thumbnail: '/t.svg', publish_time: publishTime, sort: 0 })
      .returning('article_id')
      .executeTakeFirstOrThrow();
    if (languages.length > 0) {
      await test.app.db
        .insertInto('article_i18n')
        .values(languages.map((language) => ({ article_id, language, title: `T ${language}`, summary: 's', content: 'c' })))
        .execute();
    }
    return article_id;
  }

  beforeAll(async () => {
    test = await startTestApp(engine);
    const [tree] = (await get('classify/treeData?classifyType=0')).data as ClassifyNode[];
    root = tree!.classifyId;
    categories = tree!.children.map((child) => child.classifyId);
  });
  afterAll(() => test.close());

  it('starts equal to the base tables: the migration filled it from the seeded articles', async () => {
    expect((await keptAndRecomputed()).kept.listing.length).toBeGreaterThan(0);
    await expectKeptCurrent();
  });

  it('follows inserts, moves, reordering, a removed translation and deletions', async () => {
    const [first, second] = categories as [number, number];
    const before = await list(root);
    const newest = await addArticle(first, '2999-01-01T00:00:00.000Z', ['zh', 'en']);
    const chineseOnly = await addArticle(first, '2998-01-01T00:00:00.000Z', ['zh']);
    expect((await list(root)).total).toBe(before.total + 2);
    expect((await list(root)).rows.slice(0, 2).map((row) => row.articleId)).toEqual([newest, chineseOnly]);
    expect((await list(root, 'en')).rows.map((row) => row.articleId)).not.toContain(chineseOnly);

    await test.app.db.updateTable('article').set({ classify_id: second }).where('article_id', '=', newest).execute();
    expect((await list(first)).rows.map((row) => row.articleId)).not.toContain(newest);
    expect((await list(second)).rows[0]!.articleId).toBe(newest);

    await test.app.db.updateTable('article').set({ sort: -1, publish_time: '2000-01-01T00:00:00.000Z' }).where('article_id', '=', chineseOnly).execute();
    expect((await list(first)).rows[0]!.articleId).toBe(chineseOnly);

    await test.app.db.deleteFrom('article_i18n').where('article_id', '=', newest).where('language', '=', 'en').execute();
    expect((await list(second, 'en')).rows.map((row) => row.articleId)).not.toContain(newest);

    await test.app.db.insertInto('article_i18n').values({ article_id: chineseOnly, language: 'en', title: 'T', summary: 's', content: 'c' }).execute();
    expect((await list(first, 'en')).rows[0]!.articleId).toBe(chineseOnly);

    // An article's deletion takes its translations with it (foreign key cascade), and their rows.
    await test.app.db.deleteFrom('article_tag').where('article_id', 'in', [newest, chineseOnly]).execute();
    await test.app.db.deleteFrom('article').where('article_id', 'in', [newest, chineseOnly]).execute();
    expect((await list(root)).total).toBe(before.total);
    await expectKeptCurrent();
  });

  it('answers previous and next by the list order across sort values, equal times and ids', async () => {
    const category = categories[2]!;
    const time = '2997-06-01T00:00:00.000Z';
    const ids = [
      await addArticle(category, time, ['zh', 'en']),
      await addArticle(category, time, ['zh', 'en']),
      await addArticle(category, '2997-01-01T00:00:00.000Z', ['zh', 'en']),
    ];
    await test.app.db.updateTable('article').set({ sort: 1 }).where('article_id', '=', ids[2]!).execute();
    const order = (await list(category)).rows.map((row) => row.articleId);
    await expectKeptCurrent();
    for (const [index, articleId] of order.entries()) {
      const details = (await get(`articleDetails/${articleId}`)).data as ArticleDetails;
      expect(details.previous?.articleId ?? null).toBe(order[index - 1] ?? null);
      expect(details.next?.articleId ?? null).toBe(order[index + 1] ?? null);
    }
    // Equal times list the higher id first; a higher sort lists after every sort 0.
    expect(order.indexOf(ids[1]!)).toBe(order.indexOf(ids[0]!) - 1);
    expect(order.at(-1)).toBe(ids[2]);
  });

  it('keeps the counts right when an update rewrites a row without changing it', async () => {
    await sql`UPDATE article SET classify_id = classify_id, sort = sort`.execute(test.app.db);
    await expectKeptCurrent();
  });
});
