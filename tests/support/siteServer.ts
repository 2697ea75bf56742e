import { LIVE_SITE_DIR, WIDGETS_DIR } from '../../builders/paths';
import { startTestApp, type Engine, type TestApp } from './testApp';

/** The database a site server runs on: SQLite, or a new database in the PostgreSQL server a test started. */
export type SiteDatabase = { engine: 'sqlite' } | { engine: Extract<Engine, 'postgres'>; postgresServerUrl: string };

/**
 * The built site and embed bundle served by a CMS on a fresh seeded database (SQLite unless told
 * otherwise), on a port the OS picks.
 */
export async function startSiteServer(
  options: Parameters<typeof startTestApp>[1] = {},
  database: SiteDatabase = { engine: 'sqlite' },
): Promise<TestApp & { origin: string }> {
  const test = await startTestApp(
    database.engine,
    { siteDir: LIVE_SITE_DIR, widgetsDir: WIDGETS_DIR, ...options },
    database.engine === 'postgres' ? { postgresServerUrl: database.postgresServerUrl } : {},
  );
  const origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
  return { ...test, origin };
}
