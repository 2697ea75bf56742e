import type { SitePublisher } from './publishQueue';
import type { SiteBuildOptions } from './siteBuild';
import { publishSite, type PublishSiteOptions } from './publishSite';

/** How the publishes go: where their log goes, and the publish's own settings (the releases, the Baidu push). */
export type SitePublisherSettings = Omit<PublishSiteOptions, 'report' | 'force'> & { log: (text: string) => void };

/**
 * The CMS's publisher (cms/publishing/publishQueue.ts) for `npm start`: each job reads the build's
 * options afresh, the content revision among them, before Gatsby sources the content, and publishes
 * when the live release is not a build of them (a request with nothing changed builds nothing).
 * The release's carried search index, and its compression and own search index after it went
 * live, are reported to `log`.
 */
export function sitePublisher(options: () => Promise<SiteBuildOptions>, settings: SitePublisherSettings): SitePublisher {
  const { log } = settings;
  return async (report) => {
    const result = await publishSite(await options(), { ...settings, report });
    if (!result.published) return { release: result.live ?? '', built: false, linkPush: null };
    if (result.carriedSearchIndex) {
      log(`Release ${result.release.id}: searches the previous release's index (${result.carriedSearchIndex.by}, ${result.carriedSearchIndex.ms} ms) until its own is written\n`);
    }
    // The job ends when the release is live; its compression and indexing go on behind it.
    result.compression.then(
      ({ compressed, ms }) => log(`Release ${result.release.id}: ${compressed} changed files compressed in ${ms} ms\n`),
      (error: Error) => log(`Release ${result.release.id} is served uncompressed where compressing failed: ${error.message}\n`),
    );
    result.searchIndex.then(
      ({ pages, ms }) => log(`Release ${result.release.id}: ${pages} pages indexed for search in ${ms} ms\n`),
      (error: Error) => log(`Release ${result.release.id} has no search index: ${error.message}\n`),
    );
    return { release: result.release.id, built: true, linkPush: result.linkPush };
  };
}
