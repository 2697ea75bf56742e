/**
 * The case editor on a laptop's screens (1280 and 1366 px) and a phone's, in Chromium against the
 * real CMS and back office: the page never scrolls sideways (the 1280 px desktop preview is scaled into the
 * panel, not laid out at its width), both language columns are on screen, and Save draft and
 * Publish stay in view wherever the editor has scrolled to. A publish started from the toolbar
 * shows its progress and outcome there, in view; the toolbar links to the case's page on the site.
 * The case list names the case as the site shows it, with the draft's new title marked under it
 * until it is published, and has one column for the order.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DIR } from '../../builders/paths';
import { ADMIN_API_BASE_PATH } from '../../contract/adminApi';
import type { ArticleDocument } from '../../contract/content/documents/article';
import type { ContentRecord } from '../../contract/content/protocol';
import type { ArticleListItem } from '../../contract/entities/article';
import type { ClassifyNode } from '../../contract/entities/classify';
import { launchBrowser } from '../support/browser';
import { articleDocument, createPublished, openApi } from '../support/contentApi';
import { startSiteServer } from '../support/siteServer';
import { createStaff, PASSWORD, signIn } from '../support/staffApp';
import type { TestApp } from '../support/testApp';
import { signInToBackOffice } from './backOfficeSignIn';
import { heldPublisher } from './heldPublisher';
import { recordErrors } from './support';

/** Whether the element's whole width is inside the window's: not cut off at either side. */
async function acrossInView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= page.viewportSize()!.width;
}

/** Whether the element's whole box is inside the window as scrolled now. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
}

/** How far the page can scroll sideways: 0 when it fits the window's width. */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);

const scrollTo = (page: Page, fraction: number) =>
  page.evaluate((at) => window.scrollTo(0, at * (document.scrollingElement!.scrollHeight - window.innerHeight)), fraction);

