import type { PublishProgress } from './publishQueue';
import type { LinkPushOutcome } from '../../contract/publishing';
import type { BaiduPushConfig } from './baiduPush';
import { pushChangedLinks } from './changedLinks';
import { compressRelease, type ReleaseCompression } from './releases/compressRelease';
import { siteReleases, type Release } from './releases/siteReleases';
import { carrySearchIndex, type CarriedSearchIndex } from './searchIndex/carrySearchIndex';
import { indexRelease, type SearchIndexResult } from './searchIndex/searchIndex';
import { writeReleaseContentPoint } from './quick/contentPoint';
import { keepRenderer } from './quick/keptRenderer';

export interface GoLiveSettings {
  /** Where the releases and their pointer live. */
  releasesDir: string;
  /** Taking the release, then the switch. */
  report?: (progress: PublishProgress) => void;
  /** Submits the addresses the new release added or changed to Baidu once it is live (changedLinks.ts). */
  baiduPush?: BaiduPushConfig | null;
  /**
   * For quick releases over the new one (quick/quickRelease.ts): the content point its build read
   * from, and Gatsby's cache holding the renderer that build left. Without both, none is laid.
   */
  quick?: { contentPoint: string; cacheDir: string } | undefined;
  /**
   * Runs on the new release before it goes live: a quick release of what was edited while it was
   * built, so that no edit already served goes away with the switch. Its failure is its own to
   * report: the release goes live without it.
   */
  beforeSwitch?: ((releaseDir: string) => Promise<void>) | undefined;
}

/** A release made live, and what is still being written into it. */
export interface LiveRelease {
  release: Release;
  /** The previous release's search index the release served from its switch, or null when it had none. */
  carriedSearchIndex: CarriedSearchIndex | null;
  /** The Baidu push's outcome, or null when no push token is set. */
  linkPush: LinkPushOutcome | null;
  /** The twins of the release's changed files, written once it is live; settles when all are. */
  compression: Promise<ReleaseCompression>;
  /** The site search's own index of the release, written once it is live; settles when it is served. */
  searchIndex: Promise<SearchIndexResult>;
}

/**
 * Takes a finished build (`workingCopy`) into a new release and makes it live
 * (releases/siteReleases.ts), then compresses the files that changed and indexes the pages for
 * the site's search without holding anything up: the release serves its files uncompressed until
 * their twins exist, and the previous release's search index, given to it before the switch
 * (searchIndex/carrySearchIndex.ts), until its own is in place. So the site search never goes
 * away with a publish, and an edit does not wait for an index of every page.
 */
export async function goLive(workingCopy: string, settings: GoLiveSettings): Promise<LiveRelease> {
  const releases = siteReleases(settings.releasesDir);
  settings.report?.({ phase: 'copying' });
  const release = await releases.add(workingCopy);
  if (settings.quick) {
    await keepRenderer(settings.quick.cacheDir, release.dir);
    await writeReleaseContentPoint(release.dir, settings.quick.contentPoint);
  }
  const carriedSearchIndex = await carrySearchIndex(release.previousDir, release.dir);
  await settings.beforeSwitch?.(release.dir);
  settings.report?.({ phase: 'switching' });
  await releases.switchTo(release.id);
  const linkPush = await pushChangedLinks(settings.baiduPush ?? null, release.previousDir, release.dir);
  return {
    release,
    carriedSearchIndex,
    linkPush,
    compression: compressRelease(release.dir, release.needTwins),
    searchIndex: indexRelease(release.dir),
  };
}
