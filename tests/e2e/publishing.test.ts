import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_SITE_DIR, WIDGETS_DIR } from '../../builders/paths';
import { readContentRevision } from '../../cms/content/contentRevision';
import { writeSiteSettings } from '../../cms/content/siteSettings/siteSettingWrites';
import { BAIDU_PUSH_MAX_URLS } from '../../cms/publishing/baiduPush';
import { publishSite } from '../../cms/publishing/publishSite';
import { CURRENT, siteReleases } from '../../cms/publishing/releases/siteReleases';
import { servedIndex } from '../../cms/publishing/searchIndex/searchIndexFolder';
import { siteIsCurrent } from '../../cms/publishing/siteBuild';
import type { JobListItem } from '../../contract/entities/job';
import { ENGLISH_CAREERS_ON } from '../../contract/entities/site';
import { API_LANGUAGES } from '../../contract/language';
import { ROUTES } from '../../contract/siteRoutes';
import { sitemapShape } from '../site/support/sitemapShape';
import { localReceiver } from '../support/baiduReceiver';
import { freePort } from '../support/freePort';
import { TEST_SITE_URL } from '../support/siteGlobalSetup';
import { startTestApp, type TestApp } from '../support/testApp';
import { NOINDEX, allCases, api, escapeRegExp, hreflangAlternates as alternates, unescapeHtml } from './support';

/** What makes two answers the same page: the title, the sitemap's addresses, robots.txt's text. */
function pageOf(url: string, body: string): string {
  if (url.endsWith('.xml')) return [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).join('\n');
  if (url.endsWith('.txt')) return body;
  return /<title[^>]*>([^<]*)<\/title>/.exec(body)?.[1] ?? '';
}

/**
 * Publishing through releases, with the CMS serving a releases folder of its own (a copy of the
 * run's live release to start from) so the run's other tests keep theirs: a failed build leaves
 * the live release serving, and a real Gatsby build published while a visitor keeps asking for
 * pages never answers a half-written site.
 */
