import type { LinkPushOutcome } from '../../contract/publishing';
import { readSitemap } from '../../site/gatsby/sitemap/readSitemap';
import { pushToBaidu, type BaiduPushConfig } from './baiduPush';

/**
 * The addresses a release added or changed: in its sitemap and not in the previous release's,
 * or there with another lastmod. Removed addresses are not among them: the push API announces
 * pages to crawl.
 */
async function changedAddresses(previousDir: string | null, releaseDir: string): Promise<string[]> {
  const [before, after] = await Promise.all([previousDir ? readSitemap(previousDir) : new Map<string, string>(), readSitemap(releaseDir)]);
  return [...after].filter(([loc, lastmod]) => before.get(loc) !== lastmod).map(([loc]) => loc);
}

/**
 * The step after a release went live: submits what it added or changed to Baidu, when a push is
 * configured (null otherwise: nothing is read or sent). Nothing changed, nothing is sent. Never
 * throws: a failed push is the publish's report, not its failure.
 */
export async function pushChangedLinks(
  config: BaiduPushConfig | null,
  previousDir: string | null,
  releaseDir: string,
): Promise<LinkPushOutcome | null> {
  if (!config) return null;
  let urls: string[];
  try {
    urls = await changedAddresses(previousDir, releaseDir);
  } catch (error) {
    return { status: 'failed', addresses: 0, success: 0, reason: `the sitemaps could not be read: ${(error as Error).message}` };
  }
  if (urls.length === 0) return { status: 'pushed', addresses: 0, success: 0, remain: null, notSameSite: [], notValid: [] };
  return pushToBaidu(config, urls);
}
