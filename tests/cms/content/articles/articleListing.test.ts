import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetails, ArticleListItem } from '../../../../contract/entities/article';
import type { ClassifyNode } from '../../../../contract/entities/classify';
import { API_BASE_PATH } from '../../../../contract/api';
import { publicFileUrl } from '../../../../cms/storage/publicUrls';
import { ENGINES, startTestApp, type TestApp } from '../../../support/testApp';

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

  /**
   * The listing, its counts and the list items recomputed from the base tables, next to the kept
   * ones. A published article is listed in its own category and in each one above it up to the
   * first unpublished one; its item is what `article/list` answers, serialised as JSON.stringify would.
   */
  async function keptAndRecomputed() {
    const { db } = test.app;
    const kept = await db
      .selectFrom('article_listing')
      .select(['language', 'listed_in', 'classify_id', 'sort', 'publish_time', 'article_id'])
      .orderBy('article_id').orderBy('language').orderBy('listed_in')
      .execute();
    const keptCounts = await db
      .selectFrom('article_listing_count')
      .select(['language', 'listed_in', 'total'])
      .where('total', '<>', 0)
      .orderBy('language').orderBy('listed_in')
      .execute();
    const keptItems = await db.selectFrom('article_list_item').select(['article_id', 'language', 'item']).orderBy('article_id').orderBy('language').execute();

    const categories = new Map((await db.selectFrom('classify').select(['classify_id', 'parent_id', 'published']).execute()).map((row) => [row.classify_id, row]));
    const translations = await db
      .selectFrom('article_i18n as t')
      .innerJoin('article as a', 'a.article_id', 't.article_id')
      .leftJoin('stored_file as f', 'f.file_id', 't.file_id')
      .select(['t.id', 't.language', 't.title', 't.summary', 't.file_id', 'f.stored_name', 'a.article_id', 'a.classify_id', 'a.sort', 'a.publish_time', 'a.published', 'a.thumbnail'])
      .orderBy('a.article_id').orderBy('t.language')
      .execute();
    const tags = await db.selectFrom('article_tag').select(['article_id', 'tag_id']).execute();
    const listing = translations.filter((row) => row.published === 1).flatMap((row) => {
      const rows = [];
      for (let category = categories.get(row.classify_id); category; category = category.parent_id === null ? undefined : categories.get(category.parent_id)) {
        rows.push({ language: row.language, listed_in: category.classify_id, classify_id: row.classify_id, sort: row.sort, publish_time: row.publish_time, article_id: row.article_id });
        if (category.published !== 1) break;
      }
      return rows.sort((a, b) => a.listed_in - b.listed_in);
    });
    const counts = new Map<string, { language: string; listed_in: number; total: number }>();
    for (const row of listing) {
      const key = `${row.language} ${row.listed_in}`;
      counts.set(key, { language: row.language, listed_in: row.listed_in, total: (counts.get(key)?.total ?? 0) + 1 });
    }
    const items = translations.map((row) => {
      const item: ArticleListItem = {
        id: row.id,
        articleId: row.article_id,
        articleTitle: row.title,
        articleSummary: row.summary,
        articleThumbnail: row.thumbnail,
        classifyId: row.classify_id,
        publishTime: row.publish_time,
        fileId: row.file_id,
        fileUrl: row.stored_name === null ? null : publicFileUrl(row.stored_name),
        tagIds: tags.filter((tag) => tag.article_id === row.article_id).map((tag) => tag.tag_id).sort((a, b) => a - b),
      };
      return { article_id: row.article_id, language: row.language, item: JSON.stringify(item) };
    });
    return {
      kept: { listing: kept, counts: keptCounts.map((row) => ({ ...row, total: Number(row.total) })), items: keptItems },
      recomputed: {
        listing,
        counts: [...counts.values()].sort((a, b) => a.language.localeCompare(b.language) || a.listed_in - b.listed_in),
        items,
      },
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

  async function addCategory(parentId: number, published = 1): Promise<number> {
    const { classify_id } = await test.app.db
      .insertInto('classify')
      .values({ parent_id: parentId, classify_type: 0, out_link: '', sort: 99, published })
      .returning('classify_id')
      .executeTakeFirstOrThrow();
    await test.app.db
      .insertInto('classify_i18n')
      .values(['zh', 'en'].map((language) => ({ classify_id, language, classify_name: `C ${classify_id} ${language}` })))
      .execute();
    return classify_id;
  }

  const ids = async (classifyId: number, language = 'zh') => (await list(classifyId, language)).rows.map((row) => row.articleId);

  it('lists an article in every category above its own up to the first unpublished one, and follows moves and publishing', async () => {
    const [first, second] = categories as [number, number];
    const middle = await addCategory(first);
    const leaf = await addCategory(middle);
    const article = await addArticle(leaf, '2996-01-01T00:00:00.000Z', ['zh', 'en']);
    for (const category of [leaf, middle, first, root]) expect(await ids(category)).toContain(article);
    expect(await ids(second)).not.toContain(article);
    await expectKeptCurrent();

    // Withdrawn, the middle category lists nothing and hides its subtree from the lists above it.
    await test.app.db.updateTable('classify').set({ published: 0 }).where('classify_id', '=', middle).execute();
    expect(await list(middle)).toMatchObject({ rows: [], total: 0 });
    for (const category of [first, root]) expect(await ids(category)).not.toContain(article);
    expect(await ids(leaf)).toContain(article);
    await expectKeptCurrent();
    await test.app.db.updateTable('classify').set({ published: 1 }).where('classify_id', '=', middle).execute();
    expect(await ids(root)).toContain(article);

    // Moved under another category, the subtree's articles leave the old lists and join the new ones.
    await test.app.db.updateTable('classify').set({ parent_id: second }).where('classify_id', '=', middle).execute();
    expect(await ids(first)).not.toContain(article);
    for (const category of [second, root]) expect(await ids(category)).toContain(article);
    await expectKeptCurrent();

    // Unpublishing the article takes it off every list; publishing it puts it back.
    await test.app.db.updateTable('article').set({ published: 0 }).where('article_id', '=', article).execute();
    for (const category of [leaf, middle, second, root]) expect(await ids(category)).not.toContain(article);
    await test.app.db.updateTable('article').set({ published: 1 }).where('article_id', '=', article).execute();
    expect(await ids(root)).toContain(article);
    await expectKeptCurrent();
  });

  it('answers each list item as the database keeps it, current after edits to the article, its text, its tags and its file', async () => {
    const category = categories[1]!;
    const article = await addArticle(category, '2995-01-01T00:00:00.000Z', ['zh', 'en']);
    const item = async (language = 'zh') => (await list(category, language)).rows.find((row) => row.articleId === article)!;
    const [tag, otherTag] = (await test.app.db.selectFrom('tag').select('tag_id').orderBy('tag_id').limit(2).execute()).map((row) => row.tag_id);

    await test.app.db.updateTable('article_i18n').set({ title: '新的 "标题" \\ 与 / 符号', summary: 'line\nbreak' }).where('article_id', '=', article).where('language', '=', 'zh').execute();
    await test.app.db.updateTable('article').set({ thumbnail: '/cms/static/images/new.svg' }).where('article_id', '=', article).execute();
    await test.app.db.insertInto('article_tag').values([{ article_id: article, tag_id: otherTag! }, { article_id: article, tag_id: tag! }]).execute();
    expect(await item()).toMatchObject({
      articleTitle: '新的 "标题" \\ 与 / 符号', articleSummary: 'line\nbreak', articleThumbnail: '/cms/static/images/new.svg', tagIds: [tag, otherTag],
    });
    expect((await item('en')).articleTitle).toBe('T en');
    await expectKeptCurrent();

    const { file_id } = await test.app.db
      .insertInto('stored_file')
      .values({ file_name: 'a.pdf', stored_name: 'listing-test.pdf', mime_type: 'application/pdf', size_bytes: 1, created_at: '2026-01-01T00:00:00.000Z' })
      .returning('file_id')
      .executeTakeFirstOrThrow();
    await test.app.db.updateTable('article_i18n').set({ file_id }).where('article_id', '=', article).where('language', '=', 'en').execute();
    expect(await item('en')).toMatchObject({ fileId: file_id, fileUrl: publicFileUrl('listing-test.pdf') });
    await test.app.db.updateTable('stored_file').set({ stored_name: 'listing-test-2.pdf' }).where('file_id', '=', file_id).execute();
    expect((await item('en')).fileUrl).toBe(publicFileUrl('listing-test-2.pdf'));
    await test.app.db.deleteFrom('article_tag').where('article_id', '=', article).where('tag_id', '=', tag!).execute();
    expect((await item()).tagIds).toEqual([otherTag]);
    await expectKeptCurrent();
  });

  it('answers previous and next within the article\'s own category, not among the articles of the categories below it', async () => {
    const parent = categories[3]!;
    const child = await addCategory(parent);
    const time = '2994-01-01T00:00:00.000Z';
    const [older, inChild, newer] = [
      await addArticle(parent, time, ['zh']),
      await addArticle(child, '2994-06-01T00:00:00.000Z', ['zh']),
      await addArticle(parent, time, ['zh']),
    ];
    const parentList = await ids(parent);
    expect(parentList.indexOf(inChild)).toBeLessThan(parentList.indexOf(newer));
    const details = (await get(`articleDetails/${newer}`)).data as ArticleDetails;
    expect(details.next?.articleId).toBe(older);
    expect((await get(`articleDetails/${inChild}`)).data).toMatchObject({ previous: null, next: null });
  });
});
