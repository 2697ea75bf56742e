import { startCms } from '../../cms/server';
import { adminIsCurrent, buildAdmin } from '../adminBuild';
import { ADMIN_DIR, LIVE_SITE_DIR, WIDGETS_DIR } from '../paths';
import { publishSite } from '../publish/publishSite';
import { buildWidgets, widgetsAreCurrent } from '../widgetsBuild';
import { cmsFromEnvironment } from './cmsFromEnvironment';

/**
 * `npm run cms` starts the CMS alone (with the back office at /admin/ when it was built). With
 * `--site` (`npm start`) it also serves the built site, the embed bundle and the back office,
 * building them first when they are missing or stale; a folder set elsewhere with SITE_DIR,
 * WIDGETS_DIR or ADMIN_DIR is served as it is.
 */
async function main() {
  const config = cmsFromEnvironment();
  const withSite = process.argv.includes('--site');
  const { origin, port } = await startCms({ ...config, siteDir: withSite ? config.siteDir : undefined });

  if (withSite && config.widgetsDir === WIDGETS_DIR && !(await widgetsAreCurrent())) {
    console.log('Building the embeddable widgets…');
    await buildWidgets();
  }
  if (withSite && config.adminDir === ADMIN_DIR && !(await adminIsCurrent())) {
    console.log('Building the back office…');
    await buildAdmin();
  }
  if (withSite && config.siteDir === LIVE_SITE_DIR) {
    const build = { cmsUrl: `http://127.0.0.1:${port}`, siteUrl: process.env.SITE_URL ?? origin };
    const result = await publishSite(build);
    console.log(result.published ? `Published release ${result.release.id}` : `Release ${result.live} is current`);
    console.log(`Site ready on ${origin}/home`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
