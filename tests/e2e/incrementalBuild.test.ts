import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, INTERNAL_API_PATHS } from '../../contract/api';
import type { ArticleIndexEntry } from '../../contract/entities/article';
import type { ClassifyNode } from '../../contract/entities/classify';
import { GATSBY_CACHE_DIR, SITE_DIR } from '../../builders/paths';
import { lockSiteBuild } from '../../cms/publishing/buildLock';
import { buildSite } from '../../cms/publishing/siteBuild';
import { LOCALES_DIR } from '../../site/gatsby/localesDir';
import { readSitemap } from '../../site/gatsby/sitemap/readSitemap';
import { buildApp } from '../../cms/app';
import { TEST_SITE_URL } from '../support/siteGlobalSetup';
import { startTestApp, testAppOptions, type TestApp } from '../support/testApp';

/** The SHA-256 of every page's HTML and page data in the working copy, by path. */
async function pageFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await fs.readdir(SITE_DIR, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !(entry.name.endsWith('.html') || entry.name === 'page-data.json')) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(SITE_DIR, file), createHash('sha256').update(await fs.readFile(file)).digest('hex'));
  }
  return files;
}

const changed = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));

/**
 * The count an activity's closing log line gives (`run queries in workers - 1.234s - 12/12 …`,
 * the duration optional), or 0 when Gatsby had nothing to do and never started the activity.
 */
const activityCount = (log: string, activity: string) =>
  Number(new RegExp(`${activity} - (?:[\\d.]+s - )?(\\d+)/\\d+`).exec(log)?.[1] ?? 0);

/** Page queries Gatsby ran. */
const pageQueriesRun = (log: string) => activityCount(log, 'run queries in workers');

/** Articles the sourcing read from the CMS, and those it kept from the last build (its own log line). */
const articlesSourced = (log: string) => {
  const match = /articles: (\d+) read from the CMS, (\d+) kept from the last build, in \d+ ms/.exec(log);
  return match ? { read: Number(match[1]), kept: Number(match[2]) } : null;
};

/** Pages whose HTML Gatsby rendered. */
const pagesRendered = (log: string) => activityCount(log, 'Building static HTML for pages');

/**
 * Incremental builds of the working copy (not the live release the other tests read), under the
 * build lock: a cold build, one with nothing changed, one after the company's phone number
 * (which only the footer slice shows) changed in the database, one after a locale file was
 * written anew, then one after a case's Chinese title was edited and another case deleted.
 */
