import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDocument } from '../../../../contract/content/documents/article';
import type { CategoryDocument } from '../../../../contract/content/documents/category';
import type { ContentListRow, ContentRecord } from '../../../../contract/content/protocol';
import type { TagDocument } from '../../../../contract/content/documents/tag';
import type { ContentFigures } from '../../../../contract/dashboardFigures';
import { loadDemoContent } from '../../../../seed/loadDemoContent';
import { startEditorApp } from '../../../support/editorApp';
import { call, type SignedIn, type StaffTestApp } from '../../../support/staffApp';
import { ENGINES } from '../../../support/testApp';
import { articleDocument, content, createPublished, rootCategory, tagDocument } from '../../../support/contentApi';

type ArticleRecord = ContentRecord<ArticleDocument>;

const withChinese = (document: ArticleDocument, zh: Partial<NonNullable<ArticleDocument['texts']['zh']>>): ArticleDocument => ({
  ...document,
  texts: { ...document.texts, zh: { ...document.texts.zh!, ...zh } },
});
const withEnglish = (document: ArticleDocument, en: Partial<NonNullable<ArticleDocument['texts']['en']>>): ArticleDocument => ({
  ...document,
  texts: { ...document.texts, en: { ...document.texts.en!, ...en } },
});

describe.each(ENGINES)('the translation status of content on %s', (engine) => {
  let test: StaffTestApp;
  let editor: SignedIn;
  let cases: ContentRecord<CategoryDocument>;

  const save = async (record: ArticleRecord, document: ArticleDocument, extra: object = {}) => {
    const saved = await content<ArticleRecord>(test.app, editor, 'PUT', `articles/${record.id}`, { revision: record.revision, document, ...extra });
    expect(saved.status).toBe(200);
    return saved.body;
  };
  const read = async (id: number) => (await content<ArticleRecord>(test.app, editor, 'GET', `articles/${id}`)).body;
  const listed = async (translation: string, kind = 'articles') => {
    const answer = await content<ContentListRow[]>(test.app, editor, 'GET', `${kind}?filter=${encodeURIComponent(JSON.stringify({ translation }))}&range=[0,99]`);
    return { status: answer.status, ids: answer.status === 200 ? answer.body.map((row) => row.id) : [], total: answer.headers['content-range'] };
  };
  const outOfDateCount = async () => {
    const response = await call(test.app, 'GET', '/dashboard/content', editor);
    expect(response.statusCode).toBe(200);
    return (response.json() as ContentFigures).translationsOutOfDate.find((row) => row.kind === 'articles')?.count ?? 0;
  };
  const article = (title: string, overrides: Partial<ArticleDocument> = {}) => createPublished(test.app, editor, 'articles', articleDocument(cases.id, title, overrides));

  beforeAll(async () => {
    ({ test, editor } = await startEditorApp(engine));
    cases = await createPublished(test.app, editor, 'categories', rootCategory(0, 'AllCase'));
  });
  afterAll(() => test.close());

  it('marks the English out of date when the Chinese text changes, with a word diff of the Chinese since its translation', async () => {
    const record = await article('Warehouse', { texts: { ...articleDocument(0, '').texts, zh: { title: '烟草行业的智能仓库', summary: '摘要', content: '<p>项目在2024年上线。</p>', fileId: null } } });
    expect(record).toMatchObject({ outOfDateLanguages: [], sourceChanges: {} });
    const before = await outOfDateCount();

    const saved = await save(record, withChinese(record.document, { title: '冷链行业的智能仓库' }));
    expect(saved.outOfDateLanguages).toEqual(['en']);
    expect(saved.sourceChanges.en).toMatchObject({ changedBy: 'editor@example.com', changedAt: expect.any(String) });
    // Words, not characters nor the whole title: 烟草 gave way to 冷链, the rest is kept.
    expect(saved.sourceChanges.en!.changes).toEqual([
      { change: 'removed', text: '烟草' },
      { change: 'added', text: '冷链' },
      { change: 'kept', text: '行业的智能仓库\n摘要\n项目在2024年上线。' },
    ]);
    expect((await listed('outOfDate')).ids).toContain(record.id);
    expect((await listed('upToDate')).ids).not.toContain(record.id);
    expect(await outOfDateCount()).toBe(before + 1);

    // A second change is shown against the text the English was translated from, not against the first change.
    const again = await save(saved, withChinese(saved.document, { content: '<p>项目在2025年上线。</p>' }));
    expect(again.sourceChanges.en!.changes.filter((part) => part.change !== 'kept')).toEqual([
      { change: 'removed', text: '烟草' },
      { change: 'added', text: '冷链' },
      { change: 'removed', text: '2024' },
      { change: 'added', text: '2025' },
    ]);
    // Publishing carries the draft live and leaves the translation as it was.
    const published = await content<{ record: ArticleRecord }>(test.app, editor, 'POST', `articles/${record.id}/publish`, { revision: again.revision });
    expect(published.body.record.outOfDateLanguages).toEqual(['en']);

    // The translator saves the English: up to date, nothing left to count.
    const translated = await save(published.body.record, withEnglish(published.body.record.document, { title: 'Smart cold-chain warehouse' }));
    expect(translated).toMatchObject({ outOfDateLanguages: [], sourceChanges: {} });
    expect((await listed('upToDate')).ids).toContain(record.id);
    expect((await listed('outOfDate')).ids).not.toContain(record.id);
    expect(await outOfDateCount()).toBe(before);
  });

  it('leaves the English up to date when only the Chinese formatting changes, or when the Chinese goes back to what was translated', async () => {
    const record = await article('Formatting');
    const bolder = await save(record, withChinese(record.document, { content: '<p><strong>正文</strong></p>' }));
    expect(bolder.outOfDateLanguages).toEqual([]);

    const changed = await save(bolder, withChinese(bolder.document, { summary: '新的摘要' }));
    expect(changed.outOfDateLanguages).toEqual(['en']);
    const back = await save(changed, withChinese(changed.document, { summary: '摘要' }));
    expect(back).toMatchObject({ outOfDateLanguages: [], sourceChanges: {} });
    expect((await read(record.id)).outOfDateLanguages).toEqual([]);
  });

  it('lets a translator confirm an unchanged English as up to date, and counts an item without English as missing', async () => {
    const record = await article('Typo');
    const fixed = await save(record, withChinese(record.document, { summary: '摘要。' }));
    expect(fixed.outOfDateLanguages).toEqual(['en']);
    const confirmed = await save(fixed, fixed.document, { upToDate: ['en'] });
    expect(confirmed).toMatchObject({ outOfDateLanguages: [], sourceChanges: {} });

    const chineseOnly = await article('Chinese only', { texts: { ...articleDocument(0, 'x').texts, en: null } });
    expect(chineseOnly.missingLanguages).toEqual(['en']);
    const edited = await save(chineseOnly, withChinese(chineseOnly.document, { summary: '改过的摘要' }));
    expect(edited).toMatchObject({ missingLanguages: ['en'], outOfDateLanguages: [] });
    const missing = await listed('missing');
    expect(missing.ids).toContain(chineseOnly.id);
    expect(missing.ids).not.toContain(record.id);
    expect(missing.total).toBe(`content/articles 0-${missing.ids.length - 1}/${missing.ids.length}`);
  });

  it('follows the other bilingual kinds too, and a restored version as it follows a save', async () => {
    const tag = await createPublished(test.app, editor, 'tags', tagDocument('华东', 'East China'));
    const renamed = await content<ContentRecord<TagDocument>>(test.app, editor, 'PUT', `tags/${tag.id}`, { revision: tag.revision, document: { ...tag.document, names: { ...tag.document.names, zh: '华南' } } });
    expect(renamed.body.outOfDateLanguages).toEqual(['en']);
    expect(renamed.body.sourceChanges.en!.changes).toEqual([{ change: 'removed', text: '华东' }, { change: 'added', text: '华南' }]);
    expect((await listed('outOfDate', 'tags')).ids).toEqual([tag.id]);
    // Version 1 is the Chinese the English was made from: restoring it makes the English up to date again.
    const restored = await content<ContentRecord<TagDocument>>(test.app, editor, 'POST', `tags/${tag.id}/versions/1/restore`, { revision: renamed.body.revision });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ document: { names: { zh: '华东' } }, outOfDateLanguages: [], sourceChanges: {} });
    expect((await listed('outOfDate', 'tags')).ids).toEqual([]);
  });

  it('forgets an item\'s status with the item', async () => {
    const record = await article('Deleted');
    const saved = await save(record, withChinese(record.document, { title: '删除前改过' }));
    expect(saved.outOfDateLanguages).toEqual(['en']);
    const before = await outOfDateCount();
    expect((await content(test.app, editor, 'DELETE', `articles/${record.id}`)).status).toBe(200);
    expect(await outOfDateCount()).toBe(before - 1);
  });

  it('finds an item in its status past the first 10,000 of a long list', async () => {
    // 10,000 tags with English ahead of one without, in position order (group, then position): a filter reading one
    // chunk of the list (the position order's 10,000 rows) would not reach it.
    const ids = Array.from({ length: 10_000 }, (_, index) => 1_000_000 + index);
    await test.app.db.transaction().execute(async (trx) => {
      for (let start = 0; start < ids.length; start += 500) {
        const chunk = ids.slice(start, start + 500);
        await trx.insertInto('tag').values(chunk.map((tag_id) => ({ tag_id, tag_group: 'province', sort: 0 }))).execute();
        await trx.insertInto('tag_i18n').values(chunk.flatMap((tag_id) => [{ tag_id, language: 'zh', tag_name: `场景${tag_id}` }, { tag_id, language: 'en', tag_name: `Scenario ${tag_id}` }])).execute();
      }
    });
    const last = await createPublished(test.app, editor, 'tags', tagDocument('最后的标签', null, 1));
    const answer = await content<ContentListRow[]>(test.app, editor, 'GET', `tags?sort=["sort","ASC"]&filter=${encodeURIComponent(JSON.stringify({ translation: 'missing' }))}`);
    expect(answer.status).toBe(200);
    expect(answer.body.map((row) => row.id)).toContain(last.id);
  });

  it('refuses a status that is none, and the filter on a kind written in one language', async () => {
    expect((await listed('stale')).status).toBe(400);
    expect((await listed('missing', 'friendly-links')).status).toBe(400);
    const record = await article('Refused');
    const refused = await content(test.app, editor, 'PUT', `articles/${record.id}`, { revision: record.revision, document: record.document, upToDate: ['zh'] });
    expect(refused.status).toBe(400);
  });
});

