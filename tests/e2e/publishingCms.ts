import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppOptions } from '../../cms/app';
import { readContentRevision } from '../../cms/content/contentRevision';
import { readContentPoint } from '../../cms/publishing/quick/contentPoint';
import { quickReleases } from '../../cms/publishing/quick/quickPublisher';
import { ADMIN_DIR, WIDGETS_DIR } from '../../builders/paths';
import { lockSiteBuild } from '../../cms/publishing/buildLock';
import { CURRENT } from '../../cms/publishing/releases/siteReleases';
import { sitePublisher } from '../../cms/publishing/sitePublisher';
import { TEST_SITE_URL } from '../support/siteGlobalSetup';
import { startTestApp, type TestApp } from '../support/testApp';
import { ownReleases } from './ownReleases';
import { workAfterLive } from './workAfterLive';

/** As long as a lock is held before it counts as a crashed holder's (buildLock.ts): another file's cold build may hold it first. */
export const BUILD_LOCK_WAIT_MS = 15 * 60_000;

export interface PublishingCms {
  site: TestApp;
  /** Where the CMS listens on loopback. */
  origin: string;
  /** The releases folder the CMS serves and publishes into. */
  releasesDir: string;
  /** Holds every build from its start until the function answered is called (a quick release still runs). */
  holdBuilds(): () => void;
  /** Stops the CMS, waits for every release's work after it went live, lets the build lock go and removes the releases. */
  close(): Promise<void>;
}

/**
 * A seeded CMS on SQLite publishing through the real pipeline (Gatsby builds on top of the run's
 * shared build, a release is taken and switched to) into a releases folder of its own, a copy of
 * the run's live release to start from, so the run's other tests keep reading theirs. It holds
 * the build lock until closed, so no other build rewrites the working copy and Gatsby's cache
 * between its publishes; each publish starts at once. Each request lays the cases edited since the
 * live release over it first, as `npm start` does (cms/publishing/quick).
 */
export async function startPublishingCms(releasesPrefix: string, options: Partial<AppOptions> = {}): Promise<PublishingCms> {
  const unlock = await lockSiteBuild();
  // Each release's work after it went live (its compression and its search index), followed through the publisher's log.
  const afterLive = workAfterLive();
  let releasesDir = '';
  let origin = '';
  let site: TestApp | undefined;
  let held: Promise<void> | null = null;
  const holdBuilds = () => {
    let release = () => {};
    held = new Promise<void>((resolve) => {
      release = resolve;
    }).then(() => {
      held = null;
    });
    return release;
  };
  const close = async () => {
    await site?.close();
    // A release's compression and search index are written after it went live: both, for every release built, before removing them.
    await afterLive.finished();
    await unlock();
    if (releasesDir) await fs.rm(releasesDir, { recursive: true, force: true });
  };
  try {
    releasesDir = await ownReleases(releasesPrefix);
    const db = () => site!.app.db;
    const buildOptions = async () => ({
      cmsUrl: origin, siteUrl: TEST_SITE_URL, contentRevision: await readContentRevision(db()), contentPoint: await readContentPoint(db()),
    });
    const quick = quickReleases(db, path.join(releasesDir, CURRENT), afterLive.log);
    const publishRelease = sitePublisher(buildOptions, { log: afterLive.log, releasesDir, buildLockHeld: true, beforeSwitch: quick.beforeSwitch });
    site = await startTestApp('sqlite', {
      siteDir: path.join(releasesDir, CURRENT),
      widgetsDir: WIDGETS_DIR,
      adminDir: ADMIN_DIR,
      publisher: async (report) => {
        if (held) await held;
        const result = await publishRelease(report);
        if (result.built) afterLive.follow(result.release);
        return result;
      },
      publishDebounceMs: 0,
      quickPublisher: quick.live,
      ...options,
    });
    origin = await site.app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await close();
    throw error;
  }
  return { site, origin, releasesDir, holdBuilds, close };
}
