/**
 * The site's Content-Security-Policy holds in Chromium: every address of the sitemap in both
 * languages (the `?id=` pages among them), the redirects, the `?id=` shells, the 404 pages and the
 * preview of drafts load without one violation, and so do the widgets the site renders when they
 * open and client-side navigations (which keep the first page's policy).
 *
 * A violation is reported by an event, later than the blocked action. So every visit ends by
 * provoking one known violation (an image from a host the policy does not list) and waits for
 * its event: events are delivered in order, so any violation the page caused before has arrived
 * by then. The same event proves the policy is enforced on that page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_PATH } from '../../contract/content/preview';
import { REDIRECTS, ROUTES, SITE_LANGUAGES, localizedPath } from '../../contract/siteRoutes';
import { launchBrowser } from '../support/browser';
import { TEST_SITE_URL } from '../support/siteGlobalSetup';
import { startSiteServer } from '../support/siteServer';
import { firstJob, recordErrors, settle } from './support';
import { visitLanes, type VisitLanes } from './visitLanes';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

const SENTINEL_ORIGIN = 'http://csp-sentinel.invalid';
const SENTINEL = `${SENTINEL_ORIGIN}/pixel.png`;
/** Chromium may report the blocked address cut down to its origin. */
const isSentinel = (violation: Violation) => violation.blocked.startsWith(SENTINEL_ORIGIN);
/** Console lines about the policies, which Chromium writes beside (or instead of) the events. */
const POLICY_MESSAGE = /Content Security Policy|Permissions-Policy|Refused to/i;
const PARALLEL_VISITS = 4;
const VIEWPORT = { width: 1280, height: 900 };

