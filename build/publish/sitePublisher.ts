import type { SitePublisher } from '../../cms/publishing/publishQueue';
import type { SiteBuildOptions } from '../siteBuild';
import type { BaiduPushConfig } from './baiduPush';
import { publishSite } from './publishSite';

/**
 * The CMS's publisher (cms/publishing/publishQueue.ts) for `npm start`: each job reads the build's
 * options afresh, the content revision among them, before Gatsby sources the content, and publishes
 * when the live release is not a build of them (a request with nothing changed builds nothing).
 */
export function sitePublisher(options: () => Promise<SiteBuildOptions>, log: (text: string) => void, baiduPush: BaiduPushConfig | null = null): SitePublisher {
  return async (report) => {
    const result = await publishSite(await options(), { log, report, baiduPush });
    return result.published
      ? { release: result.release.id, built: true, linkPush: result.linkPush }
      : { release: result.live ?? '', built: false, linkPush: null };
  };
}
