/**
 * The case-list checks: the case list (the case browser widget inside the site) pages through the
 * seed cases (page 1 pre-rendered and not fetched again, the following pages fetched from the CMS
 * at run time), its filters narrow the list, its detail links navigate client-side, and
 * /caseDetails?id=N shows its article, already in the HTML the server sends.
 */
import { launchBrowser } from '../support/browser';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_PAGE_SIZE, INTERNAL_API_PATHS } from '../../contract/api';
import type { SitePicture } from '../../contract/media/sitePicture';
import type { ArticleListItem } from '../../contract/entities/article';
import { ALL_CASES_OUT_LINK, ROUTES, SITE_LANGUAGES, localizedPath } from '../../contract/siteRoutes';
import { startSiteServer } from '../support/siteServer';
import { allCases, api, apiLanguage, articleDetails, caseRoot, headings, linkedCaseIds, normalise, recordErrors, settle, textOfHtml, visit } from './support';

const ALL_CASES = `${ROUTES.succeedCase}/${ALL_CASES_OUT_LINK}`;

/** A pager control in the page's main content: a button or a link with this accessible name. */
function control(page: Page, name: RegExp): Locator {
  const main = page.getByRole('main');
  return main.getByRole('button', { name }).or(main.getByRole('link', { name })).filter({ visible: true });
}
const nextButton = (page: Page) => control(page, /下一页|next/i);
const pageButton = (page: Page, n: number) =>
  control(page, new RegExp(`^\\s*(?:第\\s*${n}\\s*页|${n}|(?:go to )?page ${n})\\s*$`, 'i'));

const idsOf = (rows: ArticleListItem[]) => rows.map((row) => row.articleId);
const isListCall = (url: string) => /\/cms\/open\/api\/article\/list\?/.test(url);