describe('publishing the site', () => {
  let releasesDir = '';
  let test: TestApp;
  let origin = '';
  let urls: string[] = [];
  /** A case the checked addresses do not show: the one the publish's content change is made to. */
  let lastCaseId = 0;
  const expected = new Map<string, string>();
  /** Stands for Baidu's URL submission API: the publish that goes live pushes its changed addresses there. */
  const baidu = localReceiver();
  let baiduEndpoint = '';

  beforeAll(async () => {
    baiduEndpoint = await baidu.start();
    releasesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-releases-'));
    const releases = siteReleases(releasesDir);
    const first = await releases.add(await fs.realpath(LIVE_SITE_DIR));
    await releases.switchTo(first.id);
    test = await startTestApp('sqlite', { siteDir: path.join(releasesDir, CURRENT), widgetsDir: WIDGETS_DIR });
    origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
    const pages = await allCases(origin);
    const firstPage = pages[0];
    lastCaseId = pages.at(-1)!.at(-1)!.articleId;
    urls = ['/stockmarket', '/sitemap.xml', '/robots.txt', `/caseDetails?id=${firstPage![0]!.articleId}`];
    for (const url of urls) {
      const response = await fetch(`${origin}${url}`);
      expect(response.status, url).toBe(200);
      expected.set(url, pageOf(url, await response.text()));
      expect(expected.get(url), url).not.toBe('');
    }
  });
  afterAll(async () => {
    await baidu.close();
    await test?.close();
    await fs.rm(releasesDir, { recursive: true, force: true });
  });

  /**
   * Asks for every address in turn until `done` settles; answers every answer that was not a whole
   * page: the one before the publish, or the one the new release serves (asked once it settled).
   */
  async function visitWhile(done: Promise<unknown>) {
    let finished = false;
    const settled = done.finally(() => {
      finished = true;
    });
    settled.catch(() => {});
    const answers: Array<{ url: string; status: number; bytes: number; page: string }> = [];
    let rounds = 0;
    // One more whole round once the publish settled: the new release is asked too.
    for (let last = false; !last; rounds += 1) {
      last = finished;
      for (const url of urls) {
        const response = await fetch(`${origin}${url}`);
        const body = await response.text();
        answers.push({ url, status: response.status, bytes: body.length, page: pageOf(url, body) });
      }
    }
    const after = new Map(await Promise.all(urls.map(async (url) => [url, pageOf(url, await (await fetch(`${origin}${url}`)).text())] as const)));
    const wrong = answers
      .filter(({ url, status, bytes, page }) => status !== 200 || bytes === 0 || (page !== expected.get(url) && page !== after.get(url)))
      .map(({ url, status, bytes, page }) => `${url}: ${status}, ${bytes} bytes, page "${page.slice(0, 80)}"`);
    return { wrong, rounds };
  }

  it('keeps the live release when the build fails (the CMS it sources from is unreachable), and says why', async () => {
    const releases = siteReleases(releasesDir);
    const live = await releases.live();
    const baiduPush = { token: 'e2e-token', siteUrl: TEST_SITE_URL, endpoint: baiduEndpoint, maxUrls: BAIDU_PUSH_MAX_URLS };
    const failing = publishSite({ cmsUrl: `http://127.0.0.1:${await freePort()}`, siteUrl: TEST_SITE_URL }, { releasesDir, force: true, log: () => {}, baiduPush });
    const [visits, outcome] = await Promise.all([visitWhile(failing), failing.then(() => null, (error: Error) => error)]);
    expect(outcome?.message).toMatch(/gatsby build failed[\s\S]*(ECONNREFUSED|fetch failed|127\.0\.0\.1)/);
    expect(await releases.live()).toBe(live);
    expect(visits.wrong).toEqual([]);
    // Nothing went live: nothing is pushed.
    expect(baidu.received).toEqual([]);
  }, 600_000);

  it('switches to a new release in one step while pages are asked for: every answer is the whole page', async () => {
    const releases = siteReleases(releasesDir);
    const before = await releases.live();
    // A changed case, new on every run (Gatsby's cache outlives the run): the build renders its
    // pages again; with nothing changed it would render none.
    const body = `Body changed before the publish at ${new Date().toISOString()}`;
    await test.app.db.updateTable('article_i18n').set({ content: `<p>${body}</p>` }).where('article_id', '=', lastCaseId).execute();
    // And English careers turned on (off in the demo content, as SPEC describes the site): the
    // release after shows them (the last test), the sitemap changing under the visits too.
    await writeSiteSettings(test.app.db, API_LANGUAGES.map((language) => ({ language, key: 'englishCareers', value: ENGLISH_CAREERS_ON })));
    const options = { cmsUrl: origin, siteUrl: TEST_SITE_URL, contentRevision: await readContentRevision(test.app.db) };
    const phases: string[] = [];
    const pages: Array<{ done: number; total: number }> = [];
    const publishing = publishSite(options, {
      releasesDir, force: true, log: () => {},
      baiduPush: { token: 'e2e-token', siteUrl: TEST_SITE_URL, endpoint: baiduEndpoint, maxUrls: BAIDU_PUSH_MAX_URLS },
      report: (progress) => {
        if (phases.at(-1) !== progress.phase) phases.push(progress.phase);
        if (progress.phase === 'html' && progress.pages) pages.push(progress.pages);
      },
    });
    const [visits, result] = await Promise.all([visitWhile(publishing), publishing]);
    expect(visits.wrong).toEqual([]);
    expect(visits.rounds).toBeGreaterThan(2);
    // Gatsby's structured output, read: its phases in order, and the pages it rendered.
    expect(phases).toEqual(['sourcing', 'queries', 'html', 'copying', 'switching']);
    expect(pages.at(-1)!.total).toBeGreaterThan(0);
    expect(pages.at(-1)!.done).toBe(pages.at(-1)!.total);
    const page = await fetch(`${origin}/caseDetails?id=${lastCaseId}`);
    expect(await page.text()).toContain(body);

    if (!result.published) throw new Error('a forced publish must build');
    expect(await releases.live()).toBe(result.release.id);
    // What did not change is shared with the release before, not copied: the logo is one file in
    // both. (The release before was built from the end-to-end setup's CMS, seeded at another
    // time: pages that give their dates, and every page's header with English careers turned on,
    // differ from it.)
    expect(result.release.linked).toBeGreaterThan(0);
    const untouched = 'logo.png';
    const [previousFile, nextFile] = await Promise.all([fs.stat(path.join(releasesDir, before!, untouched)), fs.stat(path.join(result.release.dir, untouched))]);
    expect(nextFile.ino).toBe(previousFile.ino);
    // Compressed after going live: the changed case page gets its twin, which decodes to it.
    expect((await result.compression).compressed).toBeGreaterThan(0);
    const pageFile = path.join(result.release.dir, 'caseDetails', String(lastCaseId), 'index.html');
    expect(zlib.brotliDecompressSync(await fs.readFile(`${pageFile}.br`)).equals(await fs.readFile(pageFile))).toBe(true);
    // Indexed for the site search after going live too: the index appears whole, in its folder,
    // beside the previous release's, which the release served until then.
    expect(result.carriedSearchIndex?.by).toBe('folder link');
    expect((await result.searchIndex).pages).toBeGreaterThan(0);
    expect((await fs.readdir(result.release.dir)).filter((name) => name.includes('pagefind'))).toEqual(['pagefind']);
    const served = (await servedIndex(result.release.dir))!;
    expect(await fs.readFile(path.join(served.dir, 'pagefind-entry.json'), 'utf8')).toContain('"zh-cn"');
    expect(served.name).not.toBeNull();
    expect((await servedIndex(path.join(releasesDir, before!)))?.name).not.toBe(served.name);
    // The live release and the one before it, for a rollback; nothing else.
    expect((await fs.readdir(releasesDir)).sort()).toEqual([CURRENT, before!, result.release.id].sort());

    // Baidu received exactly the addresses that are new or dated otherwise than in the release before.
    const listed = async (id: string) => sitemapShape(await fs.readFile(path.join(releasesDir, id, 'sitemap.xml'), 'utf8')).entries;
    const previous = new Map((await listed(before!)).map((entry) => [entry.loc, entry.lastmod]));
    const changed = (await listed(result.release.id)).filter((entry) => previous.get(entry.loc) !== entry.lastmod).map((entry) => entry.loc);
    expect(changed).toContain(`${TEST_SITE_URL}/caseDetails?id=${lastCaseId}`);
    expect(changed).toContain(`${TEST_SITE_URL}/en-US/caseDetails?id=${lastCaseId}`);
    const pushed = baidu.received.flatMap((request) => request.addresses);
    expect(pushed.sort()).toEqual(changed.sort());
    expect(result.linkPush).toMatchObject({ status: 'pushed', addresses: changed.length, success: changed.length });

    // A write to the content makes the new release stale.
    const live = path.join(releasesDir, CURRENT);
    expect(await siteIsCurrent(options, live)).toBe(true);
    await test.app.db.insertInto('tag').values({ tag_group: 'publishing-test', sort: 0 }).execute();
    expect(await siteIsCurrent({ ...options, contentRevision: await readContentRevision(test.app.db) }, live)).toBe(false);
  }, 600_000);

  // Careers in English by the setting, on the release the publish above made with it on (the
  // default, off, is careersLanguages.test.ts's, on the end-to-end setup's build).
  describe('with English careers turned on', () => {
    const get = async (address: string) => {
      const response = await fetch(`${origin}${address}`);
      return { status: response.status, html: unescapeHtml(await response.text()) };
    };
    const jobs = async (language: 'zh' | 'en') => (await api<{ rows: JobListItem[] }>(origin, 'job/list', { pageNum: 1, pageSize: 100, language })).rows;
    /** The jobs written in English, and those written in Chinese only (the seed leaves one). */
    const jobsByLanguage = async () => {
      const english = await jobs('en');
      const chineseOnly = (await jobs('zh')).filter((job) => !english.some((translated) => translated.jobId === job.jobId));
      return { english, chineseOnly };
    };

    it('has a Careers entry in the English header and an indexable English job board of the jobs written in English', async () => {
      const { english, chineseOnly } = await jobsByLanguage();
      expect(english.length).toBeGreaterThan(0);
      expect(chineseOnly.length).toBeGreaterThan(0);
      expect((await get('/en-US/home')).html).toContain('href="/en-US/joinUs"');
      const { status, html } = await get('/en-US/joinUs');
      expect(status).toBe(200);
      expect(html).not.toMatch(NOINDEX);
      for (const job of english) expect(html).toContain(job.post);
      for (const job of chineseOnly) expect(html).not.toContain(`${ROUTES.joinUsDetails}?id=${job.jobId}"`);
    });

    it("serves an English job's page with its resume form; a job written in Chinese only is missing in English", async () => {
      const { english, chineseOnly } = await jobsByLanguage();
      const hidden = chineseOnly[0]!;
      const page = await get(`/en-US${ROUTES.joinUsDetails}?id=${english[0]!.jobId}`);
      expect(page.status).toBe(200);
      expect(page.html).not.toMatch(NOINDEX);
      expect(page.html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(english[0]!.post)}</h1>`));
      expect(page.html).toContain('cmsw-resume');
      expect(alternates(page.html)).toEqual(['zh-CN', 'en-US', 'x-default']);
      const missing = await get(`/en-US${ROUTES.joinUsDetails}?id=${hidden.jobId}`);
      expect(missing.status).toBe(404);
      expect(missing.html).toMatch(NOINDEX);
      expect(missing.html).not.toContain(hidden.post);
      expect(alternates((await get(`${ROUTES.joinUsDetails}?id=${hidden.jobId}`)).html)).toEqual(['zh-CN', 'x-default']);
    });

    it('lists the English careers addresses in the sitemap, and still no English investor relations', async () => {
      const { english, chineseOnly } = await jobsByLanguage();
      const hidden = chineseOnly[0]!;
      const sitemap = unescapeHtml(await (await fetch(`${origin}/sitemap.xml`)).text());
      expect(sitemap).toContain(`/en-US${ROUTES.joinUs}</loc>`);
      for (const job of english) expect(sitemap).toContain(`/en-US${ROUTES.joinUsDetails}?id=${job.jobId}</loc>`);
      expect(sitemap).not.toContain(`/en-US${ROUTES.joinUsDetails}?id=${hidden.jobId}<`);
      expect(sitemap).not.toMatch(/\/en-US\/(stockmarket|secretaries|investorNews)/);
    });
  });
});
