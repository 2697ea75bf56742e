import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { adminIsCurrent, buildAdmin } from '../../builders/adminBuild';
import { LIVE_SITE_DIR } from '../../builders/paths';
import { lockSiteBuild } from '../../cms/publishing/buildLock';
import { publishSite } from '../../cms/publishing/publishSite';
import { buildWidgets, widgetsAreCurrent } from '../../builders/widgetsBuild';
import { buildApp } from '../../cms/app';
import { readContentRevision } from '../../cms/content/contentRevision';
import { loadDemoContent } from '../../seed/loadDemoContent';
import { prepareSeededTemplates } from './seededTemplates';
import { testAppOptions } from './testApp';

/** The address the test build writes into canonical URLs; the pages are served elsewhere too. */
export const TEST_SITE_URL = 'http://127.0.0.1:8000';

/**
 * The end-to-end project's global setup: builds the site (from a CMS on the run's seeded demo
 * content), the embed bundle and the back office once per run, through the builders as `npm start`
 * does (the site published as a release), for every end-to-end test to share; each is skipped when
 * its output is a build of the current sources.
 */
export default async function setup() {
  // The run's seeded demo content, copied: what a CMS seeding an empty database would serve.
  const seeded = await prepareSeededTemplates();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-site-build-'));
  await fs.cp(seeded.templates.sqlite.dataDir, dataDir, { recursive: true });
  const app = await buildApp({
    ...testAppOptions(dataDir),
    submitRateLimitPerMinute: 1000,
    seed: loadDemoContent,
  });
  try {
    const cmsUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const options = { cmsUrl, siteUrl: TEST_SITE_URL, contentRevision: await readContentRevision(app.db) };
    // Two runs side by side on one checkout take turns, the second finding the first one's builds
    // current. The three builds run side by side under one hold of the lock: the bundle's Rollup
    // and Gatsby are child processes, the back office's Rollup runs here, and each has stretches
    // on one core.
    const unlock = await lockSiteBuild();
    const started = Date.now();
    try {
      const [, , result] = await Promise.all([
        buildUnlessCurrent(widgetsAreCurrent, 'Building the embed bundle…', () => buildWidgets(() => {})),
        buildUnlessCurrent(adminIsCurrent, 'Building the back office…', buildAdmin),
        // Skipped when the live release is current.
        publishSite(options, { log: () => {}, buildLockHeld: true }),
      ]);
      if (result.published) {
        // The tests check the served twins and search the site too: the run starts once all is written.
        const [{ compressed }, search] = await Promise.all([result.compression, result.searchIndex]);
        process.stdout.write(`Site built and published in ${Math.round((Date.now() - started) / 1000)} s (copy ${result.release.copyMs} ms, ${compressed} files compressed, ${search.pages} pages indexed for search in ${search.ms} ms) to ${LIVE_SITE_DIR}\n`);
      }
    } finally {
      await unlock();
    }
  } finally {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
    await seeded.remove();
  }
}

/** Runs a build whose output is not a build of the current sources, saying so. */
async function buildUnlessCurrent(isCurrent: () => Promise<boolean>, what: string, build: () => Promise<unknown>): Promise<void> {
  if (await isCurrent()) return;
  process.stdout.write(`${what}\n`);
  await build();
}
