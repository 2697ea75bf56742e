/**
 * Careers in English, as a crawler and a visitor get them from the CMS serving the built site: the
 * English list is an indexable page of the jobs written in English; an English job's page is its
 * own indexable page; the English address of a job written in Chinese only is a missing job's
 * (404, noindex, saying so with a way back), and neither its Chinese page nor the sitemap names one.
 */
import { describe, expect, it } from 'vitest';
import type { JobListItem } from '../../contract/entities/job';
import { ROUTES, localizedPath } from '../../contract/siteRoutes';
import { api, escapeRegExp, headings, normalise, visit } from './support';
import { siteInBrowser } from './siteInBrowser';

const NOINDEX = /<meta name="robots" content="noindex"/;

const unescapeHtml = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

const jobList = async (origin: string, language: 'zh' | 'en') =>
  (await api<{ rows: JobListItem[] }>(origin, 'job/list', { pageNum: 1, pageSize: 100, language })).rows;

/** The hreflang alternates a page's head names, by language. */
const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((match) => match[1]);

describe('careers in English', () => {
  const site = siteInBrowser();
  const get = async (address: string) => {
    const response = await fetch(`${site.server.origin}${address}`);
    return { status: response.status, html: unescapeHtml(await response.text()) };
  };

  it('serves the English list, indexable, with every English job and none written in Chinese only', async () => {
    const english = await jobList(site.server.origin, 'en');
    const chinese = await jobList(site.server.origin, 'zh');
    const chineseOnly = chinese.filter((job) => !english.some((translated) => translated.jobId === job.jobId));
    expect(english.length).toBeGreaterThan(0);
    expect(chineseOnly.length).toBeGreaterThan(0);

    const { status, html } = await get(localizedPath(ROUTES.joinUs, 'en-US'));
    expect(status).toBe(200);
    expect(html).not.toMatch(NOINDEX);
    expect(html).toMatch(/<html[^>]* lang="en-US"/);
    for (const job of english) {
      expect(html).toContain(job.post);
      expect(html).toContain(job.jobCategoryName);
    }
    for (const job of chineseOnly) expect(html).not.toContain(`${ROUTES.joinUsDetails}?id=${job.jobId}"`);
  });

  it("serves an English job's public address as its own indexable page, titled with its English post", async () => {
    const [job] = await jobList(site.server.origin, 'en');
    const address = `${localizedPath(ROUTES.joinUsDetails, 'en-US')}?id=${job!.jobId}`;
    const { status, html } = await get(address);
    expect(status).toBe(200);
    expect(html).not.toMatch(NOINDEX);
    expect(html).toMatch(new RegExp(`<title[^>]*>${escapeRegExp(job!.post)} \\| `));
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(job!.post)}</h1>`));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/en-US/joinUsDetails\\?id=${job!.jobId}"`));
    expect(alternates(html)).toEqual(['zh-CN', 'en-US', 'x-default']);
  });

  it('answers the English address of a job written in Chinese only as a missing job: 404, noindex, saying so', async () => {
    const english = await jobList(site.server.origin, 'en');
    const hidden = (await jobList(site.server.origin, 'zh')).find((job) => !english.some((translated) => translated.jobId === job.jobId))!;
    const address = `${localizedPath(ROUTES.joinUsDetails, 'en-US')}?id=${hidden.jobId}`;
    const { status, html } = await get(address);
    expect(status).toBe(404);
    expect(html).toMatch(NOINDEX);
    expect(html).not.toContain(hidden.post);

    const visited = await visit(site.browser, `${site.server.origin}${address}`);
    try {
      expect(visited.response?.status()).toBe(404);
      await expect.poll(() => headings(visited.page)).toEqual(['Job not found']);
      expect(await visited.page.getByRole('main').locator(`a[href="${localizedPath(ROUTES.joinUs, 'en-US')}"]`).count()).toBe(1);
      expect(await visited.page.locator('main').textContent()).not.toContain(hidden.post);
    } finally {
      await visited.close();
    }

    const chinesePage = await get(`${ROUTES.joinUsDetails}?id=${hidden.jobId}`);
    expect(chinesePage.status).toBe(200);
    expect(normalise(chinesePage.html)).toContain(normalise(hidden.post));
    // Its Chinese page names no English page to search engines, nor does the sitemap.
    expect(alternates(chinesePage.html)).toEqual(['zh-CN', 'x-default']);
    const sitemap = unescapeHtml(await (await fetch(`${site.server.origin}/sitemap.xml`)).text());
    expect(sitemap).toContain(`${ROUTES.joinUsDetails}?id=${hidden.jobId}</loc>`);
    expect(sitemap).not.toContain(`/en-US${ROUTES.joinUsDetails}?id=${hidden.jobId}`);
    expect(sitemap).toContain(`/en-US${ROUTES.joinUsDetails}?id=${english[0]!.jobId}</loc>`);
  });
});