describe('the case editor on a laptop screen', { timeout: 120_000 }, () => {
  let site: TestApp & { origin: string };
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let article: ContentRecord<ArticleDocument>;
  const title = `气调库案例 ${Date.now()}`;
  const { publisher, hold: holdBuilds, finish: finishBuild } = heldPublisher('release-layout');

  beforeAll(async () => {
    site = await startSiteServer({ adminDir: ADMIN_DIR, publisher });
    await createStaff(site.app, 'layout.editor@example.com', ['editor']);
    const session = await signIn(site.app, 'layout.editor@example.com');
    const [root] = (await openApi(site.app, 'classify/treeData?classifyType=0')).body.data as ClassifyNode[];
    const category = root!.children[0]!;
    // A seeded picture, so the form and its preview show a real thumbnail.
    const [listed] = (await openApi(site.app, `article/list?classifyId=${category.classifyId}&pageNum=1&pageSize=1`)).body.rows as ArticleListItem[];
    // First in the list (the smallest position), so it is on the list's first page.
    article = await createPublished(site.app, session, 'articles', articleDocument(category.classifyId, title, { sort: -1_000_000, thumbnail: listed!.articleThumbnail }));
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => {
    finishBuild();
    await closeBrowser?.();
    await site?.close();
  });

  /** A new window of `width` signed in, on the case's edit view with its preview scaled into the panel. */
  async function openCase(width: number): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width, height: 768 } });
    const page = await context.newPage();
    const errors = recordErrors(page);
    await signInToBackOffice(page, errors, site.origin, 'layout.editor@example.com', PASSWORD);
    await page.goto(`${site.origin}/admin/content/cases/${article.id}`);
    await page.getByRole('button', { name: '保存草稿' }).waitFor();
    // Measured: the frame's scale below 1 once the panel knows its width.
    const frame = page.locator('iframe[data-scale]');
    await expect.poll(async () => Number(await frame.getAttribute('data-scale'))).toBeLessThan(1);
    return { page, errors, close: () => context.close() };
  }

  for (const width of [1280, 1366]) {
    it(`fits ${width} px: no sideways scroll, both languages on screen, Save draft and Publish in view while scrolling`, async () => {
      const { page, errors, close } = await openCase(width);
      expect(await sidewaysScroll(page)).toBe(0);
      for (const language of ['中文', '英文']) {
        expect(await acrossInView(page, page.getByRole('heading', { level: 2, name: language, exact: true })), language).toBe(true);
      }
      for (const field of ['标题（中文）', '标题（英文）']) expect(await acrossInView(page, page.getByLabel(field)), field).toBe(true);
      for (const at of [0, 0.3, 0.6]) {
        await scrollTo(page, at);
        expect(await inView(page, page.getByRole('button', { name: '保存草稿' })), `Save draft at ${at}`).toBe(true);
        expect(await inView(page, page.getByRole('button', { name: '发布', exact: true })), `Publish at ${at}`).toBe(true);
      }
      // Down to the preview's foot, the toolbar is still in view; the preview fits the panel.
      const preview = page.locator('iframe[data-scale]');
      await preview.scrollIntoViewIfNeeded();
      expect(await inView(page, page.getByRole('button', { name: '保存草稿' }))).toBe(true);
      const frameBox = (await preview.boundingBox())!;
      expect(frameBox.x + frameBox.width).toBeLessThanOrEqual(width);
      expect(await sidewaysScroll(page)).toBe(0);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it('fits a phone (390 px): no sideways scroll, the toolbar in view while scrolling and in the flow at the end, clear of the history', async () => {
    const { page, errors, close } = await openCase(390);
    expect(await sidewaysScroll(page)).toBe(0);
    const toolbar = page.getByRole('toolbar').filter({ has: page.getByRole('button', { name: '保存草稿' }) });
    for (const at of [0.3, 0.6]) {
      await scrollTo(page, at);
      expect(await inView(page, page.getByRole('button', { name: '保存草稿' })), `Save draft at ${at}`).toBe(true);
    }
    // At the page's end the toolbar sits below the form, not fixed over what follows it.
    await scrollTo(page, 1);
    const box = (await toolbar.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(page.viewportSize()!.height - 20);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('marks a saved draft\'s new title in the list under the live one, publishes from a scrolled toolbar with the progress in view, and links the live page', async () => {
    const { page, errors, close } = await openCase(1366);
    const live = page.getByRole('link', { name: /^网站上的页面（中文/ });
    expect(await live.getAttribute('href')).toBe(`/caseDetails?id=${article.id}`);
    expect(await page.getByRole('link', { name: /^网站上的页面（英文/ }).getAttribute('href')).toBe(`/en-US/caseDetails?id=${article.id}`);
    // The link opens the case's page in a new tab (a page built after this case was created: the
    // shell, which reads the case from the open API).
    const [tab] = await Promise.all([page.context().waitForEvent('page'), live.click()]);
    await tab.getByRole('heading', { name: `${title}（中文）` }).waitFor();
    expect(new URL(tab.url()).pathname).toBe('/caseDetails');
    await tab.close();

    const renamed = `${title} 新版`;
    await page.getByLabel('标题（中文）').fill(renamed);
    const saved = page.waitForResponse((response) => response.url().endsWith(`${ADMIN_API_BASE_PATH}/content/articles/${article.id}`) && response.request().method() === 'PUT');
    await page.getByRole('button', { name: '保存草稿' }).click();
    expect((await saved).status()).toBe(200);

    await page.getByRole('menuitem', { name: '案例' }).click();
    const row = page.getByRole('row').filter({ hasText: `${title}（中文）` });
    await row.getByText(`草稿中的新标题：${renamed}`).waitFor();
    const headers = (await page.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
    expect(headers.filter((text) => text === '顺序')).toHaveLength(1);
    expect(headers).not.toContain('排序');

    await row.getByText(`${title}（中文）`).click();
    await page.getByRole('button', { name: '保存草稿' }).waitFor();
    await scrollTo(page, 0.5);
    holdBuilds();
    await page.getByRole('button', { name: '发布', exact: true }).click();
    const progress = page.getByText('1 / 2 个页面');
    await progress.waitFor();
    expect(await inView(page, progress)).toBe(true);
    finishBuild();
    const outcome = page.getByText(/上次发布：网站已于 .* 上线（站点发布 release-layout）/);
    await outcome.waitFor();
    expect(await inView(page, outcome)).toBe(true);
    expect(await sidewaysScroll(page)).toBe(0);

    await page.getByRole('menuitem', { name: '案例' }).click();
    await page.getByRole('row').filter({ hasText: renamed }).waitFor();
    // The list may first show the rows it had before the publish; it reloads them.
    await expect.poll(() => page.getByText(/草稿中的新标题/).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
