/**
 * The address decides the language: an explicit Chinese or English address opens in its
 * language whatever was chosen before; the stored choice decides where `/` goes and is updated
 * whenever the visitor picks a language, by the toggle or by a link to the other language's page;
 * the pre-rendered pages behind `?id=` addresses never show their internal path.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, SITE_LANGUAGES, hasContentIn, localizedPath, type SiteLanguage } from '../../contract/siteRoutes';
import { launchBrowser } from '../support/browser';
import { startSiteServer } from '../support/siteServer';
import { BUILT_WITH_ENGLISH_CAREERS, allCases, articleDetails, firstJob, headings, normalise, recordErrors, settle } from './support';

const storedLanguage = (page: Page) => page.evaluate(() => window.localStorage.getItem('language'));

/** The address bar, as a visitor reads it: path, query and hash. */
const shownAddress = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

describe('the language of a page', () => {
  let server: Awaited<ReturnType<typeof startSiteServer>>;
  let chromium: Awaited<ReturnType<typeof launchBrowser>>;
  let browser: Browser;
  let caseId: number;
  let jobId: number;

  beforeAll(async () => {
    server = await startSiteServer();
    chromium = await launchBrowser();
    browser = chromium.browser;
    caseId = (await allCases(server.origin))[0]![0]!.articleId;
    jobId = (await firstJob(server.origin)).jobId;
  });

  afterAll(async () => {
    await chromium?.close();
    await server?.close();
  });

  /** A fresh visitor's browser; `chosen` is picked with the header toggle first, as a visitor would. */
  async function visitor(chosen?: SiteLanguage): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = recordErrors(page);
    if (chosen) {
      const start = chosen === 'en-US' ? ROUTES.home : localizedPath(ROUTES.home, 'en-US');
      await page.goto(`${server.origin}${start}`);
      await settle(page);
      await page.getByRole('banner').getByRole('button', { name: /^\s*(Language|语言)/ }).first().click();
      await page.waitForURL(`${server.origin}${localizedPath(ROUTES.home, chosen)}`);
      await settle(page);
      expect(await storedLanguage(page)).toBe(chosen);
    }
    return { context, page, errors };
  }

  it.each(SITE_LANGUAGES)('after choosing %s, a shared address of the other language opens as it is, in its language', async (chosen) => {
    const other = chosen === 'en-US' ? 'zh-CN' : 'en-US';
    const { context, page, errors } = await visitor(chosen);
    try {
      const address = `${localizedPath(ROUTES.caseDetails, other)}?id=${caseId}`;
      await page.goto(`${server.origin}${address}`);
      await settle(page);
      expect(shownAddress(page)).toBe(address);
      expect(await page.locator('html').getAttribute('lang')).toBe(other);
      const article = await articleDetails(server.origin, caseId, other);
      expect(await headings(page)).toEqual([normalise(article.articleTitle)]);

      await page.goto(`${server.origin}${localizedPath(ROUTES.productCenter, other)}`);
      await settle(page);
      expect(new URL(page.url()).pathname).toBe(localizedPath(ROUTES.productCenter, other));
      expect(await page.locator('html').getAttribute('lang')).toBe(other);
      // Opening a page is not choosing its language.
      expect(await storedLanguage(page)).toBe(chosen);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(SITE_LANGUAGES)('/ opens the home page of the stored choice, %s', async (chosen) => {
    const { context, page, errors } = await visitor(chosen);
    try {
      await page.goto(`${server.origin}/`);
      await settle(page);
      expect(shownAddress(page)).toBe(localizedPath(ROUTES.home, chosen));
      expect(await page.locator('html').getAttribute('lang')).toBe(chosen);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['language=en-US', '/en-US/home'],
    ['language=zh-CN', '/home'],
    ['language=fr; other=1', '/home'],
    ['', '/home'],
  ])('the CMS answers / with cookie "%s" by a redirect to %s that no cache keeps for another visitor', async (cookie, target) => {
    const response = await fetch(`${server.origin}/?utm_source=mail`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${target}?utm_source=mail`);
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('/ opens the Chinese home page when nothing was chosen', async () => {
    const { context, page, errors } = await visitor();
    try {
      await page.goto(`${server.origin}/`);
      await settle(page);
      expect(shownAddress(page)).toBe(ROUTES.home);
      expect(await storedLanguage(page)).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('following "Go to the Chinese page" from an English Chinese-only page is choosing Chinese', async () => {
    const { context, page, errors } = await visitor('en-US');
    try {
      await page.goto(`${server.origin}${localizedPath(ROUTES.stockmarket, 'en-US')}`);
      await settle(page);
      await page.getByRole('main').getByRole('link', { name: 'Go to the Chinese page' }).click();
      await page.waitForURL(`${server.origin}${ROUTES.stockmarket}`);
      await settle(page);
      expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
      expect(await storedLanguage(page)).toBe('zh-CN');

      await page.reload();
      await settle(page);
      expect(shownAddress(page)).toBe(ROUTES.stockmarket);
      expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');

      await page.goto(`${server.origin}/`);
      await settle(page);
      expect(shownAddress(page)).toBe(ROUTES.home);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the page states its language at every moment of an in-site move, within a language and across', async () => {
    const { context, page, errors } = await visitor();
    type Watched = Window & { statedLanguages: (string | null)[] };
    try {
      await page.goto(`${server.origin}${localizedPath(ROUTES.stockmarket, 'en-US')}`);
      await settle(page);
      // From here on every move is in-site: the same document, whose <html lang> is watched.
      await page.evaluate(() => {
        const seen: (string | null)[] = [];
        (window as unknown as Watched).statedLanguages = seen;
        new MutationObserver(() => seen.push(document.documentElement.getAttribute('lang'))).observe(document.documentElement, {
          attributes: true,
          attributeFilter: ['lang'],
        });
      });
      await page.getByRole('banner').locator(`a[href="${localizedPath(ROUTES.home, 'en-US')}"]`).first().click();
      await page.waitForURL(`${server.origin}${localizedPath(ROUTES.home, 'en-US')}`);
      await settle(page);
      await page.goBack();
      await page.waitForURL(`${server.origin}${localizedPath(ROUTES.stockmarket, 'en-US')}`);
      await settle(page);
      await page.getByRole('main').getByRole('link', { name: 'Go to the Chinese page' }).click();
      await page.waitForURL(`${server.origin}${ROUTES.stockmarket}`);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');
      await page.getByRole('banner').locator(`a[href="${ROUTES.home}"]`).first().click();
      await page.waitForURL(`${server.origin}${ROUTES.home}`);
      await settle(page);
      const stated = await page.evaluate(() => (window as unknown as Watched).statedLanguages);
      expect(stated, 'the page was reloaded: the moves were not in-site').toBeDefined();
      expect(stated).toEqual(['zh-CN']);
      expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  describe.each(SITE_LANGUAGES)('%s ?id= addresses', (language) => {
    it.each([
      { label: 'a case', address: () => `${localizedPath(ROUTES.caseDetails, language)}?id=${caseId}` },
      // A job's page exists where careers are shown (careersLanguages.test.ts: not in English by default).
      ...(hasContentIn(ROUTES.joinUsDetails, language, BUILT_WITH_ENGLISH_CAREERS)
        ? [{ label: 'a job', address: () => `${localizedPath(ROUTES.joinUsDetails, language)}?id=${jobId}` }]
        : []),
    ])('$label keeps its public address once the page is live', async ({ address }) => {
      const { context, page, errors } = await visitor();
      try {
        await page.goto(`${server.origin}${address()}#content`);
        await settle(page);
        expect(shownAddress(page)).toBe(`${address()}#content`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });

  it('the language toggle on a case leads to the same case at its public address', async () => {
    const { context, page, errors } = await visitor();
    try {
      await page.goto(`${server.origin}${ROUTES.caseDetails}?id=${caseId}`);
      await settle(page);
      await page.getByRole('banner').getByRole('button', { name: /^\s*(Language|语言)/ }).first().click();
      await page.waitForURL(`${server.origin}${localizedPath(ROUTES.caseDetails, 'en-US')}?id=${caseId}`);
      await settle(page);
      const article = await articleDetails(server.origin, caseId, 'en-US');
      await expect.poll(() => headings(page)).toEqual([normalise(article.articleTitle)]);
      expect(shownAddress(page)).toBe(`${localizedPath(ROUTES.caseDetails, 'en-US')}?id=${caseId}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
