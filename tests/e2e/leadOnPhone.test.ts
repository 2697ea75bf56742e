/**
 * The sales inbox as a salesperson meets it in Chromium, in Chinese: on a 390 px phone the list
 * has no horizontal scrollbar, its card shows the number, the filters fold away behind a toggle,
 * and the record calls the number with a tap and names the case the lead came from, the full
 * address kept; on a 1366 px desktop a long source address does not squeeze the name column.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DIR } from '../../builders/paths';
import { CLASSIFY_TYPES } from '../../contract/entities/classify';
import { launchBrowser } from '../support/browser';
import { addLead } from '../support/inbox';
import { startSiteServer } from '../support/siteServer';
import { createStaff, PASSWORD } from '../support/staffApp';
import type { TestApp } from '../support/testApp';
import { signInToBackOffice } from './backOfficeSignIn';
import { recordErrors } from './support';

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

describe('a lead on a phone and on a desktop', () => {
  let site: TestApp & { origin: string };
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let leadId = 0;
  let source = '';
  let caseTitle = '';

  beforeAll(async () => {
    site = await startSiteServer({ adminDir: ADMIN_DIR });
    await createStaff(site.app, 'li@example.com', ['sales'], PASSWORD, '李销售');
    const aCase = await site.app.db
      .selectFrom('article')
      .innerJoin('classify', 'classify.classify_id', 'article.classify_id')
      .innerJoin('article_i18n', 'article_i18n.article_id', 'article.article_id')
      .select(['article.article_id', 'article_i18n.title'])
      .where('classify.classify_type', '=', CLASSIFY_TYPES.cases)
      .where('article_i18n.language', '=', 'zh')
      .orderBy('article.article_id')
      .executeTakeFirstOrThrow();
    caseTitle = aCase.title;
    // A long campaign query, as a shared link carries one: it must not widen the page or the column.
    source = `${site.origin}/caseDetails?id=${aCase.article_id}&utm_source=wechat&utm_medium=moments&utm_campaign=${'autumn-expo-'.repeat(8)}`;
    leadId = await addLead(site.app, new Date().toISOString(), { customersName: '欧阳晓明', customersPhone: '13800138000', source });
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => {
    await closeBrowser?.();
    await site?.close();
  });

  async function signedIn(options: BrowserContextOptions): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
    const context = await browser.newContext({ locale: 'zh-CN', ...options });
    const page = await context.newPage();
    const errors = recordErrors(page);
    await signInToBackOffice(page, errors, site.origin, 'li@example.com', PASSWORD);
    return { page, errors, close: () => context.close() };
  }

  const scrollsSideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth);

  it('on a phone: the card shows the number, the filters fold, the record calls and names the case', async () => {
    const { page, errors, close } = await signedIn(PHONE);
    try {
      await page.goto(`${site.origin}/admin/leads`);
      const card = page.getByRole('link', { name: /欧阳晓明/ });
      await card.getByText('13800138000', { exact: false }).waitFor();
      const toggle = page.getByRole('button', { name: '筛选' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('combobox', { name: '状态' }).count()).toBe(0);
      expect(await scrollsSideways(page)).toBe(false);
      await toggle.click();
      await page.getByRole('combobox', { name: '状态' }).waitFor();

      await card.click();
      await page.waitForURL(`**/admin/leads/${leadId}`);
      const call = page.getByRole('link', { name: '拨打 13800138000' });
      expect(await call.getAttribute('href')).toBe('tel:13800138000');
      const named = page.getByRole('link', { name: `案例：${caseTitle}` });
      expect(await named.getAttribute('href')).toBe(source);
      await page.getByText(`完整地址：${source}`).waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('on a desktop: the name stays on one line beside a long source, which is cut with the address as its tooltip', async () => {
    const { page, errors, close } = await signedIn(DESKTOP);
    try {
      await page.goto(`${site.origin}/admin/leads`);
      const name = page.getByRole('cell', { name: '欧阳晓明' }).locator('span').first();
      await name.waitFor();
      expect(await name.evaluate((element) => element.getClientRects().length)).toBe(1);
      const cut = page.getByText(`案例：${caseTitle}`);
      expect(await cut.getAttribute('title')).toBe(source);
      expect(await scrollsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
