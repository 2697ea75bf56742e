import './requireSupportedNode';
import fs from 'node:fs/promises';
import { buildApp } from '../cms/app';
import { readContentRevision } from '../cms/content/contentRevision';
import { readContentPoint } from '../cms/publishing/quick/contentPoint';
import { baiduPushFromEnvironment } from '../cms/publishing/baiduPush';
import { publishSite } from '../cms/publishing/publishSite';
import { cmsFromEnvironment } from './cmsFromEnvironment';

/**
 * `npm run build` and `npm run publish`: builds the site from the CMS at CMS_URL, or, without one,
 * from a CMS started here on the configured data folder (created and seeded when new), and makes
 * it the live release. `publish` (`--when-stale`) does nothing when the live release is a build
 * of the current sources and content. A CMS serving the site meanwhile serves the new release
 * from its next request on (it follows the pointer); on PostgreSQL its content cache is dropped
 * when the release goes live, on SQLite (another process, out of reach) it ends with its
 * time-to-live.
 */
async function main() {
  const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:8000';
  const force = !process.argv.includes('--when-stale');
  const baiduPush = baiduPushFromEnvironment();
  const report = async (result: Awaited<ReturnType<typeof publishSite>>) => {
    if (!result.published) {
      console.log(`Release ${result.live} is current: nothing to publish`);
      return;
    }
    const { release } = result;
    console.log(`Release ${release.id} is live (${release.copied} files copied, ${release.linked} linked from the previous release, in ${release.copyMs} ms)`);
    if (result.linkPush) console.log(`Baidu link push: ${JSON.stringify(result.linkPush)}`);
    // The process stays until the twins and the search index are written: neither is resumed later.
    const [{ compressed, ms }, search] = await Promise.all([result.compression, result.searchIndex]);
    console.log(`Compressed ${compressed} changed files in ${ms} ms`);
    console.log(`Search index: ${search.pages} pages, ${search.files} files, ${(search.bytes / 1024).toFixed(0)} KiB, in ${search.ms} ms`);
  };
  if (process.env.CMS_URL) {
    await report(await publishSite({ cmsUrl: process.env.CMS_URL, siteUrl, browserCmsUrl: process.env.GATSBY_CMS_URL }, { force, baiduPush }));
    return;
  }
  const config = cmsFromEnvironment();
  await fs.mkdir(config.dataDir, { recursive: true });
  const app = await buildApp({ ...config, siteDir: undefined, widgetsDir: undefined, adminDir: undefined, stockQuotes: undefined });
  try {
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const contentRevision = await readContentRevision(app.db);
    // Recorded in the release, so that a CMS serving it lays quick releases over it.
    const contentPoint = await readContentPoint(app.db);
    const result = await publishSite({ cmsUrl: origin, siteUrl, browserCmsUrl: process.env.GATSBY_CMS_URL, contentRevision, contentPoint }, { force, baiduPush });
    if (result.published) await app.announceContentChange();
    await report(result);
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
