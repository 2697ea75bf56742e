import path from 'node:path';
import type { PublishProgress } from './publishQueue';
import type { LinkPushOutcome } from '../../contract/publishing';
import { SITE_DIR, SITE_RELEASES_DIR } from '../../builders/paths';
import { siteSources, type SiteBuildOptions } from './siteBuild';
import type { BaiduPushConfig } from './baiduPush';
import { lockSiteBuild } from './buildLock';
import { pushChangedLinks } from './changedLinks';
import { compressRelease, type ReleaseCompression } from './releases/compressRelease';
import { indexRelease, type SearchIndexResult } from './searchIndex/searchIndex';
import { CURRENT, siteReleases, type Release } from './releases/siteReleases';

export interface PublishSiteOptions {
  /** Where the releases and their pointer live. */
  releasesDir?: string;
  /** Build even when the live release is a build of the current sources and content. */
  force?: boolean;
  /** Gatsby's output, as it comes. */
  log?: (text: string) => void;
  /** The build's phases and pages done, then taking the release, then the switch. */
  report?: (progress: PublishProgress) => void;
  /** Submits the addresses a new release added or changed to Baidu once it is live (changedLinks.ts). */
  baiduPush?: BaiduPushConfig | null;
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
  | {
    published: true;
    release: Release;
    /** The Baidu push's outcome, or null when no push token is set. */
    linkPush: LinkPushOutcome | null;
    /** The twins of the release's changed files, written once it is live; settles when all are. */
    compression: Promise<ReleaseCompression>;
    /** The site search's index of the release, written once it is live; settles when it is in place. */
    searchIndex: Promise<SearchIndexResult>;
  };

/**
 * Builds the site into Gatsby's working copy and, when the build succeeded, takes it into a new
 * release and makes that live (cms/publishing/releases/siteReleases.ts), then compresses the files that
 * changed and indexes the pages for the site's search without holding anything up: the release
 * serves its files uncompressed until their twins exist, and its search waits for its index. One build at a time on a checkout (the lock); a failed build rejects with its
 * reason and leaves the live release as it was.
 */
export async function publishSite(options: SiteBuildOptions, settings: PublishSiteOptions = {}): Promise<PublishSiteResult> {
  const releasesDir = settings.releasesDir ?? SITE_RELEASES_DIR;
  const releases = siteReleases(releasesDir);
  const unlock = settings.buildLockHeld ? async () => {} : await lockSiteBuild();
  try {
    // Checked under the lock: a publish that waited for another may find its work done.
    const sources = await siteSources(options);
    if (!settings.force && (await sources.builtIn(path.join(releasesDir, CURRENT)))) {
      return { published: false, live: await releases.live() };
    }
    await sources.build(settings.log, settings.report);
    settings.report?.({ phase: 'copying' });
    const release = await releases.add(SITE_DIR);
    settings.report?.({ phase: 'switching' });
    await releases.switchTo(release.id);
    const linkPush = await pushChangedLinks(settings.baiduPush ?? null, release.previousDir, release.dir);
    return {
      published: true,
      release,
      linkPush,
      compression: compressRelease(release.dir, release.needTwins),
      searchIndex: indexRelease(release.dir),
    };
  } finally {
    await unlock();
  }
}
