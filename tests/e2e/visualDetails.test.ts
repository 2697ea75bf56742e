/**
 * Details of the look a visitor notices, in Chromium: the success toast leaves the header's menus
 * visible, the pager keeps its distance from the last row of cases, the dialogs and the resume
 * form read in the page's typeface, English pages do not draw Latin text with a CJK font
 * (whose quotation marks are full-width), and the pictures of either language's pages carry no
 * words (one picture serves both languages).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ALL_CASES_OUT_LINK, ROUTES } from '../../contract/siteRoutes';
import { fillConsultDialog, firstJob, visit } from './support';
import { siteInBrowser } from './siteInBrowser';
import { visitLanes } from './visitLanes';

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Families of CJK fonts, as font stacks name them. */
const CJK_FAMILY = /PingFang|Hiragino|YaHei|CJK|Heiti|SimSun|SimHei|Source Han|WenQuanYi/i;

const fontFamilyOf = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => getComputedStyle(element).fontFamily);

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('visual details', () => {
  const site = siteInBrowser();

  it('shows the consult dialog in the page’s typeface', async () => {
    const { page, errors, close } = await visit(site.browser, `${site.server.origin}/home`, DESKTOP);
    try {
      const body = await fontFamilyOf(page, 'body');
      await page.getByRole('button', { name: '联系我们' }).click();
      const dialog = page.getByRole('dialog', { name: '在线咨询' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      // Every part that shows text (the × button shows an icon).
      for (const [name, part] of [['title', dialog.locator('h2')], ['label', dialog.locator('label')], ['field', dialog.locator('input')], ['confirm', dialog.getByRole('button', { name: '确定' })]] as const) {
        expect(await part.first().evaluate((element) => getComputedStyle(element).fontFamily), name).toBe(body);
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the consult dialog’s success toast below the header, clear of its menus', async () => {
    const { page, errors, close } = await visit(site.browser, `${site.server.origin}/home`, DESKTOP);
    try {
      await page.getByRole('button', { name: '联系我们' }).click();
      const dialog = page.getByRole('dialog', { name: '在线咨询' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await fillConsultDialog(dialog, `提示位置 ${Date.now()}`);
      await dialog.getByRole('button', { name: '确定' }).click();
      const toast = page.getByRole('status').filter({ hasText: '提交成功' });
      await expect.poll(() => toast.isVisible()).toBe(true);
      const toastBox = (await toast.boundingBox())!;
      const header = page.getByRole('banner');
      for (const entry of ['产品中心', '成功案例']) {
        const box = (await header.getByRole('button', { name: entry }).boundingBox())!;
        expect(overlaps(toastBox, box), `toast over ${entry}`).toBe(false);
      }
      expect(toastBox.y).toBeGreaterThanOrEqual((await header.boundingBox())!.height);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each([
    ['desktop', DESKTOP, { role: 'navigation', name: '分页' }],
    ['phone', PHONE, { role: 'button', name: '加载更多' }],
  ] as const)('keeps the pager apart from the last row of case cards (%s)', async (_, options, control) => {
    const { page, errors, close } = await visit(site.browser, `${site.server.origin}${ROUTES.succeedCase}/${ALL_CASES_OUT_LINK}`, options);
    try {
      const main = page.getByRole('main');
      const pager = main.getByRole(control.role, { name: control.name });
      await expect.poll(() => pager.isVisible()).toBe(true);
      const lastCardBottom = await main.locator('article').evaluateAll((cards) => Math.max(...cards.map((card) => card.getBoundingClientRect().bottom)));
      const pagerTop = await pager.evaluate((element) => element.getBoundingClientRect().top);
      expect(pagerTop - lastCardBottom).toBeGreaterThanOrEqual(16);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the resume form in the page’s typeface', async () => {
    const { jobId } = await firstJob(site.server.origin);
    const { page, errors, close } = await visit(site.browser, `${site.server.origin}/joinUsDetails?id=${jobId}`, DESKTOP);
    try {
      const body = await fontFamilyOf(page, 'body');
      const form = page.getByRole('main').getByRole('form', { name: '投递简历' });
      await expect.poll(() => form.isVisible()).toBe(true);
      for (const [name, part] of [['title', form.locator('h2')], ['label', form.locator('label')], ['field', form.locator('input[type="text"]')], ['submit', form.getByRole('button', { name: '提交简历' })]] as const) {
        expect(await part.first().evaluate((element) => getComputedStyle(element).fontFamily), name).toBe(body);
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('draws the English download dialog in Latin fonts: proportional quotation marks, no CJK font named', async () => {
    const { page, errors, close } = await visit(site.browser, `${site.server.origin}/en-US/aboutUs/downloadCenter`, DESKTOP);
    try {
      await page.getByRole('button', { name: /^Download PDF/ }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Before you download' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      const intro = dialog.locator('p', { hasText: '“' }).first();
      const family = await intro.evaluate((element) => getComputedStyle(element).fontFamily);
      expect(family).not.toMatch(CJK_FAMILY);
      // The opening quotation mark as drawn: well under the full em a CJK font gives it.
      const ratio = await intro.evaluate((element) => {
        const text = element.firstChild!;
        const range = document.createRange();
        const at = text.textContent!.indexOf('“');
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        return range.getBoundingClientRect().width / parseFloat(getComputedStyle(element).fontSize);
      });
      expect(ratio).toBeLessThan(0.6);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
    // Chinese pages keep their CJK fonts.
    const chinese = await visit(site.browser, `${site.server.origin}/aboutUs/downloadCenter`, DESKTOP);
    try {
      expect(await fontFamilyOf(chinese.page, 'body')).toMatch(CJK_FAMILY);
    } finally {
      await chinese.close();
    }
  });
  it('shows pictures without words on the Chinese and the English pages', async () => {
    const paths = ['/home', `${ROUTES.succeedCase}/${ALL_CASES_OUT_LINK}`, `${ROUTES.aboutUs}/certification`, ROUTES.productCenter];
    // The eight pages load side by side on four reused pages, each a first visit (visitLanes.ts).
    const lanes = visitLanes(site.browser, 4, { context: DESKTOP });
    try {
      const addresses = ['', '/en-US'].flatMap((prefix) => paths.map((pagePath) => `${prefix}${pagePath}`));
      const seen = await Promise.all(addresses.map((address) => lanes.visit(`${site.server.origin}${address}`, async ({ page, errors }) => {
        // Each SVG picture of the page, fetched as the page did and parsed as the browser parses an SVG image.
        const pictures = await page.evaluate(async () => {
          const sources = [...new Set([...document.querySelectorAll('img')].map((image) => image.src))].filter((src) => /\.svg(?:$|\?)/.test(src));
          return Promise.all(sources.map(async (src) => {
            const svg = new DOMParser().parseFromString(await (await fetch(src)).text(), 'image/svg+xml');
            const worded = svg.querySelectorAll('text, tspan, textPath, title, desc, foreignObject').length > 0;
            return { src, words: worded ? 'text elements' : (svg.documentElement.textContent ?? '').trim() };
          }));
        });
        return { address, pictures, errors: errors() };
      })));
      for (const { address, pictures, errors } of seen) {
        expect(pictures.length, `${address} shows seeded pictures`).toBeGreaterThan(0);
        expect(pictures.filter(({ words }) => words !== ''), address).toEqual([]);
        expect(errors, address).toEqual([]);
      }
    } finally {
      await lanes.close();
    }
  });
});
