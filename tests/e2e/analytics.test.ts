/**
 * The analytics tools in Chromium: with ids configured the page loads Baidu Tongji's hm.js and
 * Google's gtag.js once interactive, from their own hosts (answered here by the test: nothing
 * leaves the machine), under the page's CSP, and each in-site navigation reaches `_hmt` and
 * `dataLayer` as a page view; without ids neither script is asked for.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_BASE_PATH, SITE_PAGE_API_PATHS } from '../../contract/api';
import type { AnalyticsSettings } from '../../contract/entities/analytics';
import { ROUTES, SITE_LANGUAGES, localizedPath } from '../../contract/siteRoutes';
import { siteInBrowser } from './siteInBrowser';
import { recordErrors, settle } from './support';

const IDS: AnalyticsSettings = { baiduTongjiId: '0123456789abcdef0123456789abcdef', googleAnalyticsId: 'G-E2ETEST1' };
const TOOL_SCRIPTS = ['https://hm.baidu.com/**', 'https://www.googletagmanager.com/**'];
const SENTINEL_ORIGIN = 'http://csp-sentinel.invalid';

interface Watched {
  context: BrowserContext;
  page: Page;
  /** Tool script addresses the page asked for. */
  toolRequests: string[];
  violations: string[];
  errors: string[];
}

/** A page whose tool requests are answered locally and whose CSP violations are recorded. */
async function openWatched(browser: Browser): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const toolRequests: string[] = [];
  for (const pattern of TOOL_SCRIPTS) {
    await context.route(pattern, (route) => {
      toolRequests.push(route.request().url());
      const flag = route.request().url().includes('hm.baidu.com') ? 'tongjiLoaded' : 'gtagLoaded';
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: `window.${flag} = true;` });
    });
  }
  const page = await context.newPage();
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(violation: string): void }).reportCspViolation(`${event.effectiveDirective}: ${event.blockedURI}`);
    });
  });
  return { context, page, toolRequests, violations, errors: recordErrors(page) };
}

/** Violations so far: provokes a known one and waits for its event, which arrives after any earlier. */
async function violationsSoFar(watched: Watched): Promise<string[]> {
  const sentinels = () => watched.violations.filter((violation) => violation.includes(SENTINEL_ORIGIN)).length;
  const seen = sentinels();
  await watched.page.evaluate((origin) => {
    new Image().src = `${origin}/pixel.png`;
  }, SENTINEL_ORIGIN);
  await expect.poll(sentinels).toBe(seen + 1);
  return watched.violations.filter((violation) => !violation.includes(SENTINEL_ORIGIN));
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Page views the tools were told of by the navigation hook: Baidu's queue and gtag's events. */
function pageViews(page: Page) {
  return page.evaluate(() => {
    const globals = window as unknown as { _hmt?: unknown[][]; dataLayer?: ArrayLike<unknown>[] };
    return {
      baidu: (globals._hmt ?? []).filter((command) => command[0] === '_trackPageview').map((command) => command[1]),
      gtag: (globals.dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view')
        .map((entry) => (entry[2] as { page_path: string }).page_path),
      gtagConfig: (globals.dataLayer ?? []).map((entry) => Array.from(entry)).filter((entry) => entry[0] === 'config').map((entry) => entry[1]),
    };
  });
}

describe('analytics with both ids configured', () => {
  const site = siteInBrowser({ analytics: IDS });

  it.each(SITE_LANGUAGES)('load after the page is interactive and count each in-site navigation (%s)', async (language) => {
    const watched = await openWatched(site.browser);
    const { page } = watched;
    try {
      const home = localizedPath(ROUTES.home, language);
      await page.goto(`${site.server.origin}${home}`, { waitUntil: 'load' });
      await page.waitForFunction(() => {
        const globals = window as unknown as { tongjiLoaded?: boolean; gtagLoaded?: boolean };
        return globals.tongjiLoaded === true && globals.gtagLoaded === true;
      });
      expect(watched.toolRequests.sort()).toEqual([
        `https://hm.baidu.com/hm.js?${IDS.baiduTongjiId}`,
        `https://www.googletagmanager.com/gtag/js?id=${IDS.googleAnalyticsId}`,
      ]);
      // The tools count the first page themselves; the hook has reported nothing yet.
      expect(await pageViews(page)).toEqual({ baidu: [], gtag: [], gtagConfig: [IDS.googleAnalyticsId] });

      await page.locator('main a[href*="/caseDetails"]').first().click();
      await page.waitForURL(/caseDetails/);
      const casePage = pathOf(page);
      await expect.poll(async () => (await pageViews(page)).baidu).toEqual([casePage]);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === home);
      await expect.poll(async () => (await pageViews(page)).baidu).toEqual([casePage, home]);
      expect((await pageViews(page)).gtag).toEqual([casePage, home]);

      expect(await violationsSoFar(watched)).toEqual([]);
      // The provoked violation is also written to the console; nothing else may be.
      expect(watched.errors.filter((error) => !error.includes(SENTINEL_ORIGIN))).toEqual([]);
    } finally {
      await watched.context.close();
    }
  });
});

describe('analytics without ids', () => {
  const site = siteInBrowser();

  it('ask which tools to load and load none', async () => {
    const watched = await openWatched(site.browser);
    const { page } = watched;
    try {
      const answer = page.waitForResponse((response) => response.url().includes(`${API_BASE_PATH}/${SITE_PAGE_API_PATHS.siteAnalytics}`));
      await page.goto(`${site.server.origin}${localizedPath(ROUTES.home, 'zh-CN')}`, { waitUntil: 'load' });
      expect((await (await answer).json()).data).toEqual({ baiduTongjiId: null, googleAnalyticsId: null });
      await settle(page);
      expect(watched.toolRequests).toEqual([]);
      expect(await page.evaluate(() => ({ hmt: typeof (window as { _hmt?: unknown })._hmt, gtag: typeof (window as { gtag?: unknown }).gtag }))).toEqual({
        hmt: 'undefined',
        gtag: 'undefined',
      });
      expect(await violationsSoFar(watched)).toEqual([]);
    } finally {
      await watched.context.close();
    }
  });
});
