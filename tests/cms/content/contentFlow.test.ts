import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDocument } from '../../../contract/content/documents/article';
import type { CategoryDocument } from '../../../contract/content/documents/category';
import type { TagDocument } from '../../../contract/content/documents/tag';
import type { ContentListRow, ContentRecord, ContentVersion } from '../../../contract/content/protocol';
import type { ArticleDetails, ArticleListItem } from '../../../contract/entities/article';
import type { ClassifyNode } from '../../../contract/entities/classify';
import type { Tag } from '../../../contract/entities/tag';
import type { PublishJob } from '../../../contract/publishing';
import { auditActions, call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp, standInPublisher } from '../../support/staffApp';
import { ENGINES } from '../../support/testApp';
import { articleDocument, content, createPublished, openApi, rootCategory, tagDocument } from '../../support/contentApi';

/** Stands for the site build: the content calls only ask for one. */

type ArticleRecord = ContentRecord<ArticleDocument>;

describe.each(ENGINES)('editing content through the back office on %s', (engine) => {
  let test: StaffTestApp;
  let editor: SignedIn;
  let cases: ContentRecord<CategoryDocument>;

  const details = (id: number, language = 'zh') => openApi(test.app, `articleDetails/${id}?language=${language}`);
  const listed = async (language = 'zh') => {
    const { body } = await openApi(test.app, `article/list?classifyId=${cases.id}&language=${language}&pageSize=100`);
    return { total: body.total, ids: (body.rows as ArticleListItem[]).map((row) => row.articleId) };
  };
  const exported = async (language = 'zh') => {
    const { body } = await openApi(test.app, `internal/articleExport?classifyId=${cases.id}&language=${language}&pageSize=100`);
    return (body.rows as Array<ArticleListItem & { articleContent: string }>).map((row) => row.articleId);
  };
  const tree = async (classifyType = 0, language = 'zh') => (await openApi(test.app, `classify/treeData?classifyType=${classifyType}&language=${language}`)).body.data as ClassifyNode[];
  const counted = async (language: string) => {
    const row = await test.app.db.selectFrom('article_listing_count').select('total').where('language', '=', language).where('listed_in', '=', cases.id).executeTakeFirst();
    return Number(row?.total ?? 0);
  };
  const create = async (document: ArticleDocument) => (await content<ArticleRecord>(test.app, editor, 'POST', 'articles', { document })).body;
  const publish = (kind: string, id: number, revision: number) =>
    content<{ record: ContentRecord<unknown>; job: PublishJob | null }>(test.app, editor, 'POST', `${kind}/${id}/publish`, { revision });

  beforeAll(async () => {
    test = await startStaffApp(engine, { publisher: standInPublisher });
    for (const role of ['editor', 'sales', 'hr']) await createStaff(test.app, `${role}@example.com`, [role]);
    editor = await signIn(test.app, 'editor@example.com');
    cases = await createPublished(test.app, editor, 'categories', rootCategory(0, 'AllCase'));
  });
  afterAll(() => test.close());

  it('keeps a new article off the site until it is published, then shows it in the list, the details, the export and the counts', async () => {
    const created = await content<ArticleRecord>(test.app, editor, 'POST', 'articles', { document: articleDocument(cases.id, 'Tobacco warehouse') });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ revision: 1, published: false, hasDraft: true, missingLanguages: [], draftBy: 'editor@example.com' });
    const { id } = created.body;
    expect((await details(id)).status).toBe(404);
    expect((await listed()).ids).not.toContain(id);
    expect(await exported()).not.toContain(id);

    const published = await publish('articles', id, created.body.revision);
    expect(published.status).toBe(200);
    expect(published.body.record).toMatchObject({ id, revision: 2, published: true, hasDraft: false, draftBy: null, draftAt: null });
    expect(published.body.job).toMatchObject({ id: expect.any(Number) });

    for (const language of ['zh', 'en']) {
      expect((await listed(language)).ids).toContain(id);
      expect(await exported(language)).toContain(id);
      expect(await counted(language)).toBe((await listed(language)).total);
    }
    const shown = (await details(id, 'en')).body.data as ArticleDetails;
    expect(shown).toMatchObject({ articleTitle: 'Tobacco warehouse (English)', articleContent: '<p>Body</p>', classifyName: 'All' });
    expect((await tree())[0]).toMatchObject({ classifyId: cases.id, outLink: 'AllCase' });
  });

  it('saves an edit as a draft the site does not see until it is published', async () => {
    const record = await createPublished(test.app, editor, 'articles', articleDocument(cases.id, 'Cold store'));
    const before = (await details(record.id)).body;
    const edited = { ...record.document, texts: { ...record.document.texts, zh: { ...record.document.texts.zh!, title: '新标题' } } };
    const saved = await content<ArticleRecord>(test.app, editor, 'PUT', `articles/${record.id}`, { revision: record.revision, document: edited });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ revision: record.revision + 1, published: true, hasDraft: true, draftBy: 'editor@example.com', draftAt: '2026-03-02T09:00:00.000Z' });
    expect(saved.body.document.texts.zh!.title).toBe('新标题');
    expect((await content<ArticleRecord>(test.app, editor, 'GET', `articles/${record.id}`)).body.document.texts.zh!.title).toBe('新标题');
    expect((await details(record.id)).body).toEqual(before);

    // The search reads the live titles; the row is named by the draft, what the editor will publish,
    // and keeps the live name the site shows until then.
    const search = `articles?filter=${encodeURIComponent(JSON.stringify({ q: 'cold STORE' }))}`;
    const rows = (await content<ContentListRow[]>(test.app, editor, 'GET', search)).body;
    expect(rows).toEqual([expect.objectContaining({ id: record.id, hasDraft: true, title: { zh: '新标题', en: 'Cold store (English)' }, liveTitle: { zh: 'Cold store（中文）', en: 'Cold store (English)' } })]);

    await publish('articles', record.id, saved.body.revision);
    const afterPublish = (await content<ContentListRow[]>(test.app, editor, 'GET', `articles?range=${encodeURIComponent('[0,999]')}`)).body.find((row) => row.id === record.id);
    expect(afterPublish).toMatchObject({ hasDraft: false, title: { zh: '新标题' }, liveTitle: { zh: '新标题' } });
    expect(((await details(record.id)).body.data as ArticleDetails).articleTitle).toBe('新标题');
  });

  it('hides an unpublished article everywhere the site reads it, and keeps the counts right', async () => {
    const record = await createPublished(test.app, editor, 'articles', articleDocument(cases.id, 'Unlisted'));
    const before = await listed();
    const unpublished = await content<{ record: ArticleRecord; job: PublishJob | null }>(test.app, editor, 'POST', `articles/${record.id}/unpublish`, { revision: record.revision });
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.record).toMatchObject({ published: false, revision: record.revision + 1 });
    expect(unpublished.body.job).not.toBeNull();
    expect((await details(record.id)).status).toBe(404);
    const after = await listed();
    expect(after.ids).not.toContain(record.id);
    expect(after.total).toBe(before.total! - 1);
    expect(await counted('zh')).toBe(after.total);
    expect(await exported()).not.toContain(record.id);
  });

  it('shows an article without English on the Chinese site only, and marks it', async () => {
    const document = articleDocument(cases.id, 'Chinese only');
    const created = await create({ ...document, texts: { zh: document.texts.zh, en: null } });
    expect(created.missingLanguages).toEqual(['en']);
    await publish('articles', created.id, created.revision);
    expect((await listed('zh')).ids).toContain(created.id);
    expect((await listed('en')).ids).not.toContain(created.id);
    expect((await details(created.id, 'en')).status).toBe(404);
    const row = (await content<ContentListRow[]>(test.app, editor, 'GET', `articles?range=${encodeURIComponent('[0,99]')}`)).body.find((candidate) => candidate.id === created.id);
    expect(row).toMatchObject({ missingLanguages: ['en'], title: { zh: 'Chinese only（中文）', en: null } });
  });

  it('filters the list by type, category and title, and refuses a filter the kind does not know', async () => {
    const news = await createPublished(test.app, editor, 'categories', rootCategory(1, 'AllNews'));
    const article = await createPublished(test.app, editor, 'articles', articleDocument(news.id, 'Trade fair 100%'));
    const list = (filter: object) => content<ContentListRow[]>(test.app, editor, 'GET', `articles?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect((await list({ classifyType: 1 })).body.map((row) => row.id)).toEqual([article.id]);
    expect((await list({ categoryId: String(news.id) })).body.map((row) => row.id)).toEqual([article.id]);
    expect((await list({ classifyType: 0, q: 'trade fair' })).body).toEqual([]);
    expect((await list({ q: 'fair 100%' })).body.map((row) => row.id)).toEqual([article.id]);
    expect((await list({ q: 'fair 1000%' })).body).toEqual([]);
    const unknown = await list({ owner: 3 });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 400, msg: '筛选条件无效' });
  });

  it('refuses the second of two saves made from the same revision, answering the current record', async () => {
    const record = await createPublished(test.app, editor, 'articles', articleDocument(cases.id, 'Contested'));
    const change = (title: string) => ({ ...record.document, texts: { ...record.document.texts, en: { ...record.document.texts.en!, title } } });
    const first = await content<ArticleRecord>(test.app, editor, 'PUT', `articles/${record.id}`, { revision: record.revision, document: change('First') });
    const second = await content<{ code: number; msg: string; data: { current: ArticleRecord } }>(
      test.app, editor, 'PUT', `articles/${record.id}`, { revision: record.revision, document: change('Second') },
    );
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body.code).toBe(409);
    expect(second.body.msg).toBe('该内容刚被他人修改：下面是最新版本，请在此基础上重新修改');
    expect(second.body.data.current).toEqual(first.body);
    const stale = await publish('articles', record.id, record.revision);
    expect(stale.status).toBe(409);
    expect((await details(record.id, 'en')).body.data).toMatchObject({ articleTitle: 'Contested (English)' });

    // Sent together, each on its own connection where the engine has several: one wins.
    const current = first.body.revision;
    const racing = await Promise.all([
      content(test.app, editor, 'PUT', `articles/${record.id}`, { revision: current, document: change('Racing A') }),
      publish('articles', record.id, current),
    ]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await content<ArticleRecord>(test.app, editor, 'GET', `articles/${record.id}`)).body.revision).toBe(current + 1);
  });

  it('keeps every published version with who and when, and restores one as the draft', async () => {
    const first = await createPublished(test.app, editor, 'articles', articleDocument(cases.id, 'Version one'));
    const second = { ...first.document, texts: { ...first.document.texts, en: { ...first.document.texts.en!, title: 'Version two' } } };
    const saved = (await content<ArticleRecord>(test.app, editor, 'PUT', `articles/${first.id}`, { revision: first.revision, document: second })).body;
    const live = (await publish('articles', first.id, saved.revision)).body.record;

    const versions = await content<ContentVersion[]>(test.app, editor, 'GET', `articles/${first.id}/versions`);
    expect(versions.headers['content-range']).toBe(`content/articles/${first.id}/versions 0-1/2`);
    expect(versions.body).toEqual([
      { number: 2, origin: 'published', publishedBy: 'editor@example.com', publisherName: 'editor', publishedAt: '2026-03-02T09:00:00.000Z' },
      { number: 1, origin: 'published', publishedBy: 'editor@example.com', publisherName: 'editor', publishedAt: '2026-03-02T09:00:00.000Z' },
    ]);
    const old = await content<ContentVersion & { document: ArticleDocument }>(test.app, editor, 'GET', `articles/${first.id}/versions/1`);
    expect(old.body.document.texts.en!.title).toBe('Version one (English)');
    expect((await content(test.app, editor, 'GET', `articles/${first.id}/versions/9`)).status).toBe(404);

    const restored = await content<ArticleRecord>(test.app, editor, 'POST', `articles/${first.id}/versions/1/restore`, { revision: live.revision });
    expect(restored.body).toMatchObject({ hasDraft: true, revision: live.revision + 1 });
    expect(restored.body.document).toEqual(first.document);
    expect(((await details(first.id, 'en')).body.data as ArticleDetails).articleTitle).toBe('Version two');
    await publish('articles', first.id, restored.body.revision);
    expect(((await details(first.id, 'en')).body.data as ArticleDetails).articleTitle).toBe('Version one (English)');
    expect((await content<ContentVersion[]>(test.app, editor, 'GET', `articles/${first.id}/versions`)).body).toHaveLength(3);
  });

  it('reorders tags as drafts and publishes every pending item at once, asking for one build', async () => {
    const created: Array<ContentRecord<TagDocument>> = [];
    for (const [index, name] of ['北京', '上海', '广东'].entries()) {
      created.push((await content<ContentRecord<TagDocument>>(test.app, editor, 'POST', 'tags', { document: tagDocument(name, `Province ${index}`, index) })).body);
    }
    const [beijing, shanghai, guangdong] = created.map((record) => record.id) as [number, number, number];
    const ordered = await content<Array<ContentRecord<TagDocument>>>(test.app, editor, 'PUT', 'tags/order', { ids: [guangdong, beijing, shanghai] });
    expect(ordered.status).toBe(200);
    expect(ordered.body.map((record) => [record.id, record.document.sort, record.hasDraft])).toEqual([[guangdong, 0, true], [beijing, 1, true], [shanghai, 2, true]]);
    expect((await content(test.app, editor, 'PUT', 'tags/order', { ids: [beijing, beijing] })).status).toBe(400);
    const pendingRows = (await content<ContentListRow[]>(test.app, editor, 'GET', `tags?filter=${encodeURIComponent('{"group":"province"}')}`)).body;
    expect(Object.fromEntries(pendingRows.map((row) => [row.id, row.sort]))).toEqual({ [guangdong]: 0, [beijing]: 1, [shanghai]: 2 });

    const visible = async () => ((await openApi(test.app, 'tag/list?tagGroup=province')).body.data as Tag[]).map((tag) => tag.tagId);
    expect(await visible()).toEqual([]);
    const waiting = async () => (await content<{ count: number }>(test.app, editor, 'GET', 'pending')).body.count;
    const before = await waiting();
    expect(before).toBeGreaterThanOrEqual(3);
    const pending = await content<{ published: Array<{ kind: string; id: number }>; job: PublishJob | null }>(test.app, editor, 'POST', 'publish-pending');
    expect(pending.status).toBe(200);
    expect(pending.body.published).toEqual(expect.arrayContaining([{ kind: 'tags', id: guangdong }, { kind: 'tags', id: beijing }, { kind: 'tags', id: shanghai }]));
    expect(pending.body.job).not.toBeNull();
    expect(await visible()).toEqual([guangdong, beijing, shanghai]);
    const after = (await content<ContentListRow[]>(test.app, editor, 'GET', `tags?filter=${encodeURIComponent('{"group":"province"}')}&sort=${encodeURIComponent('["sort","ASC"]')}`)).body;
    expect(after.map((row) => [row.id, row.hasDraft, row.published])).toEqual([[guangdong, false, true], [beijing, false, true], [shanghai, false, true]]);
    expect(pending.body.published).toHaveLength(before);
    expect(await waiting()).toBe(0);
    expect((await content<{ published: unknown[]; job: null }>(test.app, editor, 'POST', 'publish-pending')).body).toEqual({ published: [], job: null });
  });

  it('refuses to delete a category or a tag in use, saying how much uses it, and deletes it once unused', async () => {
    const category = await createPublished(test.app, editor, 'categories', { ...rootCategory(0, 'tobacco'), parentId: cases.id, names: { zh: '烟草', en: 'Tobacco' } });
    const tag = await createPublished(test.app, editor, 'tags', tagDocument('浙江', 'Zhejiang'));
    const article = await createPublished(test.app, editor, 'articles', articleDocument(category.id, 'In use', { tagIds: [tag.id] }));
    expect((await tree())[0]!.children.map((child) => child.outLink)).toContain('tobacco');

    const refused = await content<{ code: number; msg: string }>(test.app, editor, 'DELETE', `categories/${category.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('仍有 1 项内容在使用它，无法删除：请先移走或删除这些内容');
    expect((await content(test.app, editor, 'DELETE', `categories/${cases.id}`)).status).toBe(409);
    expect((await content(test.app, editor, 'DELETE', `tags/${tag.id}`)).status).toBe(409);

    const deleted = await content<ArticleRecord>(test.app, editor, 'DELETE', `articles/${article.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(article.id);
    expect((await details(article.id)).status).toBe(404);
    expect((await content(test.app, editor, 'GET', `articles/${article.id}`)).status).toBe(404);
    expect((await content(test.app, editor, 'DELETE', `categories/${category.id}`)).status).toBe(200);
    expect((await content(test.app, editor, 'DELETE', `tags/${tag.id}`)).status).toBe(200);
    expect((await tree())[0]!.children.map((child) => child.outLink)).not.toContain('tobacco');
  });

  it('hides an unpublished category with everything below it from the tree and the lists', async () => {
    const draft = await content<ContentRecord<CategoryDocument>>(test.app, editor, 'POST', 'categories', {
      document: { ...rootCategory(0, 'port'), parentId: cases.id, names: { zh: '港口', en: 'Ports' } },
    });
    expect(JSON.stringify(await tree())).not.toContain('"port"');
    const parent = (await publish('categories', draft.body.id, draft.body.revision)).body.record as ContentRecord<CategoryDocument>;
    expect((await tree())[0]!.children.map((node) => node.outLink)).toContain('port');
    const child = await createPublished(test.app, editor, 'categories', { ...rootCategory(0, 'river-port'), parentId: parent.id, names: { zh: '内河', en: 'River' } });
    const article = await createPublished(test.app, editor, 'articles', articleDocument(child.id, 'Wharf'));
    const parentList = async () => (await openApi(test.app, `article/list?classifyId=${parent.id}`)).body.rows as ArticleListItem[];
    expect((await parentList()).map((row) => row.articleId)).toEqual([article.id]);

    await content(test.app, editor, 'POST', `categories/${parent.id}/unpublish`, { revision: parent.revision });
    const outLinks = JSON.stringify(await tree());
    expect(outLinks).not.toContain('"port"');
    expect(outLinks).not.toContain('river-port');
    expect(await parentList()).toEqual([]);
  });

  it('checks a category’s route segment: its form, and that it is unique within its type', async () => {
    const invalid = await content<{ code: number; msg: string; field: string }>(test.app, editor, 'POST', 'categories', {
      document: { ...rootCategory(0, 'bad link!'), parentId: cases.id },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.msg).toBe('链接名只能包含字母、数字和连字符（-），以字母或数字开头，最多 64 个字符');
    for (const outLink of ['-leading', 'x'.repeat(65), 'ünïcode']) {
      expect((await content(test.app, editor, 'POST', 'categories', { document: { ...rootCategory(0, outLink), parentId: cases.id } })).status).toBe(400);
    }

    const taken = await content<{ msg: string; field: string }>(test.app, editor, 'POST', 'categories', { document: { ...rootCategory(0, 'AllCase'), parentId: cases.id } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ field: 'outLink', msg: '同一栏目类型下已有使用该链接名的分类' });
    const news = await content<ContentRecord<CategoryDocument>>(test.app, editor, 'POST', 'categories', { document: rootCategory(1, 'AllCase') });
    expect(news.status).toBe(201);

    const mine = await createPublished(test.app, editor, 'categories', { ...rootCategory(0, 'mine'), parentId: cases.id });
    const renamed = await content(test.app, editor, 'PUT', `categories/${mine.id}`, { revision: mine.revision, document: { ...mine.document, outLink: 'AllCase' } });
    expect(renamed.status).toBe(409);
    const kept = await content(test.app, editor, 'PUT', `categories/${mine.id}`, { revision: mine.revision, document: { ...mine.document, sort: 5 } });
    expect(kept.status).toBe(200);
    const loop = await content(test.app, editor, 'PUT', `categories/${cases.id}`, { revision: cases.revision, document: { ...cases.document, parentId: mine.id } });
    expect(loop.status).toBe(400);
  });

  it('lets editors edit content but not read leads or resumes; sales and hr may not edit articles', async () => {
    expect((await content(test.app, editor, 'GET', 'articles')).status).toBe(200);
    for (const path of ['/leads', '/resumes']) expect((await call(test.app, 'GET', path, editor)).statusCode).toBe(403);
    const document = articleDocument(cases.id, 'Not yours');
    for (const role of ['sales', 'hr']) {
      const session = await signIn(test.app, `${role}@example.com`);
      expect((await content(test.app, session, 'GET', 'articles')).status).toBe(403);
      expect((await content(test.app, session, 'POST', 'articles', { document })).status).toBe(403);
      expect((await content(test.app, session, 'POST', 'publish-pending')).status).toBe(403);
    }
  });

  it('audits every content call', async () => {
    const actions = new Set(await auditActions(test.app));
    for (const action of ['content.create', 'content.save', 'content.publish', 'content.unpublish', 'content.read', 'content.list', 'content.delete',
      'content.order', 'content.versions', 'content.version', 'content.restore', 'content.publish-pending']) {
      expect(actions).toContain(action);
    }
  });
});
