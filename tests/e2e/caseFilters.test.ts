/**
 * The case filters in Chromium: every category offers the same four, each value shows how many
 * cases it would leave given the other filters (the CMS's own count for that combination), and a
 * value that would leave none is disabled, so no choice ends in an empty list.
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_PAGE_SIZE } from '../../contract/api';
import type { ArticleListItem } from '../../contract/entities/article';
import type { ClassifyNode } from '../../contract/entities/classify';
import { TAG_GROUPS, type Tag } from '../../contract/entities/tag';
import { ALL_CASES_OUT_LINK, ROUTES, SITE_LANGUAGES, localizedPath } from '../../contract/siteRoutes';
import { launchBrowser } from '../support/browser';
import { startSiteServer } from '../support/siteServer';
import { allCases, api, apiLanguage, caseRoot, linkedCaseIds, visit } from './support';

const LABELS = {
  'zh-CN': { subIndustry: '细分行业', province: '省份', scenario: '应用场景', partner: '合作伙伴' },
  'en-US': { subIndustry: 'Sub-industry', province: 'Province', scenario: 'Application scenario', partner: 'Partner' },
} as const;

const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** Each option of a select: its value, its label's count, and whether it is disabled. */
async function optionsOf(select: Locator): Promise<Array<{ value: string; count: number; disabled: boolean }>> {
  return select.locator('option').evaluateAll((options) =>
    (options as HTMLOptionElement[]).map((option) => ({
      value: option.value,
      count: Number(/[(（](\d+)[)）]\s*$/.exec(option.textContent ?? '')?.[1] ?? NaN),
      disabled: option.disabled,
    })),
  );
}

describe('case filters', () => {
  let server: Awaited<ReturnType<typeof startSiteServer>>;
  let chromium: Awaited<ReturnType<typeof launchBrowser>>;
  let browser: Browser;
  let root: ClassifyNode;

  beforeAll(async () => {
    server = await startSiteServer();
    chromium = await launchBrowser();
    browser = chromium.browser;
    root = await caseRoot(server.origin);
  });

  afterAll(async () => {
    await chromium?.close();
    await server?.close();
  });

  /** How many cases of the category carry every one of these tags, as the CMS counts them. */
  const total = async (classifyId: number, tagIds: number[]) =>
    (await api<{ total: number }>(server.origin, 'article/list', { classifyId, pageNum: 1, pageSize: 1, language: 'zh', ...(tagIds.length ? { tagIds: tagIds.join(',') } : {}) })).total;

  it.each(SITE_LANGUAGES)('offers the same four filters on every category, %s', async (language) => {
    const categories = [root, ...root.children];
    expect(categories.map((category) => category.outLink)).toContain('tobacco');
    const context = await browser.newContext(DESKTOP);
    try {
      const page = await context.newPage();
      for (const category of categories) {
        await page.goto(`${server.origin}${localizedPath(`${ROUTES.succeedCase}/${category.outLink}`, language)}`, { waitUntil: 'load' });
        const main = page.getByRole('main');
        for (const group of TAG_GROUPS) {
          expect(await main.getByLabel(LABELS[language][group], { exact: true }).count(), `${category.outLink}: ${group}`).toBe(1);
        }
      }
    } finally {
      await context.close();
    }
  }, 120_000);

  it('counts what each value would leave given the other filters, disables those that leave none, and never ends empty', async () => {
    const { data: tags } = await api<{ data: Tag[] }>(server.origin, 'tag/list', { language: apiLanguage('zh-CN') });
    const cases = (await allCases(server.origin)).flat();
    const carrying = (tagId: number) => cases.filter((row: ArticleListItem) => row.tagIds.includes(tagId)).length;
    const province = tags.filter((tag) => tag.tagGroup === 'province').sort((a, b) => carrying(b.tagId) - carrying(a.tagId))[0]!;

    const { page, errors, close } = await visit(browser, `${server.origin}${ROUTES.succeedCase}/${ALL_CASES_OUT_LINK}`, DESKTOP);
    try {
      const main = page.getByRole('main');
      const provinceOptions = await optionsOf(main.getByLabel('省份', { exact: true }));
      expect(provinceOptions.find((option) => option.value === String(province.tagId))?.count).toBe(await total(root.classifyId, [province.tagId]));

      await main.getByLabel('省份', { exact: true }).selectOption(String(province.tagId));
      for (const group of ['subIndustry', 'scenario', 'partner'] as const) {
        const options = await optionsOf(main.getByLabel(LABELS['zh-CN'][group], { exact: true }));
        // The first option, any value: what the province alone leaves.
        expect(options[0]).toEqual({ value: '', count: await total(root.classifyId, [province.tagId]), disabled: false });
        for (const option of options.slice(1)) {
          const expected = await total(root.classifyId, [province.tagId, Number(option.value)]);
          expect(option, `${group} ${option.value}`).toEqual({ value: option.value, count: expected, disabled: expected === 0 });
        }
        expect(options.some((option) => option.disabled), `${group}: something disabled`).toBe(true);
      }

      // An enabled value of another group leaves as many cases as it says.
      const scenario = (await optionsOf(main.getByLabel('应用场景', { exact: true }))).find((option) => option.value && !option.disabled)!;
      await main.getByLabel('应用场景', { exact: true }).selectOption(scenario.value);
      await expect.poll(async () => (await linkedCaseIds(page)).length).toBe(Math.min(scenario.count, CASE_PAGE_SIZE));
      expect(await main.getByText(`共 ${scenario.count} 条`).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
