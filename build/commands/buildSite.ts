import fs from 'node:fs/promises';
import { buildApp } from '../../cms/app';
import { readContentRevision } from '../../cms/repositories/contentRevision';
import { publishSite } from '../publish/publishSite';
import { cmsFromEnvironment } from './cmsFromEnvironment';

/**
 * `npm run build`: builds the site from the CMS at CMS_URL, or, without one, from a CMS started
 * here on the configured data folder (created and seeded when new), and makes it the live release.
 */
async function main() {
  const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:8000';
  if (process.env.CMS_URL) {
    await publishSite({ cmsUrl: process.env.CMS_URL, siteUrl, browserCmsUrl: process.env.GATSBY_CMS_URL }, { force: true });
    return;
  }
  const config = cmsFromEnvironment();
  await fs.mkdir(config.dataDir, { recursive: true });
  const app = await buildApp({ ...config, siteDir: undefined, widgetsDir: undefined, adminDir: undefined });
  try {
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const contentRevision = await readContentRevision(app.db);
    await publishSite({ cmsUrl: origin, siteUrl, browserCmsUrl: process.env.GATSBY_CMS_URL, contentRevision }, { force: true });
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
