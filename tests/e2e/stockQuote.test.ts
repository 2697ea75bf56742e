/**
 * The stock market page in Chromium: with a feed (a local server answering Tencent's kept answers)
 * the page shows the figures the CMS polled, refreshes them in place as the CMS polls again, and
 * draws the year of closes with a table for screen readers; without a feed it says the delayed
 * quote is unavailable and shows the last close the CMS kept, or that it has none, and no figure.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_PAGE_API_PATHS } from '../../contract/api';
import { ROUTES, localizedPath } from '../../contract/siteRoutes';
import { saveDailyCloses } from '../../cms/stockQuotes/stockQuotes';
import { startQuoteFeedServer, type QuoteFeedServer } from '../support/quoteFeedServer';
import { siteInBrowser } from './siteInBrowser';
import { normalise, visit } from './support';

const IN_SESSION = new Date('2026-11-24T14:35:10+08:00');
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

const textOf = async (page: Page, selector: string) => normalise(await page.locator(selector).first().innerText());

/** The page is no wider than the screen: nothing makes a phone scroll sideways. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the stock market page with a quote feed', () => {
  let feed: QuoteFeedServer;
  beforeAll(async () => {
    feed = await startQuoteFeedServer();
  });
  // The site's own hooks run after the feed starts and before it closes.
  afterAll(async () => {
    await feed?.close();
  });
  // Polls every second of a trading session that never ends: the page is told to ask again 6 s on.
  const site = siteInBrowser(() => ({ stockQuotes: feed.settings(1), clock: () => IN_SESSION }));
  // The CMS starts without waiting for its first poll: the page's figures are those of that poll.
  beforeAll(() => site.server.app.stockQuotePollsLanded());

  it.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('shows the polled figures and a year of closes (%s)', async (_width, options) => {
    const { page, errors, close } = await visit(site.browser, `${site.server.origin}${ROUTES.stockmarket}`, options);
    try {
      await page.locator('[data-quote="available"]').waitFor();
      const ticker = await textOf(page, '[data-quote="available"]');
      expect(ticker).toContain('18.62');
      expect(ticker).toContain('+0.32 (+1.75%)');
      expect(ticker).toContain('2026-11-24 14:35:03（北京时间，延时行情）');
      const facts = await page.locator('#quote dl').innerText();
      expect(normalise(facts)).toContain('成交量 523.41万股');
      expect(normalise(facts)).toContain('成交额 9746.53万元');
      expect(normalise(facts)).toContain('昨收 18.30 元');

      const line = page.locator('#chart svg[data-chart="daily-closes"] polyline');
      expect((await line.getAttribute('points'))?.split(' ')).toHaveLength(260);
      expect(await page.locator('#chart svg').getAttribute('aria-hidden')).toBe('true');
      expect(await textOf(page, '#chart figcaption')).toMatch(/^2025-11-25 至 2026-11-23 每个交易日的收盘价：首日 [\d.]+ 元，最近 18\.30 元；最高/);
      // One row a month, November 2025 to November 2026, the latest close last.
      const rows = page.locator('#chart table tbody tr');
      expect(await rows.count()).toBe(13);
      expect(normalise((await rows.last().textContent()) ?? '')).toBe('2026-11-2318.30');
      expect(await page.locator('#chart table caption').textContent()).toBe('每月最后一个交易日的收盘价');

      expect(await fitsWidth(page)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('refreshes the figures in place when the CMS polls a new quote, without a reload', async () => {
    const { page, errors, close } = await visit(site.browser, `${site.server.origin}${ROUTES.stockmarket}`, DESKTOP);
    try {
      await page.locator('[data-quote="available"]').waitFor();
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => navigations.push(frame.url()));
      feed.answer({ quote: 'quote-closing' });
      await site.server.app.pollStockQuote();
      // The page asks again when the CMS told it to (6 s after its first answer).
      await expect.poll(() => textOf(page, '[data-quote="available"]'), { timeout: 20_000 }).toContain('18.74');
      expect(await textOf(page, '[data-quote="available"]')).toContain('2026-11-24 15:00:03');
      expect(navigations).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      feed.answer({ quote: 'quote-trading' });
      await close();
    }
  });

  it('says the delayed quote is unavailable while the feed fails, with the last close it kept', async () => {
    feed.answer({ quote: 'failure' });
    await site.server.app.pollStockQuote();
    const { page, errors, close } = await visit(site.browser, `${site.server.origin}${ROUTES.stockmarket}`, PHONE);
    try {
      await page.locator('[data-quote="unavailable"]').waitFor();
      // The close of 15:00 the test before polled.
      expect(await textOf(page, '[data-quote="unavailable"]')).toBe('延时行情暂不可用 最近收盘价 18.74 元（2026-11-24）');
      expect(await page.locator('#quote dl').innerText()).not.toContain('成交量');
      expect(await fitsWidth(page)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      feed.answer({ quote: 'quote-trading' });
      await close();
    }
  });
});

describe('the stock market page without a quote feed', () => {
  const site = siteInBrowser();

  it('says the delayed quote is unavailable and shows no figure the CMS does not have', async () => {
    const { page, errors, close } = await visit(site.browser, `${site.server.origin}${ROUTES.stockmarket}`, DESKTOP);
    try {
      await page.locator('[data-quote="unavailable"]').waitFor();
      expect(await textOf(page, '[data-quote="unavailable"]')).toBe('延时行情暂不可用 暂无收盘价记录');
      expect(await textOf(page, '#chart')).toContain('暂无历史收盘价。');
      expect(await page.locator('#chart svg').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the last close the CMS kept, with its date, and the closes it has', async () => {
    await saveDailyCloses(site.server.app.db, '300532', [
      { date: '2026-11-20', close: 18.05 },
      { date: '2026-11-23', close: 18.3 },
    ]);
    const { page, errors, close } = await visit(site.browser, `${site.server.origin}${ROUTES.stockmarket}`, PHONE);
    try {
      await page.locator('[data-quote="unavailable"]').waitFor();
      expect(await textOf(page, '[data-quote="unavailable"]')).toBe('延时行情暂不可用 最近收盘价 18.30 元（2026-11-23）');
      expect((await page.locator('#chart polyline').getAttribute('points'))?.split(' ')).toHaveLength(2);
      expect(await fitsWidth(page)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('does not ask for the quote on the English page, which says investor relations are in Chinese', async () => {
    const asked: string[] = [];
    const { page, close } = await visit(site.browser, `${site.server.origin}${localizedPath(ROUTES.stockmarket, 'en-US')}`, DESKTOP);
    try {
      page.on('request', (request) => {
        if (request.url().includes(SITE_PAGE_API_PATHS.stockQuote)) asked.push(request.url());
      });
      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.locator('[data-quote]').count()).toBe(0);
      expect(asked).toEqual([]);
    } finally {
      await close();
    }
  });
});
