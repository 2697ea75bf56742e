import './requireSupportedNode';
import { readContentRevision } from '../cms/content/contentRevision';
import { readContentPoint } from '../cms/publishing/quick/contentPoint';
import { quickReleases } from '../cms/publishing/quick/quickPublisher';
import { startCms, type RunningCms } from '../cms/server';
import { adminIsCurrent, buildAdmin } from '../builders/adminBuild';
import { ADMIN_DIR, LIVE_SITE_DIR, WIDGETS_DIR } from '../builders/paths';
import { baiduPushFromEnvironment } from '../cms/publishing/baiduPush';
import { sitePublisher } from '../cms/publishing/sitePublisher';
import { siteIsCurrent, type SiteBuildOptions } from '../cms/publishing/siteBuild';
import { buildWidgets, widgetsAreCurrent } from '../builders/widgetsBuild';
import { cmsFromEnvironment } from './cmsFromEnvironment';

/**
 * `npm run cms` starts the CMS alone (with the back office at /admin/ when it was built). With
 * `--site` (`npm start`) it also serves the live release of the site, the embed bundle and the
 * back office, building the bundle and the back office first when they are missing or stale;
 * the site's last good release is served at once, and a new one is published in the background
 * when the content or the code changed (and whenever staff ask, `POST /cms/admin/api/publish`).
 * A folder set elsewhere with SITE_DIR, WIDGETS_DIR or ADMIN_DIR is served as it is.
 */
async function main() {
  const config = cmsFromEnvironment();
  const withSite = process.argv.includes('--site');
  const publishes = withSite && config.siteDir === LIVE_SITE_DIR;
  // The publisher is given to the CMS before it listens; it only runs once it does.
  const started: { cms?: RunningCms } = {};
  const buildOptions = async (): Promise<SiteBuildOptions> => {
    const { cms } = started;
    if (!cms) throw new Error('the CMS is not listening yet');
    return {
      cmsUrl: `http://127.0.0.1:${cms.port}`,
      siteUrl: process.env.SITE_URL ?? cms.origin,
      contentRevision: await readContentRevision(cms.app.db),
      contentPoint: await readContentPoint(cms.app.db),
    };
  };
  const log = (text: string) => process.stdout.write(text);
  const quick = quickReleases(() => started.cms!.app.db, LIVE_SITE_DIR, log);
  const cms = await startCms({
    ...config,
    siteDir: withSite ? config.siteDir : undefined,
    publisher: publishes ? sitePublisher(buildOptions, { log, baiduPush: baiduPushFromEnvironment(), beforeSwitch: quick.beforeSwitch }) : undefined,
    quickPublisher: publishes ? quick.live : undefined,
  });
  started.cms = cms;

  if (withSite && config.widgetsDir === WIDGETS_DIR && !(await widgetsAreCurrent())) {
    console.log('Building the embeddable widgets…');
    await buildWidgets();
  }
  if (withSite && config.adminDir === ADMIN_DIR && !(await adminIsCurrent())) {
    console.log('Building the back office…');
    await buildAdmin();
  }
  if (publishes && cms.app.publishing && !(await siteIsCurrent(await buildOptions()))) {
    console.log('The content or the site changed since the live release: publishing in the background (about a minute)…');
    cms.app.publishing.request();
    await cms.app.publishing.idle();
    const { last } = cms.app.publishing.state();
    console.log(last?.status === 'live' ? `Release ${last.release} is live` : `Publishing failed, the last good release stays live: ${last?.reason}`);
  }
  if (withSite) console.log(`Site on ${cms.origin}/home`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
