/**
 * Every route of the site, in both languages, loads in a real Chromium from the
 * CMS that serves the built site: status 200, no console error or uncaught exception, exactly one
 * non-empty h1 of its own. English paths of the Chinese-only routes answer 200 with a notice.
 */
import { launchBrowser } from '../support/browser';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXED_PAGE_PATHS, ROUTES, SITE_LANGUAGES, hasContentIn, isChineseOnly, localizedPath, type SiteLanguage,
} from '../../contract/siteRoutes';
import { startSiteServer } from '../support/siteServer';
import { BUILT_WITH_ENGLISH_CAREERS, allCases, caseRoot, firstJob, headings, visit } from './support';
import { visitLanes, type VisitLanes } from './visitLanes';

/** Pages loading routes at once. */
const LANES = 4;

/** The h1 each page showed, by language, for the "pages have their own heading" check. */
type Seen = { route: string; h1: string; notice: boolean };

describe('every route loads in both languages', () => {
  let server: Awaited<ReturnType<typeof startSiteServer>>;
  let chromium: Awaited<ReturnType<typeof launchBrowser>>;
  let browser: Browser;
  let lanes: VisitLanes;
  let caseId = 0;
  let jobId = 0;
  let categoryRoutes: string[] = [];
  const seen: Record<SiteLanguage, Seen[]> = { 'zh-CN': [], 'en-US': [] };

  beforeAll(async () => {
    server = await startSiteServer();
    chromium = await launchBrowser();
    browser = chromium.browser;
    lanes = visitLanes(browser, LANES);
    const root = await caseRoot(server.origin);
    categoryRoutes = root.children.map((category) => `${ROUTES.succeedCase}/${category.outLink}`);
    caseId = (await allCases(server.origin))[0]![0]!.articleId;
    jobId = (await firstJob(server.origin)).jobId;
  });

  afterAll(async () => {
    await lanes?.close();
    await chromium?.close();
    await server?.close();
  });

  /** Loads one route on a lane and checks status, errors and the heading; problems come back as text. */
  async function check(route: string, language: SiteLanguage): Promise<string[]> {
    const url = localizedPath(route, language);
    return lanes.visit(`${server.origin}${url}`, async ({ page, response, errors }) => {
      const problems: string[] = [];
      const status = response?.status();
      if (status !== 200) problems.push(`status ${status}`);
      problems.push(...errors());
      const h1 = await headings(page);
      if (h1.length !== 1) problems.push(`${h1.length} h1 elements: ${JSON.stringify(h1)}`);
      else if (!h1[0]) problems.push('the h1 is empty');
      const lang = await page.locator('html').getAttribute('lang');
      if (lang !== language) problems.push(`<html lang="${lang}">, expected ${language}`);
      const pathOnly = route.split('?')[0]!;
      const notice = language === 'en-US' && isChineseOnly(pathOnly, BUILT_WITH_ENGLISH_CAREERS);
      if (notice) {
        // The notice links to the Chinese page instead of pretending to be it.
        const toChinese = page.locator(`main a[href^="${pathOnly}"]`);
        if ((await toChinese.count()) === 0) problems.push(`the Chinese-only notice has no link to ${pathOnly}`);
      }
      seen[language].push({ route: url, h1: h1[0] ?? '', notice });
      return problems.map((problem) => `${url}: ${problem}`);
    });
  }

  // The routes' checks run side by side, one page load per lane (the h1 check after them reads what they saw).
  describe.each(SITE_LANGUAGES)('in %s', (language) => {
    for (const route of FIXED_PAGE_PATHS) {
      const label = language === 'en-US' && isChineseOnly(route, BUILT_WITH_ENGLISH_CAREERS) ? ' (Chinese-only notice)' : '';
      it.concurrent(`${localizedPath(route, language)}${label}`, async ({ expect }) => {
        expect(await check(route, language)).toEqual([]);
      });
    }

    it.concurrent(`${localizedPath('/caseDetails', language)}?id=<first seed case>`, async ({ expect }) => {
      expect(await check(`${ROUTES.caseDetails}?id=${caseId}`, language)).toEqual([]);
    });

    // A job's page exists where careers are shown (its English address, with English careers off,
    // is a missing page's: careersLanguages.test.ts).
    if (hasContentIn(ROUTES.joinUsDetails, language, BUILT_WITH_ENGLISH_CAREERS)) {
      it.concurrent(`${localizedPath('/joinUsDetails', language)}?id=<first seed job>`, async ({ expect }) => {
        expect(await check(`${ROUTES.joinUsDetails}?id=${jobId}`, language)).toEqual([]);
      });
    }

    it.concurrent(`${localizedPath(ROUTES.succeedCase, language)}/{outLink} of every seed category`, async ({ expect }) => {
      expect(categoryRoutes.length).toBeGreaterThan(0);
      const problems = (await Promise.all(categoryRoutes.map((route) => check(route, language)))).flat();
      expect(problems).toEqual([]);
    }, 120_000);

    it('declares an icon the server has (so browsers do not log a 404 for /favicon.ico)', async () => {
      const visited = await visit(browser, `${server.origin}${localizedPath(ROUTES.home, language)}`, { javaScriptEnabled: false });
      try {
        const declared = await visited.page
          .locator('link[rel~="icon"]')
          .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
        const icons = declared.length > 0 ? declared : [`${server.origin}/favicon.ico`];
        for (const icon of icons) expect((await fetch(icon)).status, icon).toBe(200);
      } finally {
        await visited.close();
      }
    });

    it('gives every page its own h1 (the Chinese-only notices aside)', () => {
      const pages = seen[language].filter((page) => !page.notice && page.h1);
      expect(pages.length).toBeGreaterThan(FIXED_PAGE_PATHS.length / 2);
      const byHeading = new Map<string, string[]>();
      for (const page of pages) byHeading.set(page.h1, [...(byHeading.get(page.h1) ?? []), page.route]);
      const shared = [...byHeading].filter(([, routes]) => routes.length > 1).map(([h1, routes]) => `"${h1}": ${routes.join(', ')}`);
      expect(shared).toEqual([]);
    });
  });
});