describe('cases', () => {
  let server: Awaited<ReturnType<typeof startSiteServer>>;
  let chromium: Awaited<ReturnType<typeof launchBrowser>>;
  let browser: Browser;
  let pages: ArticleListItem[][];

  beforeAll(async () => {
    server = await startSiteServer();
    chromium = await launchBrowser();
    browser = chromium.browser;
    pages = await allCases(server.origin);
  });

  afterAll(async () => {
    await chromium?.close();
    await server?.close();
  });

  it('the seed has more than one page of cases (a precondition of the paging test)', () => {
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages[0]).toHaveLength(CASE_PAGE_SIZE);
  });

  it(`${ALL_CASES} pre-renders page 1: the built HTML already holds its case titles`, async () => {
    const response = await fetch(`${server.origin}${ALL_CASES}`);
    expect(response.status).toBe(200);
    const text = textOfHtml(await response.text());
    expect(text).toContain(normalise(pages[0]![0]!.articleTitle));
    const missing = pages[0]!.filter((row) => !text.includes(normalise(row.articleTitle))).map((row) => row.articleTitle);
    expect(missing, 'page 1 titles missing from the built HTML').toEqual([]);
  });

  it.each(SITE_LANGUAGES)('%s: the headings of the case list descend one level at a time (h1, h2, then the cards)', async (language) => {
    const html = await (await fetch(`${server.origin}${localizedPath(ALL_CASES, language)}`)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const levels = [...main.matchAll(/<h([1-6])[\s>]/g)].map(([, level]) => Number(level));
    expect(levels.slice(0, 3)).toEqual([1, 2, 3]);
    const skips = levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1);
    expect(skips, `heading levels in <main>: ${levels.join(' ')}`).toEqual([]);
  });

  it(`${ALL_CASES} shows ${CASE_PAGE_SIZE} cards, and the pager's next and page buttons load every following page from the CMS`, async () => {
    const visited = await visit(browser, `${server.origin}${ALL_CASES}`);
    const { page } = visited;
    try {
      await expect.poll(() => linkedCaseIds(page), { message: 'page 1 cards (links to /caseDetails)' }).toEqual(idsOf(pages[0]!));
      const main = page.getByRole('main');
      for (const row of pages[0]!) {
        expect(await main.getByText(row.articleTitle, { exact: false }).count(), row.articleTitle).toBeGreaterThan(0);
      }

      const seen = [...idsOf(pages[0]!)];
      for (let n = 2; n <= pages.length; n += 1) {
        // Alternate the two controls; fall back to "next" when the pager does not show page n.
        const byNumber = n % 2 === 1 && (await pageButton(page, n).count()) > 0;
        const fetched = page.waitForResponse(
          (response) => /\/cms\/open\/api\/article\/list\?/.test(response.url()) && new URL(response.url()).searchParams.get('pageNum') === String(n),
          { timeout: 10_000 },
        );
        if (byNumber) await pageButton(page, n).first().click();
        else {
          const next = nextButton(page);
          expect(await next.count(), `a "next page" control on page ${n - 1}`).toBeGreaterThan(0);
          await next.first().click();
        }
        const response = await fetched;
        expect(response.status()).toBe(200);
        await expect
          .poll(() => linkedCaseIds(page), { message: `page ${n} cards (reached with ${byNumber ? `page button ${n}` : 'next'})` })
          .toEqual(idsOf(pages[n - 1]!));
        seen.push(...idsOf(pages[n - 1]!));
      }
      // Every seed case exactly once across the pages.
      const all = pages.flat().map((row) => row.articleId);
      expect(seen.length).toBe(new Set(seen).size);
      expect([...seen].sort((a, b) => a - b)).toEqual([...all].sort((a, b) => a - b));
      expect(visited.errors).toEqual([]);
    } finally {
      await visited.close();
    }
  }, 90_000);

  it.each(SITE_LANGUAGES)('%s: the first cards\' thumbnails load at once (LCP), the first with high priority, the rest lazily', async (language) => {
    const html = await (await fetch(`${server.origin}${localizedPath(ALL_CASES, language)}`)).text();
    const thumbnails = [...html.matchAll(/<img[^>]*class="cmsw-case-thumb"[^>]*>/g)].map(([tag]) => tag);
    expect(thumbnails).toHaveLength(CASE_PAGE_SIZE);
    expect(thumbnails.map((tag) => /loading="lazy"/.test(tag))).toEqual([false, false, false, false, true, true, true, true]);
    expect(thumbnails.map((tag) => /fetchpriority="high"/.test(tag))).toEqual([true, false, false, false, false, false, false, false]);
  });

  it.each(SITE_LANGUAGES)('%s: asks the CMS for nothing of page 1 at start (no category tree either), only for the pages after it', async (language) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = recordErrors(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (/\/cms\/open\/api\//.test(request.url())) calls.push(request.url());
    });
    try {
      await page.goto(`${server.origin}${localizedPath(ALL_CASES, language)}`, { waitUntil: 'load' });
      await settle(page);
      await expect.poll(() => linkedCaseIds(page)).toHaveLength(CASE_PAGE_SIZE);
      const inLanguage = await allCases(server.origin, language);
      expect(await linkedCaseIds(page)).toEqual(idsOf(inLanguage[0]!));
      expect(calls.filter((url) => /article\/list|classify\/treeData/.test(url))).toEqual([]);

      await pageButton(page, 2).first().click();
      await expect.poll(() => linkedCaseIds(page)).toEqual(idsOf(inLanguage[1]!));
      expect(calls.filter(isListCall).map((url) => new URL(url).searchParams.get('pageNum'))).toEqual(['2']);
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the language toggle on a category opens the English list at its first category, All', async () => {
    const root = await caseRoot(server.origin);
    const category = root.children[root.children.length - 1]!;
    const visited = await visit(browser, `${server.origin}${ROUTES.succeedCase}/${category.outLink}?page=1`, { viewport: { width: 1280, height: 900 } });
    const { page } = visited;
    try {
      await settle(page);
      await page.getByRole('banner').getByRole('button', { name: /^\s*语言/ }).click();
      await page.waitForURL(`${server.origin}${localizedPath(ALL_CASES, 'en-US')}`, { timeout: 10_000 });
      const english = await allCases(server.origin, 'en-US');
      await expect.poll(() => linkedCaseIds(page)).toEqual(idsOf(english[0]!));
      expect(visited.errors).toEqual([]);
    } finally {
      await visited.close();
    }
  });

  it('reloads the page of the address (?page=N)', async () => {
    const visited = await visit(browser, `${server.origin}${ALL_CASES}?page=3`, { viewport: { width: 1280, height: 900 } });
    try {
      await expect.poll(() => linkedCaseIds(visited.page)).toEqual(idsOf(pages[2]!));
      expect(visited.errors).toEqual([]);
    } finally {
      await visited.close();
    }
  });

  it('narrows the list with the tag filters, from the CMS, and keeps them in the address', async () => {
    const { data: tags } = await api<{ data: Array<{ tagId: number; tagGroup: string; tagName: string }> }>(server.origin, 'tag/list', { language: apiLanguage('zh-CN') });
    const all = pages.flat();
    const province = tags
      .filter((tag) => tag.tagGroup === 'province')
      .map((tag) => ({ tag, count: all.filter((row) => row.tagIds.includes(tag.tagId)).length }))
      .sort((a, b) => b.count - a.count)[0]!.tag;
    const expected = await api<{ rows: ArticleListItem[]; total: number }>(server.origin, 'article/list', {
      classifyId: (await caseRoot(server.origin)).classifyId, pageNum: 1, pageSize: CASE_PAGE_SIZE, language: 'zh', tagIds: province.tagId,
    });
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(all.length);

    const visited = await visit(browser, `${server.origin}${ALL_CASES}`, { viewport: { width: 1280, height: 900 } });
    const { page } = visited;
    try {
      await page.getByRole('main').getByLabel('省份').selectOption(String(province.tagId));
      await expect.poll(() => linkedCaseIds(page)).toEqual(idsOf(expected.rows));
      expect(await page.getByRole('main').getByText(`共 ${expected.total} 条`).count()).toBe(1);
      expect(new URL(page.url()).searchParams.get('tags')).toBe(String(province.tagId));

      await page.reload({ waitUntil: 'load' });
      await settle(page);
      await expect.poll(() => linkedCaseIds(page)).toEqual(idsOf(expected.rows));
      expect(await page.getByRole('main').getByLabel('省份').inputValue()).toBe(String(province.tagId));
      expect(visited.errors).toEqual([]);
    } finally {
      await visited.close();
    }
  });

  it('follows a detail link client-side: the case article shows without a new document', async () => {
    const visited = await visit(browser, `${server.origin}${ALL_CASES}`, { viewport: { width: 1280, height: 900 } });
    const { page } = visited;
    try {
      const first = pages[0]![0]!;
      const article = await articleDetails(server.origin, first.articleId);
      // A mark on the window: a full page load would drop it.
      await page.evaluate(() => Object.assign(window, { caseListMark: true }));
      await page.locator(`main a[href="/caseDetails?id=${first.articleId}"]`).click();
      await page.waitForURL(`${server.origin}/caseDetails?id=${first.articleId}`);
      await expect.poll(() => headings(page)).toEqual([normalise(article.articleTitle)]);
      expect(await page.evaluate(() => (window as { caseListMark?: boolean }).caseListMark)).toBe(true);
      expect(visited.errors).toEqual([]);
    } finally {
      await visited.close();
    }
  });

  it('reads well on a phone: no sideways scrolling, and load-more instead of the pager until everything is loaded', async () => {
    const visited = await visit(browser, `${server.origin}${ALL_CASES}`, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page } = visited;
    try {
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const more = page.getByRole('main').getByRole('button', { name: '加载更多' });
      for (let shown = CASE_PAGE_SIZE; shown < pages.flat().length; shown += CASE_PAGE_SIZE) {
        await more.click();
        await expect.poll(() => linkedCaseIds(page)).toHaveLength(Math.min(shown + CASE_PAGE_SIZE, pages.flat().length));
      }
      expect(await page.getByRole('main').getByText('已全部加载').count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(visited.errors).toEqual([]);
    } finally {
      await visited.close();
    }
  }, 60_000);

  describe.each(SITE_LANGUAGES)('%s /caseDetails?id=N', (language) => {
    const which = [
      { label: 'first', pick: (p: ArticleListItem[][]) => p[0]![0]! },
      { label: 'last', pick: (p: ArticleListItem[][]) => p.at(-1)!.at(-1)! },
    ];

    it.each(which)('shows the $label seed case: its title as the h1 and its body', async ({ pick }) => {
      const { articleId } = pick(pages);
      const article = await articleDetails(server.origin, articleId, language);
      const url = `${server.origin}${localizedPath(ROUTES.caseDetails, language)}?id=${articleId}`;
      const visited = await visit(browser, url);
      const { page } = visited;
      try {
        expect(visited.response?.status()).toBe(200);
        expect(await headings(page)).toEqual([normalise(article.articleTitle)]);
        const body = normalise(textOfHtml(article.articleContent)).slice(0, 40);
        expect(normalise((await page.getByRole('main').textContent()) ?? '')).toContain(body);
        expect(new URL(page.url()).searchParams.get('id') ?? new URL(page.url()).pathname.split('/').pop()).toBe(String(articleId));
        expect(visited.errors).toEqual([]);
      } finally {
        await visited.close();
      }
    });

    it.each(which)('sends the $label seed case title and body in the raw HTML (no JavaScript)', async ({ pick }) => {
      const { articleId } = pick(pages);
      const article = await articleDetails(server.origin, articleId, language);
      const response = await fetch(`${server.origin}${localizedPath(ROUTES.caseDetails, language)}?id=${articleId}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const text = textOfHtml(html);
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
      expect(normalise(textOfHtml(h1 ?? ''))).toBe(normalise(article.articleTitle));
      expect(text).toContain(normalise(textOfHtml(article.articleContent)).slice(0, 40));
      // The last paragraph too: the whole body, not an excerpt.
      expect(text).toContain(normalise(textOfHtml(article.articleContent)).slice(-30));
      // Its picture as the media library describes it: the library's text, not the title, and its own size.
      const pictures = await (await fetch(`${server.origin}/cms/open/api/${INTERNAL_API_PATHS.sitePictures}`)).json() as { data: SitePicture[] };
      const picture = pictures.data.find((candidate) => candidate.address === article.articleThumbnail)!;
      const image = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag).find((tag) => tag.includes(`src="${article.articleThumbnail}"`));
      expect(image).toContain(` alt="${picture.alt[apiLanguage(language)]}"`);
      expect(image).toContain(` width="${picture.width}" height="${picture.height}"`);
    });
  });
});
