import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startSiteServer } from '../support/siteServer';

type SiteServer = Awaited<ReturnType<typeof startSiteServer>>;

export interface SiteInBrowser {
  /** The built site and embed bundle served by a CMS on a fresh seeded database. */
  readonly server: SiteServer;
  readonly browser: Browser;
}

type SiteOptions = Parameters<typeof startSiteServer>[0];

/**
 * The site served and a Chromium to visit it, for the tests of one file: both start before the
 * first test and close after the last. Read `server` and `browser` inside tests and hooks. Options
 * that depend on what an earlier `beforeAll` started (a stand-in feed's address) are given as a
 * function, called when the site starts.
 */
export function siteInBrowser(options: SiteOptions | (() => SiteOptions) = {}): SiteInBrowser {
  let server: SiteServer | undefined;
  let chromium: Awaited<ReturnType<typeof launchBrowser>> | undefined;

  beforeAll(async () => {
    server = await startSiteServer(typeof options === 'function' ? options() : options);
    chromium = await launchBrowser();
  });

  afterAll(async () => {
    await chromium?.close();
    await server?.close();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The site and browser start in beforeAll: read them inside a test or hook');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(chromium).browser;
    },
  };
}
