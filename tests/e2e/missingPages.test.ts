/**
 * What a visitor and a crawler get for an address with no page behind it: the 404 page of the
 * address's language, rendered and hydrated without error (English included), and `?id=` pages
 * naming no item or an unknown one answered 404 with `noindex`, the page saying what is missing.
 */
import { describe, expect, it } from 'vitest';
import { ROUTES, SITE_LANGUAGES, localizedPath, type SiteLanguage } from '../../contract/siteRoutes';
import { headings, visit } from './support';
import { siteInBrowser } from './siteInBrowser';

const NOT_FOUND_TITLE: Record<SiteLanguage, string> = { 'zh-CN': '页面不存在', 'en-US': 'Page not found' };

/** The heading each `?id=` page shows once it knows the item is missing. */
const MISSING_HEADING: Record<string, Record<SiteLanguage, string>> = {
  [ROUTES.caseDetails]: { 'zh-CN': '未找到该案例', 'en-US': 'Case not found' },
};

/**
 * What a page reported, less the failed loads a missing page makes by nature: its own document
 * and, in the browser, Gatsby's and the shell's look-ups of what the address names.
 */
const unexpected = (errors: string[]) => errors.filter((error) => !/Failed to load resource: the server responded with a status of 404/.test(error));

/** An id no seed item has. */
const UNKNOWN_ID = 999_999;

const missingAddresses = SITE_LANGUAGES.flatMap((language) =>
  [`${ROUTES.caseDetails}?id=${UNKNOWN_ID}`, ROUTES.caseDetails, `${ROUTES.caseDetails}?id=abc`, `${ROUTES.joinUsDetails}?id=${UNKNOWN_ID}`, ROUTES.joinUsDetails].map(
    (address) => ({ language, address: localizedPath(address, language) }),
  ),
);

describe('missing pages', () => {
  const site = siteInBrowser();

  describe.each(SITE_LANGUAGES)('the %s 404 page', (language) => {
    it.each(['/nonexistent', '/products', '/aboutUs/foo'])('shows at %s, hydrated, in the address language', async (path) => {
      const visited = await visit(site.browser, `${site.server.origin}${localizedPath(path, language)}`);
      const { page } = visited;
      try {
        expect(visited.response?.status()).toBe(404);
        // Hydrated: the layout's client-only behaviour answers, so React owns the page.
        await expect.poll(() => headings(page), { message: 'the 404 heading after hydration' }).toEqual([NOT_FOUND_TITLE[language]]);
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        expect(await page.getByRole('main').getByRole('link').count()).toBeGreaterThan(0);
        expect(await page.getByRole('banner').isVisible()).toBe(true);
        expect(new URL(page.url()).pathname).toBe(localizedPath(path, language));
        expect(unexpected(visited.errors)).toEqual([]);
      } finally {
        await visited.close();
      }
    });
  });

  describe('?id= pages without their item', () => {
    it.each(missingAddresses)('$address answers 404 with noindex', async ({ address }) => {
      const response = await fetch(`${site.server.origin}${address}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
    });

    it.each(SITE_LANGUAGES)('%s: a visitor is told the case does not exist, with a way back to the cases', async (language) => {
      const visited = await visit(site.browser, `${site.server.origin}${localizedPath(ROUTES.caseDetails, language)}?id=${UNKNOWN_ID}`);
      const { page } = visited;
      try {
        expect(visited.response?.status()).toBe(404);
        await expect.poll(() => headings(page)).toEqual([MISSING_HEADING[ROUTES.caseDetails]![language]]);
        const back = page.getByRole('main').locator(`a[href="${localizedPath(`${ROUTES.succeedCase}/AllCase`, language)}"]`);
        expect(await back.count()).toBe(1);
        expect(unexpected(visited.errors)).toEqual([]);
      } finally {
        await visited.close();
      }
    });

    it('a case that exists still answers 200 at its public address', async () => {
      const sitemap = await (await fetch(`${site.server.origin}/sitemap.xml`)).text();
      const listed = /<loc>[^<]*(\/caseDetails\?id=\d+)<\/loc>/.exec(sitemap)?.[1];
      expect(listed).toBeTruthy();
      const response = await fetch(`${site.server.origin}${listed!.replace(/&amp;/g, '&')}`);
      expect(response.status).toBe(200);
      expect(await response.text()).not.toMatch(/<meta name="robots" content="noindex"/);
    });
  });
});
