import { LIVE_SITE_DIR, WIDGETS_DIR } from '../../builders/paths';
import { startTestApp, type TestApp } from './testApp';

/** The built site and embed bundle served by a CMS on a fresh seeded SQLite database, on a port the OS picks. */
export async function startSiteServer(options: Parameters<typeof startTestApp>[1] = {}): Promise<TestApp & { origin: string }> {
  const test = await startTestApp('sqlite', { siteDir: LIVE_SITE_DIR, widgetsDir: WIDGETS_DIR, ...options });
  const origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
  return { ...test, origin };
}
