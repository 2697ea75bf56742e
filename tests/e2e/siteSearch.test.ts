/**
 * The site search in Chromium on the built release (its index written by the publish of the
 * global set-up): nothing of it loads before the header's search button is used; a Chinese term
 * on a Chinese page and an English term on an English phone find the seeded cases whose titles
 * hold them, grouped by kind with passages, and their links open the cases; what the first
 * search downloads is measured against its budget; an address with `?q=term` opens the search on it.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTES, localizedPath, type SiteLanguage } from '../../contract/siteRoutes';
import { HITS_SHOWN } from '../../site/src/components/search/pagefindClient';
import { allCases, recordErrors, settle, visit } from './support';
import { siteInBrowser } from './siteInBrowser';

/**
 * What a first search may download: the bodies of everything it fetched, as sent (compressed).
 * Each word of a query loads one index chunk of 1 to 4 KiB (cms/publishing/searchIndex/searchIndexChunks.ts;
 * Chromium splits 冷库 into 冷 and 库), most of the rest being Pagefind's script and WebAssembly
 * (docs/budgets.md).
 */
const FIRST_SEARCH_BUDGET_BYTES = 100_000;

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const SEARCHES: Array<{ language: SiteLanguage; term: string; casesHeading: string; device: typeof DESKTOP | typeof PHONE }> = [
  { language: 'zh-CN', term: '冷库', casesHeading: '成功案例', device: DESKTOP },
  { language: 'en-US', term: 'cold store', casesHeading: 'Cases', device: PHONE },
  { language: 'en-US', term: 'stacker crane buffer', casesHeading: 'Cases', device: DESKTOP },
  { language: 'zh-CN', term: '酸奶冷藏立体库', casesHeading: '成功案例', device: PHONE },
];

/** What a finished request brought: its body as sent (compressed), and its response headers. */
async function transferred(request: Request): Promise<{ body: number; headers: number }> {
  const sizes = await request.sizes();
  return { body: sizes.responseBodySize, headers: sizes.responseHeadersSize };
}

const searchDialog = (page: Page) => page.getByRole('dialog', { name: /站内搜索|Search the site/ });