describe.each(ENGINES)('the translation status of the content already stored on %s', (engine) => {
  let test: StaffTestApp;
  let editor: SignedIn;

  beforeAll(async () => {
    ({ test, editor } = await startEditorApp(engine, { seed: loadDemoContent }));
  });
  afterAll(() => test.close());

  /** Every row of a kind's list, a page (at most 100) at a time. */
  async function wholeList(kind: string, filter: object = {}): Promise<ContentListRow[]> {
    const rows: ContentListRow[] = [];
    for (;;) {
      const page = await content<ContentListRow[]>(test.app, editor, 'GET', `${kind}?range=[${rows.length},${rows.length + 99}]&filter=${encodeURIComponent(JSON.stringify(filter))}`);
      expect(page.status).toBe(200);
      rows.push(...page.body);
      if (page.body.length < 100) return rows;
    }
  }
  const ids = (rows: ContentListRow[]) => rows.map((row) => row.id).sort((a, b) => a - b);

  it('is up to date where an item has English and missing where it has none, in every bilingual kind', async () => {
    let missing = 0;
    for (const kind of ['articles', 'categories', 'tags', 'jobs', 'products', 'videos']) {
      const all = await wholeList(kind);
      expect(all.length).toBeGreaterThan(0);
      const withoutEnglish = all.filter((row) => row.missingLanguages.includes('en'));
      missing += withoutEnglish.length;
      expect(ids(await wholeList(kind, { translation: 'missing' }))).toEqual(ids(withoutEnglish));
      expect(ids(await wholeList(kind, { translation: 'upToDate' }))).toEqual(ids(all.filter((row) => !row.missingLanguages.includes('en'))));
      expect(await wholeList(kind, { translation: 'outOfDate' })).toEqual([]);
    }
    // The demo content has items without English (jobs written in Chinese only): the filter has something to find.
    expect(missing).toBeGreaterThan(0);
  });
});
