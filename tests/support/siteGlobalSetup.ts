import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { adminIsCurrent, buildAdmin } from '../../build/adminBuild';
import { GATSBY_CACHE_DIR, SITE_DIR } from '../../build/paths';
import { buildSite, siteIsCurrent } from '../../build/siteBuild';
import { buildWidgets, widgetsAreCurrent } from '../../build/widgetsBuild';
import { buildApp } from '../../cms/app';
import { loadDemoContent } from '../../seed/loadDemoContent';
import { testAppOptions } from './testApp';

/** The address the test build writes into canonical URLs; the pages are served elsewhere too. */
export const TEST_SITE_URL = 'http://127.0.0.1:8000';

/**
 * The end-to-end project's global setup: builds the site (from a freshly seeded CMS), the embed
 * bundle and the back office once per run, through the build home as `npm start` does, for every
 * end-to-end test to share; each is skipped when its output is a build of the current sources.
 */
export default async function setup() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-site-build-'));
  const app = await buildApp({
    ...testAppOptions(dataDir),
    submitRateLimitPerMinute: 1000,
    seed: loadDemoContent,
  });
  const releaseLock = await lockBuild();
  try {
    const cmsUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const options = { cmsUrl, siteUrl: TEST_SITE_URL };
    if (!(await widgetsAreCurrent())) {
      process.stdout.write('Building the embed bundle…\n');
      await buildWidgets(() => {});
    }
    if (!(await adminIsCurrent())) {
      process.stdout.write('Building the back office…\n');
      await buildAdmin();
    }
    if (!(await siteIsCurrent(options))) {
      const started = Date.now();
      process.stdout.write('Building the site for the end-to-end tests…\n');
      await buildSite(options, () => {});
      process.stdout.write(`Site built in ${Math.round((Date.now() - started) / 1000)} s into ${SITE_DIR}\n`);
    }
  } finally {
    await releaseLock();
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const LOCK = path.join(GATSBY_CACHE_DIR, 'site-build.lock');
const STALE_LOCK_MS = 10 * 60_000;

/**
 * Gatsby builds into one `public/` and `.cache/`: two test runs started side by side on one
 * checkout take turns, the second then finding the first one's build current.
 */
async function lockBuild(): Promise<() => Promise<void>> {
  await fs.mkdir(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      await fs.mkdir(LOCK);
      return () => fs.rm(LOCK, { recursive: true, force: true });
    } catch {
      const stat = await fs.stat(LOCK).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > STALE_LOCK_MS) await fs.rm(LOCK, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