/** Reports the page's CSP violations to the test, across its navigations, into the array answered. */
async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('reportCspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(violation: unknown): void }).reportCspViolation;
      report({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
  return violations;
}

/** What went wrong, as text: the violations but the sentinel's, and the console's lines about the policies. */
const problemsOf = (violations: Violation[], errors: string[]) => [
  ...violations.filter((violation) => !isSentinel(violation)).map((violation) => `violation of ${violation.directive}: ${violation.blocked} (${violation.source})`),
  ...errors.filter((error) => POLICY_MESSAGE.test(error) && !error.includes(SENTINEL_ORIGIN)),
];

/** Opens a page whose CSP violations are reported to the test, across its navigations. */
async function openWatched(browser: Browser, viewport = VIEWPORT) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const violations = await watchViolations(page);
  const errors = recordErrors(page);
  return { context, page, violations, problems: () => problemsOf(violations, errors), close: () => context.close() };
}

/** Provokes the known violation and waits for its event (see the file's comment). */
async function flushViolations(page: Page, violations: Violation[]): Promise<void> {
  const seen = violations.filter(isSentinel).length;
  await page.evaluate((sentinel) => {
    new Image().src = sentinel;
  }, SENTINEL);
  await expect.poll(() => violations.filter(isSentinel).length).toBe(seen + 1);
}

describe('the site under its Content-Security-Policy', () => {
  let server: Awaited<ReturnType<typeof startSiteServer>>;
  let chromium: Awaited<ReturnType<typeof launchBrowser>>;
  let browser: Browser;
  let lanes: VisitLanes;
  const watched = new WeakMap<Page, Violation[]>();
  let addresses: string[] = [];
  let jobId = 0;

  beforeAll(async () => {
    server = await startSiteServer();
    chromium = await launchBrowser();
    browser = chromium.browser;
    lanes = visitLanes(browser, PARALLEL_VISITS, {
      context: { viewport: VIEWPORT },
      prepare: async (page) => {
        watched.set(page, await watchViolations(page));
      },
    });
    jobId = (await firstJob(server.origin)).jobId;
    const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.replace(TEST_SITE_URL, '').replace(/&amp;/g, '&'));
    const unlisted = SITE_LANGUAGES.flatMap((language) => [
      ...REDIRECTS.map((redirect) => localizedPath(redirect.from, language)),
      localizedPath(ROUTES.caseDetails, language),
      localizedPath(`${ROUTES.caseDetails}?id=999999`, language),
      localizedPath('/no-such-page', language),
      // The back office's preview of drafts, as a visitor without a staff session gets it.
      `${localizedPath(PREVIEW_PATH, language)}?kind=articles&id=1`,
    ]);
    addresses = [...listed, ...unlisted];
  });

  afterAll(async () => {
    await lanes?.close();
    await chromium?.close();
    await server?.close();
  });

  /**
   * Loads one address on a lane and answers what went wrong there, as text. The lane's violations
   * are emptied after each visit: its flush has brought in every event the visit caused.
   */
  async function check(address: string): Promise<string[]> {
    return lanes.visit(`${server.origin}${address}`, async ({ page, response, errors }) => {
      const violations = watched.get(page)!;
      try {
        const policy = (await response?.headerValue('content-security-policy')) ?? '';
        const problems: string[] = [];
        if (!/script-src 'self' 'sha256-/.test(policy)) problems.push(`policy without its page's script hashes: "${policy}"`);
        await flushViolations(page, violations);
        problems.push(...problemsOf(violations, errors()));
        return problems.map((problem) => `${address}: ${problem}`);
      } finally {
        violations.splice(0);
      }
    });
  }

  it('loads every address of the site in both languages without a violation', async () => {
    expect(addresses.filter((address) => address.includes('?id=')).length).toBeGreaterThan(10);
    for (const language of SITE_LANGUAGES) {
      expect(addresses).toContain(localizedPath(ROUTES.home, language));
    }
    // The lanes take the addresses in turn, PARALLEL_VISITS at a time.
    const problems = (await Promise.all(addresses.map(check))).flat();
    expect(problems).toEqual([]);
  }, 900_000);

  it('refuses a script the build did not list (the check above can fail)', async () => {
    const watched = await openWatched(browser);
    try {
      await watched.page.goto(`${server.origin}${ROUTES.home}`, { waitUntil: 'load' });
      await settle(watched.page);
      await watched.page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injectedScriptRan = true;';
        document.head.append(script);
      });
      await flushViolations(watched.page, watched.violations);
      expect(watched.problems()).toEqual([
        expect.stringMatching(/^violation of script-src-elem: inline/),
        expect.stringMatching(/^console\.error: .*inline script violates the following Content Security Policy directive 'script-src 'self' 'sha256-/),
      ]);
      expect(await watched.page.evaluate(() => 'injectedScriptRan' in window)).toBe(false);
    } finally {
      await watched.close();
    }
  });

  it('keeps the widgets working: consult dialog and city picker, then client-side pages with the case browser and resume uploader', async () => {
    const watched = await openWatched(browser);
    const { page } = watched;
    try {
      await page.goto(`${server.origin}${ROUTES.home}`, { waitUntil: 'load' });
      await settle(page);
      await page.getByRole('button', { name: '联系我们' }).click();
      const dialog = page.getByRole('dialog', { name: '在线咨询' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: /所在城市/ }).click();
      await dialog.getByRole('combobox', { name: '搜索地区' }).fill('南山');
      await expect.poll(() => dialog.getByRole('option', { name: /广东省.*深圳市.*南山区/ }).first().isVisible()).toBe(true);
      await flushViolations(page, watched.violations);

      // Client-side navigations render other templates' widgets under the first page's policy.
      for (const [pathname, ready] of [
        [`${ROUTES.succeedCase}/AllCase`, () => page.locator('main a[href*="/caseDetails"]').first().isVisible()],
        [`${ROUTES.joinUsDetails}?id=${jobId}`, async () => (await page.locator('input[type="file"]').count()) > 0],
      ] as const) {
        await page.evaluate((target) => (window as unknown as { ___navigate(to: string): void }).___navigate(target), pathname);
        await expect.poll(ready, { timeout: 15_000 }).toBe(true);
        await settle(page);
        await flushViolations(page, watched.violations);
      }
      expect(watched.problems()).toEqual([]);
    } finally {
      await watched.close();
    }
  });
});
