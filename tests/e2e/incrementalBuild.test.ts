import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATSBY_CACHE_DIR, SITE_DIR } from '../../build/paths';
import { lockSiteBuild } from '../../build/publish/buildLock';
import { buildSite } from '../../build/siteBuild';
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

/** Pages whose HTML Gatsby rendered. */
const pagesRendered = (log: string) => activityCount(log, 'Building static HTML for pages');

/**
 * Incremental builds of the working copy (not the live release the other tests read), under the
 * build lock: a cold build, one with nothing changed, then one after the company's phone number
 * (which only the footer slice shows) changed in the database.
 */
describe('incremental site builds', () => {
  let test: TestApp;
  let unlock: () => Promise<void>;
  let cmsUrl = '';

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
  }, 60_000);

  afterAll(async () => {
    await test?.close();
    await unlock?.();
  });

  it('rewrites no page and runs no page query when nothing changed, and for a new phone number renders the slices and only the pages that show it', async () => {
    await build();
    const cold = await pageFiles();
    expect(cold.size).toBeGreaterThan(150);

    const unchangedLog = await build();
    const unchanged = await pageFiles();
    expect(changed(cold, unchanged)).toEqual([]);
    expect(pageQueriesRun(unchangedLog)).toBe(0);
    expect(pagesRendered(unchangedLog)).toBe(0);
    expect(unchangedLog).toContain('There are no new or changed html files to build');

    await test.app.db.updateTable('site_setting').set({ setting_value: '400-765-4321' }).where('setting_key', '=', 'phoneZh').execute();
    const phoneLog = await build();
    // Gatsby renders the slices whose data changed and stitches their HTML into the pages. Of the
    // pages, only those whose own content shows the number (contact us, in both languages) have
    // new data and are rendered again.
    expect(phoneLog).toMatch(/Building slices HTML \([1-4]\)/);
    const newData = changed(unchanged, await pageFiles()).filter((file) => file.endsWith('page-data.json'));
    expect(newData.sort()).toEqual(['page-data/aboutUs/contactUs/page-data.json', 'page-data/en-US/aboutUs/contactUs/page-data.json']);
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
});
