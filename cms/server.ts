import closeWithGrace from 'close-with-grace';
import { buildSite, siteIsCurrent, SITE_DIR } from '../scripts/siteBuild';
import { buildWidgets, widgetsAreCurrent, WIDGETS_DIR } from '../scripts/widgetsBuild';
import { buildApp } from './app';
import { readConfig } from './config';

/**
 * Starts the CMS: structured logs, graceful close on SIGTERM/SIGINT, one port. With `--site`
 * (`npm start`) it also serves the built site and the embed bundle, building them first when
 * they are missing or stale.
 */
async function main() {
  const config = readConfig();
  const withSite = process.argv.includes('--site');
  const app = await buildApp({ ...config, siteDir: withSite ? config.siteDir : undefined }, { logger: { level: config.logLevel } });

  // close() stops accepting connections and waits for requests in flight, so every write a
  // client was told succeeded has been committed before the database closes.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const origin = `http://${config.host}:${port}`;
  console.log(`CMS listening on ${origin} (data: ${app.dbDescription})`);

  if (withSite && config.widgetsDir === WIDGETS_DIR && !(await widgetsAreCurrent())) {
    console.log('Building the embeddable widgets…');
    await buildWidgets();
  }
  if (withSite && config.siteDir === SITE_DIR) {
    const build = { cmsUrl: `http://127.0.0.1:${port}`, siteUrl: process.env.SITE_URL ?? origin };
    if (!(await siteIsCurrent(build))) {
      console.log('Building the site from the CMS content (about a minute)…');
      await buildSite(build);
    }
    console.log(`Site ready on ${origin}/home`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
