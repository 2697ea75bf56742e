/**
 * Careers as SPEC §1 and §4 describe the site, which is the default (the `englishCareers` setting
 * off, as in the demo content the end-to-end setup builds): Chinese only. The English header has
 * no Careers entry, the English job board and job addresses say careers are in Chinese only and
 * are not indexed, the Chinese pages name no English alternate, and the sitemap lists no English
 * careers address. The setting on is checked on the build of publishing.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { JobListItem } from '../../contract/entities/job';
import { ROUTES, localizedPath } from '../../contract/siteRoutes';
import { BUILT_WITH_ENGLISH_CAREERS, NOINDEX, api, headings, hreflangAlternates as alternates, unescapeHtml, visit } from './support';
import { siteInBrowser } from './siteInBrowser';


const jobList = async (origin: string, language: 'zh' | 'en') =>
  (await api<{ rows: JobListItem[] }>(origin, 'job/list', { pageNum: 1, pageSize: 100, language })).rows;


describe('careers in Chinese only (the default)', () => {
  const site = siteInBrowser();
  const get = async (address: string) => {
    const response = await fetch(`${site.server.origin}${address}`);
    return { status: response.status, html: unescapeHtml(await response.text()) };
  };

  it('is what the end-to-end setup built', () => {
    expect(BUILT_WITH_ENGLISH_CAREERS).toBe(false);
  });

  it('has no Careers entry in the English header, and one in the Chinese header', async () => {
    const english = await get(localizedPath(ROUTES.home, 'en-US'));
    expect(english.status).toBe(200);
    expect(english.html).not.toMatch(/href="\/en-US\/joinUs/);
    expect(english.html).not.toContain('>Careers<');
    const chinese = await get(ROUTES.home);
    expect(chinese.html).toContain(`href="${ROUTES.joinUs}"`);
  });

  it('answers the English job board with a noindexed page saying careers are in Chinese only, naming no job', async () => {
    // The CMS has English jobs: the site leaves them out by its setting, not for want of content.
    const english = await jobList(site.server.origin, 'en');
    expect(english.length).toBeGreaterThan(0);

    const { status, html } = await get(localizedPath(ROUTES.joinUs, 'en-US'));
    expect(status).toBe(200);
    expect(html).toMatch(NOINDEX);
    expect(html).toMatch(/<html[^>]* lang="en-US"/);
    for (const job of english) expect(html).not.toContain(job.post);

    const visited = await visit(site.browser, `${site.server.origin}${localizedPath(ROUTES.joinUs, 'en-US')}`, { viewport: { width: 1280, height: 900 } });
    try {
      expect(await headings(visited.page)).toEqual(['This section is available in Chinese only']);
      expect(await visited.page.getByRole('main').locator(`a[href="${ROUTES.joinUs}"]`).count()).toBe(1);
      expect(await visited.page.getByRole('banner').locator('a[href^="/en-US/joinUs"]').count()).toBe(0);
      expect(visited.errors).toEqual([]);
    } finally {
      await visited.close();
    }
  });

  it("answers an English job's address as a missing page that says careers are in Chinese only", async () => {
    const [job] = await jobList(site.server.origin, 'en');
    const { status, html } = await get(`${localizedPath(ROUTES.joinUsDetails, 'en-US')}?id=${job!.jobId}`);
    expect(status).toBe(404);
    expect(html).toMatch(NOINDEX);
    expect(html).not.toContain(job!.post);
    expect(html).toContain('available in Chinese only');
  });

  it('names no English page in the Chinese careers pages nor in the sitemap', async () => {
    const [job] = await jobList(site.server.origin, 'en');
    const board = await get(ROUTES.joinUs);
    expect(board.status).toBe(200);
    expect(board.html).not.toMatch(NOINDEX);
    for (const chineseJob of await jobList(site.server.origin, 'zh')) expect(board.html).toContain(chineseJob.post);
    expect(alternates(board.html)).toEqual(['zh-CN', 'x-default']);
    const page = await get(`${ROUTES.joinUsDetails}?id=${job!.jobId}`);
    expect(page.status).toBe(200);
    expect(alternates(page.html)).toEqual(['zh-CN', 'x-default']);

    const sitemap = unescapeHtml(await (await fetch(`${site.server.origin}/sitemap.xml`)).text());
    expect(sitemap).toContain(`${ROUTES.joinUs}</loc>`);
    expect(sitemap).toContain(`${ROUTES.joinUsDetails}?id=${job!.jobId}</loc>`);
    expect(sitemap).not.toContain('/en-US/joinUs');
    // Investor relations stay hidden in English too.
    expect(sitemap).toContain(`${ROUTES.stockmarket}</loc>`);
    expect(sitemap).not.toMatch(/\/en-US\/(stockmarket|secretaries|investorNews)/);
  });
});
