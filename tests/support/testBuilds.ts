import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { adminIsCurrent, buildAdmin } from '../../builders/adminBuild';
import { LIVE_SITE_DIR } from '../../builders/paths';
import { buildWidgets, widgetsAreCurrent } from '../../builders/widgetsBuild';
import { buildApp } from '../../cms/app';
import { readContentRevision } from '../../cms/content/contentRevision';
import { readContentPoint } from '../../cms/publishing/quick/contentPoint';
import { lockSiteBuild } from '../../cms/publishing/buildLock';
import { publishSite } from '../../cms/publishing/publishSite';
import { loadDemoContent } from '../../seed/loadDemoContent';
import { testAppOptions } from './testAppOptions';

/** The address the test build writes into canonical URLs; the pages are served elsewhere too. */
export const TEST_SITE_URL = 'http://127.0.0.1:8000';

/**
 * Builds the site (from a CMS on a copy of `seededDataDir`, or on an empty data folder it seeds
 * with the demo content), the embed bundle and the back office, through the builders as
 * `npm start` does (the site published as a release), for every end-to-end test to share; each
 * is skipped when its output is a build of the current sources. Free of vitest, so that
 * `scripts/test.sh` can run it before vitest (buildForTests.ts) as well as the end-to-end setup
 * (siteGlobalSetup.ts).
 */
export async function buildForEndToEnd(seededDataDir?: string): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-site-build-'));
  try {
    if (seededDataDir) await fs.cp(seededDataDir, dataDir, { recursive: true });
    await buildFrom(dataDir);
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function buildFrom(dataDir: string): Promise<void> {
  const app = await buildApp({ ...testAppOptions(dataDir), seed: loadDemoContent });
  try {
    const cmsUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const options = { cmsUrl, siteUrl: TEST_SITE_URL, contentRevision: await readContentRevision(app.db), contentPoint: await readContentPoint(app.db) };
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
  }
}

/** Runs a build whose output is not a build of the current sources, saying so. */
async function buildUnlessCurrent(isCurrent: () => Promise<boolean>, what: string, build: () => Promise<unknown>): Promise<void> {
  if (await isCurrent()) return;
  process.stdout.write(`${what}\n`);
  await build();
}
