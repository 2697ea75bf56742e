import path from 'node:path';
import type { PublishProgress } from './publishQueue';
import { GATSBY_CACHE_DIR, SITE_DIR, SITE_RELEASES_DIR } from '../../builders/paths';
import { siteSources, type SiteBuildOptions } from './siteBuild';
import { lockSiteBuild } from './buildLock';
import { goLive, type GoLiveSettings, type LiveRelease } from './goLive';
import { CURRENT, siteReleases } from './releases/siteReleases';

/** Going live's settings (the releases folder the default one when not given), and the build's. */
export interface PublishSiteOptions extends Partial<GoLiveSettings> {
  /** Build even when the live release is a build of the current sources and content. */
  force?: boolean;
  /** Gatsby's output, as it comes. */
  log?: (text: string) => void;
  /** The build's phases and pages done, then taking the release, then the switch. */
  report?: (progress: PublishProgress) => void;
  /**
   * The caller holds the build lock (lockSiteBuild) across several publishes, so that no other
   * build rewrites the working copy and Gatsby's cache between them; otherwise each publish takes
   * it for itself.
   */
  buildLockHeld?: boolean;
}

/** What a publish did: nothing when the live release was current, or the release it made live. */
export type PublishSiteResult =
  | { published: false; live: string | null }
  | ({ published: true } & LiveRelease);

/**
 * Builds the site into Gatsby's working copy and, when the build succeeded, makes it live
 * (goLive.ts: a new release, its compression and search index written behind it). One build at
 * a time on a checkout (the lock); a failed build rejects with its reason and leaves the live
 * release as it was.
 */
export async function publishSite(options: SiteBuildOptions, settings: PublishSiteOptions = {}): Promise<PublishSiteResult> {
  const releasesDir = settings.releasesDir ?? SITE_RELEASES_DIR;
  const unlock = settings.buildLockHeld ? async () => {} : await lockSiteBuild();
  try {
    // Checked under the lock: a publish that waited for another may find its work done.
    const sources = await siteSources(options);
    if (!settings.force && (await sources.builtIn(path.join(releasesDir, CURRENT)))) {
      return { published: false, live: await siteReleases(releasesDir).live() };
    }
    await sources.build(settings.log, settings.report);
    const quick = options.contentPoint === undefined ? undefined : { contentPoint: options.contentPoint, cacheDir: GATSBY_CACHE_DIR };
    const live = await goLive(SITE_DIR, { releasesDir, report: settings.report, baiduPush: settings.baiduPush, quick, beforeSwitch: settings.beforeSwitch });
    return { published: true, ...live };
  } finally {
    await unlock();
  }
}
