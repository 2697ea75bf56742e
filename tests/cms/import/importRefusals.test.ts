import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../contract/api';
import { importContent } from '../../../cms/import/importContent';
import { refusedCount, type ImportSummary } from '../../../cms/import/importSummary';
import { loadImportKeys } from '../../../cms/import/importKeys';
import { writeContentExport, type ExportedArticle, type GeneratedExport } from '../../support/contentExport';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const MEDIA_LIMIT = 4096;
const HOSTILE_HTML = '<p onclick="steal()">Hi</p><script>alert(1)</script><img src="x.png" onerror="alert(2)">'
  + '<a href="javascript:alert(3)">link</a><iframe src="https://evil.example"></iframe><table><tr><td style="x">cell</td></tr></table>';

/** An old site serving its pictures: one photograph, one too large for the import, nothing else. */
async function startOldSite(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.url === '/photo.png') response.end(PNG);
    else if (request.url === '/huge.png') response.end(Buffer.concat([PNG, Buffer.alloc(MEDIA_LIMIT)]));
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A copy of an export's first case under a new id, changed in both languages by `change`. */
function caseLike(content: GeneratedExport, articleId: number, change: (row: ExportedArticle, language: 'zh' | 'en') => Partial<ExportedArticle>) {
  for (const language of ['zh', 'en'] as const) {
    const [model] = content[language]['article/list'].filter((row) => row.tagIds.length > 0);
    const row = { ...model!, articleId, articleDetails: { ...model!.articleDetails, articleId } };
    content[language]['article/list'].push({ ...row, ...change(row, language) });
  }
}

const refusalsOf = (summary: ImportSummary, kind: string) => summary.kinds[kind]!.refused;

