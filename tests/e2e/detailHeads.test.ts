/**
 * A case or a job reached by a click inside the site has the head its address has when loaded
 * directly: the item's title, description and canonical URL, not the generic ones of the page
 * that loads items by id.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROUTES, SITE_LANGUAGES, localizedPath } from '../../contract/siteRoutes';
import { allCases, firstJob, settle, visit } from './support';
import { siteInBrowser } from './siteInBrowser';

interface HeadSnapshot {
  title: string;
  description: string | null;
  canonical: string[];
  alternates: string[];
  ogTitle: string | null;
  ogUrl: string | null;
}

/** What a browser tab and a search engine read in the head. */
function headOf(page: Page): Promise<HeadSnapshot> {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href') ?? ''),
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    ),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
    ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
  }));
}

describe('the head after in-site navigation', () => {
  const site = siteInBrowser();

  /** The head of `address` loaded directly, as the CMS serves it. */
  async function directHead(address: string): Promise<HeadSnapshot> {
    const visited = await visit(site.browser, `${site.server.origin}${address}`);
    try {
      expect(visited.response?.status()).toBe(200);
      return await headOf(visited.page);
    } finally {
      await visited.close();
    }
  }

  it.each(SITE_LANGUAGES)('%s: a case card leads to the case with its own title, description and canonical', async (language) => {
    const [first] = (await allCases(site.server.origin, language))[0]!;
    const address = `${localizedPath(ROUTES.caseDetails, language)}?id=${first!.articleId}`;
    const expected = await directHead(address);
    expect(expected.title).toContain(first!.articleTitle.trim());

    const visited = await visit(site.browser, `${site.server.origin}${localizedPath(`${ROUTES.succeedCase}/AllCase`, language)}`, {
      viewport: { width: 1280, height: 900 },
    });
    const { page } = visited;
    try {
      await page.locator(`main a[href="${address}"]`).first().click();
      await page.waitForURL(`${site.server.origin}${address}`);
      await settle(page);
      await expect.poll(() => headOf(page), { message: 'the head of the case reached by a click' }).toEqual(expected);
      expect(visited.errors).toEqual([]);
    } finally {
      await visited.close();
    }
  });

  it('a job\'s 投递简历 leads to the job with its own title', async () => {
    const job = await firstJob(site.server.origin);
    const address = `${ROUTES.joinUsDetails}?id=${job.jobId}`;
    const expected = await directHead(address);
    expect(expected.title).toContain(job.post);

    const visited = await visit(site.browser, `${site.server.origin}${ROUTES.joinUs}`, { viewport: { width: 1280, height: 900 } });
    const { page } = visited;
    try {
      await page.locator(`main a[href="${address}"]`).first().click();
      await page.waitForURL(`${site.server.origin}${address}`);
      await settle(page);
      await expect.poll(() => headOf(page), { message: 'the head of the job reached by a click' }).toEqual(expected);
      expect(visited.errors).toEqual([]);
    } finally {
      await visited.close();
    }
  });

  it('leaving the case for another page gives that page its own head again', async () => {
    const [first] = (await allCases(site.server.origin))[0]!;
    const visited = await visit(site.browser, `${site.server.origin}${ROUTES.succeedCase}/AllCase`, { viewport: { width: 1280, height: 900 } });
    const { page } = visited;
    try {
      const listHead = await headOf(page);
      await page.locator(`main a[href="${ROUTES.caseDetails}?id=${first!.articleId}"]`).first().click();
      await expect.poll(async () => (await headOf(page)).title).toContain(first!.articleTitle.trim());
      await page.goBack();
      await page.waitForURL(`${site.server.origin}${ROUTES.succeedCase}/AllCase`);
      await expect.poll(() => headOf(page)).toEqual(listHead);
      expect(visited.errors).toEqual([]);
    } finally {
      await visited.close();
    }
  });
});