describe('site search', () => {
  const site = siteInBrowser();

  it.each(SEARCHES)('$language: "$term" finds the seeded cases holding it, by kind, with passages and working links; nothing loads before first use', async ({ language, term, casesHeading, device }) => {
    const origin = site.server.origin;
    const cases = (await allCases(origin, language)).flat();
    const expected = cases.filter((item) => item.articleTitle.toLowerCase().includes(term.toLowerCase()));
    expect(expected.length, `a seeded ${language} case title holds "${term}"`).toBeGreaterThan(0);

    const context = await site.browser.newContext(device);
    const page = await context.newPage();
    const errors = recordErrors(page);
    const requests: Array<{ url: string; request: Request }> = [];
    page.on('requestfinished', (request) => requests.push({ url: request.url(), request }));
    try {
      await page.goto(`${origin}${localizedPath(ROUTES.home, language)}`, { waitUntil: 'load' });
      await settle(page);
      const beforeUse = requests.length;
      expect(requests.map(({ url }) => url).filter((url) => url.includes('/pagefind/'))).toEqual([]);
      const scriptsBefore = new Set(requests.filter(({ request }) => request.resourceType() === 'script').map(({ url }) => url));

      // Opened from the keyboard; the field has focus.
      const button = page.getByRole('banner').getByRole('button', { name: language === 'zh-CN' ? '搜索' : 'Search', exact: true });
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = searchDialog(page);
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const field = dialog.getByRole('searchbox');
      await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type(term);

      const casesGroup = dialog.getByRole('region', { name: casesHeading });
      const expectedLinks = expected.map((item) => casesGroup.getByRole('link', { name: item.articleTitle, exact: true }));
      const shownExpected = async () => {
        const counts = await Promise.all(expectedLinks.map((link) => link.count()));
        return counts.findIndex((count) => count > 0);
      };
      await expect.poll(shownExpected, { timeout: 15_000 }).toBeGreaterThanOrEqual(0);
      await expect.poll(() => dialog.getByRole('status').textContent()).toContain(term);

      // The first search's downloads: every request since the button was used, all of them new.
      await settle(page);
      const used = requests.slice(beforeUse);
      // The release's pointer, then Pagefind's script and files from the index's own folder.
      expect(used.some(({ url }) => new URL(url).pathname === '/pagefind/pagefind.js')).toBe(true);
      expect(used.some(({ url }) => /\/pagefind\/[\w-]+\/pagefind\.js\?/.test(url))).toBe(true);
      expect(used.some(({ url }) => /\/pagefind\/[\w-]+\/wasm\.[\w-]+\.pagefind$/.test(url))).toBe(true);
      expect(used.filter(({ url }) => scriptsBefore.has(url))).toEqual([]);
      const sizes = await Promise.all(used.map(async ({ url, request }) => ({ url: new URL(url).pathname, ...(await transferred(request)) })));
      const total = sizes.reduce((sum, { body }) => sum + body, 0);
      const headers = sizes.reduce((sum, size) => sum + size.headers, 0);
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
      console.log([
        `first search (${language}, "${term}"): ${kib(total)} of bodies in ${sizes.length} requests (and ${kib(headers)} of response headers)`,
        ...sizes.map(({ url, body }) => `  ${kib(body).padStart(10)} ${url}`),
      ].join('\n'));
      expect(total).toBeLessThan(FIRST_SEARCH_BUDGET_BYTES);

      // Grouped by kind: each group a region named by its kind, holding links with their passages.
      const groups = await dialog.getByRole('region').evaluateAll((regions) => regions.map((region) => ({
        kind: region.querySelector('h3')?.textContent ?? '',
        hits: [...region.querySelectorAll('li')].map((item) => ({
          href: item.querySelector('a')?.getAttribute('href') ?? '',
          marked: [...item.querySelectorAll('p mark')].map((mark) => mark.textContent ?? ''),
        })),
      })));
      expect(groups.map(({ kind }) => kind)).toContain(casesHeading);
      expect(new Set(groups.map(({ kind }) => kind)).size).toBe(groups.length);
      for (const group of groups) {
        expect(group.hits.length, group.kind).toBeGreaterThan(0);
        for (const hit of group.hits) {
          expect(hit.href.startsWith(language === 'en-US' ? '/en-US/' : '/'), hit.href).toBe(true);
          expect(hit.marked.length, `${hit.href}: a passage with the term marked`).toBeGreaterThan(0);
        }
      }

      const index = await shownExpected();
      const shown = expected[index]!;
      await expectedLinks[index]!.click();
      await page.waitForURL((url) => url.pathname.includes(ROUTES.caseDetails));
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(shown.articleTitle);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the first hits and more on request; a list item found links to the item on its page', async () => {
    const { page, errors, close } = await visit(site.browser, `${site.server.origin}${ROUTES.home}`, DESKTOP);
    try {
      await page.getByRole('banner').getByRole('button', { name: '搜索', exact: true }).click();
      const dialog = searchDialog(page);
      await dialog.getByRole('searchbox').fill('冷库');
      const status = dialog.getByRole('status');
      await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/\d+/);
      const total = Number((await status.textContent())!.match(/\d+/)![0]);
      expect(total, 'enough pages hold the term for a second page of hits').toBeGreaterThan(HITS_SHOWN);
      const links = dialog.getByRole('region').getByRole('link');
      expect(await links.count()).toBe(HITS_SHOWN);

      await dialog.getByRole('button', { name: '更多结果' }).click();
      await expect.poll(() => links.count()).toBe(Math.min(total, 2 * HITS_SHOWN));
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(new Set(hrefs).size).toBe(hrefs.length);

      // A result that is an item of a list page opens the page at the item, its tab shown.
      const item = hrefs.find((href) => href.includes('#'));
      expect(item, `a list item among ${hrefs.join(', ')}`).toBeDefined();
      await page.goto(`${site.server.origin}${item}`, { waitUntil: 'load' });
      const target = page.locator(`[id="${decodeURIComponent(item!.split('#')[1]!)}"]`);
      await expect.poll(() => target.isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('opens on the term of an address with ?q= (the web site\'s SearchAction in the structured data) and finds it', async () => {
    const { page, errors, close } = await visit(site.browser, `${site.server.origin}${localizedPath(ROUTES.home, 'en-US')}?q=${encodeURIComponent('cold store')}`, DESKTOP);
    try {
      const dialog = searchDialog(page);
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.getByRole('searchbox').inputValue()).toBe('cold store');
      await expect.poll(() => dialog.getByRole('status').textContent(), { timeout: 15_000 }).toContain('cold store');
      expect(await dialog.getByRole('region', { name: 'Cases' }).getByRole('link').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('closes on Escape and gives focus back to the search button; a phone shows the dialog within its width', async () => {
    const { page, close } = await visit(site.browser, `${site.server.origin}${ROUTES.home}`, PHONE);
    try {
      const button = page.getByRole('banner').getByRole('button', { name: '搜索', exact: true });
      await button.click();
      const dialog = searchDialog(page);
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
      // The browser closes the dialog at once; the button's state follows at Preact's next render.
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await close();
    }
  });
});