describe.each(ENGINES)('an export with bad items on %s', (engine) => {
  let test: TestApp;
  let folder: string;
  let oldSite: Awaited<ReturnType<typeof startOldSite>>;
  let summary: ImportSummary;
  let rerun: ImportSummary;
  let caseRoot: number;

  beforeAll(async () => {
    test = await startTestApp(engine, { seed: undefined });
    oldSite = await startOldSite();
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'content-export-'));
    const { file, content } = await writeContentExport(path.join(folder, 'export'), { cases: 8 });
    await fs.writeFile(path.join(folder, 'export', 'media', 'evil.png'), Buffer.concat([Buffer.from('MZ'), PNG]));
    await fs.writeFile(path.join(folder, 'export', 'media', 'script.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await fs.writeFile(path.join(folder, 'outside.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    caseLike(content, 20001, (_, language) => (language === 'zh' ? { articleTitle: '   ' } : {}));
    caseLike(content, 20002, () => ({ classifyId: 99999 }));
    caseLike(content, 20003, () => ({ tagIds: [77777] }));
    caseLike(content, 20004, () => ({ articleThumbnail: 'media/missing.png' }));
    caseLike(content, 20005, () => ({ articleThumbnail: 'media/evil.png' }));
    caseLike(content, 20006, () => ({ articleThumbnail: '../outside.svg' }));
    caseLike(content, 20007, () => ({ articleThumbnail: 'media/script.svg' }));
    caseLike(content, 20008, (row, language) => (language === 'en' ? { classifyId: row.classifyId + 1 } : {}));
    caseLike(content, 20009, () => ({ articleThumbnail: `${oldSite.origin}/photo.png` }));
    caseLike(content, 20010, () => ({ articleThumbnail: `${oldSite.origin}/huge.png` }));
    caseLike(content, 20011, () => ({ articleThumbnail: `${oldSite.origin}/gone.png` }));
    for (const language of ['zh', 'en'] as const) {
      const [cases] = content[language]['classify/treeData'][0]!;
      cases!.children.push({ classifyId: 601, classifyName: 'x', outLink: 'not a segment', children: [{ classifyId: 602, classifyName: 'y', outLink: 'child', children: [] }] });
    }
    caseLike(content, 20012, () => ({ classifyId: 602 }));
    caseLike(content, 20013, (row) => ({
      articleDetails: { ...row.articleDetails, articleContent: HOSTILE_HTML },
    }));
    content.en['blogroll/list'].push({ blogrollId: 999, blogrollName: 'Trap', blogrollLink: 'javascript:alert(1)' });
    const modelJobId = content.en['job/list'][0]!.jobId;
    for (const language of ['zh', 'en'] as const) {
      const model = content[language]['job/list'].find((job) => job.jobId === modelJobId);
      const jobLike = (jobId: number, change: Partial<typeof model>) =>
        content[language]['job/list'].push({ ...model!, jobId, jobDetails: { ...model!.jobDetails, jobId }, ...change });
      jobLike(30001, { closingDate: '2020-01-01', closesAt: null });
      jobLike(30002, { employmentType: 'SEASONAL' as never });
      jobLike(30003, { closingDate: '2027-02-30', closesAt: null });
    }
    await fs.writeFile(file, JSON.stringify(content));

    const run = () => importContent({ db: test.app.db, publicDir: test.app.storage.publicDir, file, limits: { maxBytes: MEDIA_LIMIT, timeoutMs: 5_000 } });
    summary = await run();

    for (const language of ['zh', 'en'] as const) {
      const changed = content[language]['article/list'].find((row) => row.articleId === 10_001)!;
      changed.articleTitle = `${changed.articleTitle} (revised)`;
      content[language]['localtion/list'][0]!.phone = '0571-1234 5678';
    }
    await fs.writeFile(file, JSON.stringify(content));
    caseRoot = (await loadImportKeys(test.app.db, 'category')).get('500')!.localId;
    rerun = await run();
  }, 120_000);
  afterAll(async () => {
    await test.close();
    await oldSite.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('refuses each bad item with its reason and imports the rest', () => {
    const articles = refusalsOf(summary, 'article');
    const reasonFor = (articleId: number) => articles.find((refusal) => refusal.label.endsWith(`(${articleId})`))?.reason;
    expect(reasonFor(20001)).toMatch(/^zh: articleTitle: Must not be blank/);
    expect(reasonFor(20002)).toBe('its category 99999 was not imported');
    expect(reasonFor(20003)).toBe('its tag 77777 was not imported');
    expect(reasonFor(20004)).toBe('articleThumbnail media/missing.png is not a file beside the export');
    expect(reasonFor(20005)).toBe('articleThumbnail media/evil.png is an executable');
    expect(reasonFor(20006)).toBe('articleThumbnail ../outside.svg is outside the export\'s folder');
    expect(reasonFor(20007)).toBe('articleThumbnail media/script.svg is an SVG with scripts, event handlers or embedded content');
    expect(reasonFor(20008)).toMatch(/^zh and en disagree on /);
    expect(reasonFor(20010)).toBe(`articleThumbnail ${oldSite.origin}/huge.png is larger than ${MEDIA_LIMIT} bytes`);
    expect(reasonFor(20011)).toBe(`articleThumbnail ${oldSite.origin}/gone.png answered HTTP 404`);
    expect(reasonFor(20012)).toBe('its category 602 was not imported');
    expect(articles).toHaveLength(11);
    expect(refusalsOf(summary, 'category')).toEqual([
      { label: 'category 601', reason: expect.stringMatching(/^zh: outLink: Must be one URL path segment/) },
      { label: 'category child (602)', reason: 'its parent category was not imported' },
    ]);
    expect(refusalsOf(summary, 'friendlyLink')).toEqual([{ label: 'link 999', reason: expect.stringMatching(/^en: blogrollLink: /) }]);
    const jobs = refusalsOf(summary, 'job');
    const jobReason = (jobId: number) => jobs.find((refusal) => refusal.label === `job ${jobId}`)?.reason;
    expect(jobReason(30001)).toMatch(/^zh: item: closingDate must not be before announceTime/);
    expect(jobReason(30002)).toMatch(/^zh: employmentType: /);
    expect(jobReason(30003)).toMatch(/^zh: closingDate: Must be a day of the calendar/);
    expect(jobs).toHaveLength(3);
    expect(refusedCount(summary)).toBe(17);
    expect(summary.kinds.article!.created).toBe(8 + 1 + 2);
  });

  it('keeps only the safe part of an article\'s HTML, the same in both languages', async () => {
    const articleId = (await loadImportKeys(test.app.db, 'article')).get('20013')!.localId;
    for (const language of ['zh', 'en']) {
      const details = (await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/articleDetails/${articleId}?language=${language}` })).json().data;
      expect(details.articleContent).toBe('<p>Hi</p><img src="x.png" /><a>link</a><table><tr><td>cell</td></tr></table>');
    }
  });

  it('fetches media from an http address and serves the same bytes', async () => {
    const articleId = (await loadImportKeys(test.app.db, 'article')).get('20009')!.localId;
    const details = (await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/articleDetails/${articleId}?language=en` })).json().data;
    expect(details.articleThumbnail).toMatch(/^\/cms\/static\/images\/[0-9a-f]{32}\.png$/);
    const served = await test.app.inject({ method: 'GET', url: details.articleThumbnail });
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('updates an item changed since the last run and reports it, keeping its ids', async () => {
    expect(rerun.kinds.article).toMatchObject({ created: 0, updated: 1, skipped: 10 });
    expect(rerun.kinds.serviceLocation).toMatchObject({ created: 0, updated: 1, skipped: 2 });
    expect(rerun.kinds.category).toMatchObject({ created: 0, updated: 0 });
    expect(rerun.revisionAfter).toBeGreaterThan(rerun.revisionBefore);
    const articleId = (await loadImportKeys(test.app.db, 'article')).get('10001')!.localId;
    const { rows } = (await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/article/list?classifyId=${caseRoot}&pageSize=100&language=en` })).json();
    expect(rows.filter((row: { articleId: number }) => row.articleId === articleId)).toEqual([
      expect.objectContaining({ articleTitle: 'Case 10001 (revised)' }),
    ]);
    const locations = (await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/localtion/list?language=zh` })).json().data;
    expect(locations[0]).toMatchObject({ phone: '0571-1234 5678', locationName: '网点 1' });
  });
});
