import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetails, ArticleExportItem, ArticleIndexEntry, ArticleListItem } from '../../../contract/entities/article';
import type { ClassifyNode } from '../../../contract/entities/classify';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';

const API = '/cms/open/api';

describe.each(ENGINES)('content calls on %s', (engine) => {
  let test: TestApp;
  const get = async (url: string) => {
    const response = await test.app.inject({ method: 'GET', url: `${API}/${url}` });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  const caseTree = async (language = 'zh') =>
    (await get(`classify/treeData?classifyType=0&language=${language}`)).body.data as ClassifyNode[];

  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  it('answers the case tree: a root whose children are the categories, in the language asked', async () => {
    const { status, body } = await get('classify/treeData?classifyType=0&language=zh');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    const [root] = body.data as ClassifyNode[];
    expect(root!.classifyId).toBeGreaterThan(0);
    expect(root!.outLink).toBe('AllCase');
    expect(root!.children.length).toBeGreaterThanOrEqual(6);
    for (const category of root!.children) {
      expect(category).toEqual({
        classifyId: expect.any(Number),
        classifyName: expect.stringMatching(/\p{Script=Han}/u),
        outLink: expect.stringMatching(/^[A-Za-z][A-Za-z0-9-]*$/),
        children: expect.any(Array),
      });
    }
    const [english] = await caseTree('en');
    expect(english!.children.map((c) => c.classifyId)).toEqual(root!.children.map((c) => c.classifyId));
    expect(english!.children[0]!.classifyName).toMatch(/^[\x20-\x7e]+$/);
  });

  it('treats an unknown or missing language as Chinese', async () => {
    const chinese = await caseTree('zh');
    expect(await caseTree('fr')).toEqual(chinese);
    expect((await get('classify/treeData?classifyType=0')).body.data).toEqual(chinese);
  });

  it('answers the other trees by classifyType and refuses an unknown type', async () => {
    const journalism = (await get('classify/treeData?classifyType=1&language=en')).body.data as ClassifyNode[];
    expect(journalism[0]!.children.map((c) => c.outLink)).toEqual(['news', 'activities', 'journal']);
    const { status, body } = await get('classify/treeData?classifyType=99');
    expect(status).toBe(400);
    expect(body.code).toBe(400);
  });

  it('pages the cases of the All entry by 8 from page 1, newest first', async () => {
    const [root] = await caseTree();
    const first = await get(`article/list?classifyId=${root!.classifyId}&pageNum=1&pageSize=8`);
    expect(first.body.code).toBe(0);
    expect(first.body.total).toBeGreaterThanOrEqual(40);
    const rows = first.body.rows as ArticleListItem[];
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      expect(row.articleId).toBeGreaterThan(0);
      expect(row.id).toBeGreaterThan(0);
      expect(row.articleTitle).not.toBe('');
      expect(row.articleSummary).not.toBe('');
      expect(row.articleThumbnail).toMatch(/^\/cms\/static\/images\/.+\.svg$/);
    }
    const dates = rows.map((row) => row.publishTime);
    expect([...dates].sort().reverse()).toEqual(dates);

    const pages = Math.ceil(first.body.total / 8);
    const seen = new Set<number>();
    for (let pageNum = 1; pageNum <= pages; pageNum += 1) {
      const page = await get(`article/list?classifyId=${root!.classifyId}&pageNum=${pageNum}&pageSize=8`);
      for (const row of page.body.rows as ArticleListItem[]) seen.add(row.articleId);
    }
    expect(seen.size).toBe(first.body.total);
    const beyond = await get(`article/list?classifyId=${root!.classifyId}&pageNum=${pages + 1}&pageSize=8`);
    expect(beyond.body).toMatchObject({ code: 0, rows: [], total: first.body.total });
  });

  it('lists a category’s own articles, and its children’s under a parent', async () => {
    const [root] = await caseTree();
    let sum = 0;
    for (const category of root!.children) {
      const page = await get(`article/list?classifyId=${category.classifyId}&pageNum=1&pageSize=100`);
      for (const row of page.body.rows as ArticleListItem[]) expect(row.classifyId).toBe(category.classifyId);
      sum += page.body.total;
    }
    const all = await get(`article/list?classifyId=${root!.classifyId}&pageNum=1&pageSize=8`);
    expect(sum).toBe(all.body.total);
  });

  it('filters by tags: every tag given must be carried', async () => {
    const [root] = await caseTree();
    const tags = (await get('tag/list?language=en')).body.data as Array<{ tagId: number; tagGroup: string; tagName: string }>;
    expect(new Set(tags.map((tag) => tag.tagGroup))).toEqual(new Set(['subIndustry', 'province', 'scenario', 'partner']));
    const provinces = (await get('tag/list?tagGroup=province')).body.data as Array<{ tagId: number; tagGroup: string }>;
    expect(provinces.every((tag) => tag.tagGroup === 'province')).toBe(true);

    const all = await get(`article/list?classifyId=${root!.classifyId}&pageSize=100`);
    const tagged = (all.body.rows as ArticleListItem[]).find((row) => row.tagIds.length >= 2)!;
    const [a, b] = tagged.tagIds;
    const both = await get(`article/list?classifyId=${root!.classifyId}&pageSize=100&tagIds=${a},${b}`);
    expect(both.body.total).toBeGreaterThanOrEqual(1);
    for (const row of both.body.rows as ArticleListItem[]) expect(row.tagIds).toEqual(expect.arrayContaining([a, b]));
    const expected = (all.body.rows as ArticleListItem[]).filter((row) => row.tagIds.includes(a!) && row.tagIds.includes(b!));
    expect(both.body.total).toBe(expected.length);
  });

  it('answers an article’s details in each language, with its neighbours', async () => {
    const [root] = await caseTree();
    const list = await get(`article/list?classifyId=${root!.classifyId}&pageNum=1&pageSize=8`);
    const { articleId } = (list.body.rows as ArticleListItem[])[0]!;
    const zh = (await get(`articleDetails/${articleId}?language=zh`)).body.data as ArticleDetails;
    const en = (await get(`articleDetails/${articleId}?language=en`)).body.data as ArticleDetails;
    expect(zh.articleId).toBe(articleId);
    expect(en.articleId).toBe(articleId);
    expect(zh.id).not.toBe(en.id);
    expect(zh.articleContent).toMatch(/<p>|<h2>/);
    expect(zh.articleTitle).toMatch(/\p{Script=Han}/u);
    expect(en.articleTitle).not.toMatch(/\p{Script=Han}/u);
    expect(zh.classifyName).toMatch(/\p{Script=Han}/u);
    if (zh.next) expect((await get(`articleDetails/${zh.next.articleId}`)).body.data.previous.articleId).toBe(articleId);
  });

  it('exports a list page with each article’s body, as the list and the details answer them', async () => {
    const [root] = await caseTree();
    for (const language of ['zh', 'en']) {
      const query = `classifyId=${root!.classifyId}&pageNum=2&pageSize=5&language=${language}`;
      const list = (await get(`article/list?${query}`)).body;
      const exported = (await get(`internal/articleExport?${query}`)).body;
      expect(exported.code).toBe(0);
      expect(exported.total).toBe(list.total);
      expect(exported.rows).toHaveLength(5);
      for (const [index, row] of (exported.rows as ArticleExportItem[]).entries()) {
        const { articleContent, updateTime, ...listed } = row;
        expect(listed).toEqual(list.rows[index]);
        expect(updateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        const details = (await get(`articleDetails/${row.articleId}?language=${language}`)).body.data as ArticleDetails;
        expect(articleContent).toBe(details.articleContent);
      }
    }
  });

  it('indexes a whole list as the export pages it: order, titles and update times, no bodies', async () => {
    const [root] = await caseTree();
    const category = root!.children.find((child) => child.children.length === 0)!;
    for (const classifyId of [root!.classifyId, category.classifyId]) {
      for (const language of ['zh', 'en']) {
        const exported: ArticleExportItem[] = [];
        for (let pageNum = 1; ; pageNum += 1) {
          const page = (await get(`internal/articleExport?classifyId=${classifyId}&language=${language}&pageNum=${pageNum}&pageSize=7`)).body;
          exported.push(...page.rows);
          if (page.rows.length === 0 || exported.length >= page.total) break;
        }
        const index = await get(`internal/articleIndex?classifyId=${classifyId}&language=${language}`);
        expect(index.status).toBe(200);
        expect(index.body.code).toBe(0);
        expect(exported.length).toBeGreaterThan(0);
        expect(index.body.data as ArticleIndexEntry[]).toEqual(exported.map((row) => ({
          articleId: row.articleId, classifyId: row.classifyId, articleTitle: row.articleTitle, updateTime: row.updateTime,
        })));
      }
    }
    expect((await get('internal/articleIndex?classifyId=999999')).body).toMatchObject({ code: 0, data: [] });
    for (const bad of ['', 'classifyId=x', 'classifyId=0', 'classifyId=1.5']) {
      expect(await get(`internal/articleIndex?${bad}`)).toMatchObject({ status: 400, body: { code: 400 } });
    }
  });

  it('answers 404 for an unknown article and 400 for an id that is not one', async () => {
    expect(await get('articleDetails/999999')).toMatchObject({ status: 404, body: { code: 404, msg: '未找到相关内容' } });
    expect((await get('articleDetails/999999?language=en')).body.msg).toBe('Nothing was found');
    for (const bad of ['abc', '-1', '0', '1.5', '1%20or%201=1']) {
      expect(await get(`articleDetails/${bad}`)).toMatchObject({ status: 400, body: { code: 400 } });
    }
    expect(await get('article/list')).toMatchObject({ status: 400, body: { code: 400 } });
    expect(await get('article/list?classifyId=1&pageNum=x')).toMatchObject({ status: 400 });
  });

  it('serves investor reports and brochures with real PDF files', async () => {
    const investor = (await get('classify/treeData?classifyType=3')).body.data as ClassifyNode[];
    const reports = await get(`article/list?classifyId=${investor[0]!.classifyId}&pageSize=100`);
    const withFile = (reports.body.rows as ArticleListItem[]).filter((row) => row.fileUrl);
    expect(withFile.length).toBeGreaterThanOrEqual(6);
    const file = await test.app.inject({ method: 'GET', url: withFile[0]!.fileUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const downloads = (await get('classify/treeData?classifyType=4')).body.data as ClassifyNode[];
    const brochures = await get(`article/list?classifyId=${downloads[0]!.classifyId}&pageSize=100`);
    expect((brochures.body.rows as ArticleListItem[]).every((row) => row.fileId !== null)).toBe(true);
  });

  it('serves the thumbnails it lists', async () => {
    const [root] = await caseTree();
    const list = await get(`article/list?classifyId=${root!.classifyId}&pageSize=1`);
    const image = await test.app.inject({ method: 'GET', url: list.body.rows[0].articleThumbnail });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(image.body).toContain('<svg');
  });

  it('lists videos and answers one', async () => {
    const list = await get('media/list?language=en&pageNum=1&pageSize=10');
    expect(list.body.code).toBe(0);
    expect(list.body.total).toBeGreaterThanOrEqual(4);
    const [first] = list.body.rows;
    expect(first.mediaTitle).not.toMatch(/\p{Script=Han}/u);
    const details = await get(`mediaDetails/${first.mediaId}?language=zh`);
    expect(details.body.data.mediaId).toBe(first.mediaId);
    expect(details.body.data.mediaTitle).toMatch(/\p{Script=Han}/u);
    const video = await test.app.inject({ method: 'GET', url: first.mediaUrl });
    expect(video.statusCode).toBe(200);
    expect(await get('mediaDetails/424242')).toMatchObject({ status: 404 });
  });

  it('answers friendly links per language', async () => {
    const zh = (await get('blogroll/list?language=zh')).body.data;
    const en = (await get('blogroll/list?language=en')).body.data;
    expect(zh.length).toBeGreaterThan(0);
    expect(en.length).toBeGreaterThan(0);
    expect(zh[0]).toEqual({ blogrollId: expect.any(Number), blogrollName: expect.any(String), blogrollLink: expect.stringMatching(/^https?:\/\//) });
    expect(zh.map((link: { blogrollId: number }) => link.blogrollId)).not.toEqual(en.map((link: { blogrollId: number }) => link.blogrollId));
  });

  it('answers service locations under the spec’s spelling and the right one', async () => {
    const misspelt = await get('localtion/list?language=en');
    expect(misspelt.body.code).toBe(0);
    expect(misspelt.body.data.length).toBeGreaterThanOrEqual(10);
    expect((await get('location/list?language=en')).body).toEqual(misspelt.body);
  });

  it('answers jobs: categories, workplaces, a filtered page and one job', async () => {
    const categories = (await get('job/getJobCategory')).body.data;
    const places = (await get('job/getWorkPlace')).body.data;
    expect(categories.length).toBeGreaterThanOrEqual(2);
    expect(places.length).toBeGreaterThanOrEqual(2);
    const all = await get('job/list?pageNum=1&pageSize=100');
    expect(all.body.total).toBeGreaterThanOrEqual(10);
    const category = categories[0].jobCategoryId;
    const filtered = await get(`job/list?jobCategoryId=${category}&pageSize=100`);
    expect(filtered.body.total).toBeGreaterThan(0);
    expect(filtered.body.rows.every((job: { jobCategoryId: number }) => job.jobCategoryId === category)).toBe(true);
    const place = places[0].workPlaceId;
    const both = await get(`job/list?jobCategoryId=${category}&workPlaceId=${place}&pageSize=100`);
    expect(both.body.rows.every((job: { workPlaceId: number; jobCategoryId: number }) => job.workPlaceId === place && job.jobCategoryId === category)).toBe(true);
    const job = await get(`job/${all.body.rows[0].jobId}`);
    expect(job.body.data).toMatchObject({ jobId: all.body.rows[0].jobId, post: all.body.rows[0].post });
    expect(job.body.data.duties).toContain('<');
    expect(await get('job/987654')).toMatchObject({ status: 404 });
  });

  it('answers products by type and the site settings per language', async () => {
    const agvs = (await get('product/list?productType=agv&language=en')).body.data;
    expect(agvs.map((p: { productKey: string }) => p.productKey).sort()).toEqual(
      ['attachment', 'body', 'collaborative', 'forklift', 'miniLifting', 'piggyback'].sort(),
    );
    const stackers = (await get('product/list?productType=stacker')).body.data;
    expect(stackers.map((p: { productKey: string }) => p.productKey).sort()).toEqual(
      ['curvedRail', 'heavy', 'light', 'medium', 'special'].sort(),
    );
    expect((await get('product/list?productType=platform')).body.data).toHaveLength(5);
    const zh = (await get('site/settings?language=zh')).body.data;
    const en = (await get('site/settings?language=en')).body.data;
    expect(zh.stockCode).toBe('300532');
    expect(zh.companyName).not.toBe(en.companyName);
    expect(en.marketingEmail).toMatch(/@/);
  });

  it('answers unknown paths with the envelope', async () => {
    expect(await get('no/such/call')).toMatchObject({ status: 404, body: { code: 404 } });
  });
});