describe('incremental site builds', () => {
  let test: TestApp;
  let unlock: () => Promise<void>;
  let cmsUrl = '';
  /** Article nodes (one per article and language) the cold build created. */
  let articleNodes = 0;

  const build = async () => {
    let log = '';
    await buildSite({ cmsUrl, siteUrl: TEST_SITE_URL }, (text) => {
      log += text;
    });
    return log;
  };

  beforeAll(async () => {
    unlock = await lockSiteBuild();
    test = await startTestApp('sqlite');
    cmsUrl = await test.app.listen({ host: '127.0.0.1', port: 0 });
    await fs.rm(SITE_DIR, { recursive: true, force: true });
    await fs.rm(GATSBY_CACHE_DIR, { recursive: true, force: true });
    // Another file may hold the lock through several publishes (editorPublishesCase.test.ts).
  }, 15 * 60_000);

  afterAll(async () => {
    await test?.close();
    await unlock?.();
  });

  it('rewrites no page and runs no page query when nothing changed, and for a new phone number renders the slices and only the pages that show it', async () => {
    const coldLog = await build();
    const cold = await pageFiles();
    expect(cold.size).toBeGreaterThan(150);
    const coldArticles = articlesSourced(coldLog);
    expect(coldArticles?.read).toBeGreaterThan(50);
    expect(coldArticles?.kept).toBe(0);
    articleNodes = coldArticles!.read;

    const unchangedLog = await build();
    const unchanged = await pageFiles();
    expect(changed(cold, unchanged)).toEqual([]);
    expect(articlesSourced(unchangedLog)).toEqual({ read: 0, kept: coldArticles!.read });
    expect(pageQueriesRun(unchangedLog)).toBe(0);
    expect(pagesRendered(unchangedLog)).toBe(0);
    expect(unchangedLog).toContain('There are no new or changed html files to build');

    await test.app.db.updateTable('site_setting').set({ setting_value: '400-765-4321' }).where('setting_key', '=', 'phoneZh').execute();
    const phoneLog = await build();
    // Gatsby renders the slices whose data changed and stitches their HTML into the pages. Of the
    // pages, only those whose own content shows the number (contact us) or whose structured data
    // gives it (home), in both languages, have new data and are rendered again.
    expect(phoneLog).toMatch(/Building slices HTML \([1-4]\)/);
    const newData = changed(unchanged, await pageFiles()).filter((file) => file.endsWith('page-data.json'));
    expect(newData.sort()).toEqual([
      'page-data/aboutUs/contactUs/page-data.json',
      'page-data/en-US/aboutUs/contactUs/page-data.json',
      'page-data/en-US/home/page-data.json',
      'page-data/home/page-data.json',
    ]);
    expect(pagesRendered(phoneLog)).toBe(newData.length);

    // The working copy, served as the CMS serves a release, shows the new number in both
    // languages, with the layout styled: each class of the layout's, header's and footer's CSS
    // modules in the page (the stitched slices') has a rule in the page's inlined CSS.
    const server = await buildApp({ ...testAppOptions(test.dataDir), siteDir: SITE_DIR });
    try {
      for (const url of ['/home', '/en-US/home', '/succeedCase/AllCase', '/en-US/aboutUs/chairman']) {
        const response = await server.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('400-765-4321');
        const styles = [...response.body.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
        const classes = new Set([...response.body.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)));
        const unstyled = [...classes].filter((name) => /^(Layout|Header|Footer)-module--/.test(name) && !styles.includes(`.${name}`));
        expect(unstyled, url).toEqual([]);
      }
    } finally {
      await server.close();
    }
  }, 30 * 60_000);

  it('rewrites no page when a locale file is written anew with the same copy', async () => {
    // The namespace the home page's data lists first: its nodes, made anew, are the newest.
    const homeData = JSON.parse(await fs.readFile(path.join(SITE_DIR, 'page-data/en-US/home/page-data.json'), 'utf8')) as {
      result: { data: { locales: { edges: { node: { ns: string } }[] } } };
    };
    const namespaces = homeData.result.data.locales.edges.map(({ node }) => node.ns);
    expect(namespaces.length).toBeGreaterThan(1);
    const file = path.join(LOCALES_DIR, 'en-US', `${namespaces[0]}.json`);
    const copy = await fs.readFile(file, 'utf8');
    const before = await pageFiles();
    await fs.writeFile(file, `${copy}\n`);
    const log = await build().finally(() => fs.writeFile(file, copy));
    expect(pageQueriesRun(log)).toBeGreaterThan(0);
    expect(changed(before, await pageFiles())).toEqual([]);
    expect(pagesRendered(log)).toBe(0);
  }, 30 * 60_000);

  it('reads only an edited article from the CMS, drops a deleted one, and dates anew only the addresses that show the edit', async () => {
    const { db } = test.app;
    const api = async <T>(url: string) => ((await test.app.inject({ url: `${API_BASE_PATH}/${url}` })).json() as { data: T }).data;
    const [root] = await api<ClassifyNode[]>('classify/treeData?classifyType=0&language=zh');
    const list = await api<ArticleIndexEntry[]>(`${INTERNAL_API_PATHS.articleIndex}?classifyId=${root!.classifyId}&language=zh`);
    // An article with a neighbour before it in its category, and another one to delete.
    const edited = list.find((entry, index) => list.slice(0, index).some((other) => other.classifyId === entry.classifyId))!;
    const neighbour = list.slice(0, list.indexOf(edited)).findLast((other) => other.classifyId === edited.classifyId)!;
    const deleted = list.find((entry) => entry !== edited && entry !== neighbour)!;
    const deletedVersions = (await db.selectFrom('article_i18n').select('id').where('article_id', '=', deleted.articleId).execute()).length;
    const sitemapBefore = await readSitemap(SITE_DIR);
    const before = await pageFiles();

    const title = `${edited.articleTitle}（修订）`;
    await db.updateTable('article_i18n').set({ title }).where('article_id', '=', edited.articleId).where('language', '=', 'zh').execute();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('article_tag').where('article_id', '=', deleted.articleId).execute();
      await trx.deleteFrom('article_i18n').where('article_id', '=', deleted.articleId).execute();
      await trx.deleteFrom('article').where('article_id', '=', deleted.articleId).execute();
    });
    const { updated_at: editedAt } = await db.selectFrom('article_i18n').select('updated_at')
      .where('article_id', '=', edited.articleId).where('language', '=', 'zh').executeTakeFirstOrThrow();

    const log = await build();
    const after = await pageFiles();
    expect(articlesSourced(log)).toEqual({ read: 1, kept: articleNodes - deletedVersions - 1 });

    // The deleted case's pages are gone in both languages; the edited title shows on its page
    // and on its neighbour's, whose node was kept with its link rewritten.
    expect(after.has(`page-data/caseDetails/${deleted.articleId}/page-data.json`)).toBe(false);
    expect(after.has(`page-data/en-US/caseDetails/${deleted.articleId}/page-data.json`)).toBe(false);
    expect(before.has(`page-data/caseDetails/${deleted.articleId}/page-data.json`)).toBe(true);
    for (const page of [edited.articleId, neighbour.articleId]) {
      expect(await fs.readFile(path.join(SITE_DIR, `page-data/caseDetails/${page}/page-data.json`), 'utf8')).toContain(title);
    }

    // The sitemap: the deleted case's addresses gone, the edited case's Chinese address and the
    // Chinese lists it is on dated by the edit, everything else as it was.
    const sitemapAfter = await readSitemap(SITE_DIR);
    const isDeleted = (loc: string) => loc.endsWith(`/caseDetails?id=${deleted.articleId}`);
    expect([...sitemapBefore.keys()].filter(isDeleted)).toHaveLength(2);
    expect([...sitemapAfter.keys()].sort()).toEqual([...sitemapBefore.keys()].filter((loc) => !isDeleted(loc)).sort());
    const redated = [...sitemapAfter].filter(([loc, lastmod]) => sitemapBefore.get(loc) !== lastmod);
    expect(redated.map(([loc]) => loc)).toContain(`${TEST_SITE_URL}/caseDetails?id=${edited.articleId}`);
    for (const [loc, lastmod] of redated) {
      expect(loc).not.toContain('/en-US/');
      expect(lastmod).toBe(editedAt);
    }
  }, 30 * 60_000);
});
