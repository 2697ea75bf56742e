/**
 * WeChat's share code (site/src/navigation/wechatShare.ts) in Chromium on the built release: a
 * visitor outside WeChat's browser downloads none of it and asks the CMS nothing; inside WeChat's
 * browser (its user agent) the page loads it and asks the CMS for its address's signature.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SITE_PAGE_API_PATHS } from '../../contract/api';
import { ROUTES } from '../../contract/siteRoutes';
import { settle } from './support';
import { siteInBrowser } from './siteInBrowser';

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.50.2701 NetType/WIFI Language/zh_CN';
const OTHER_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** A name of WeChat's SDK the share code calls: minifying keeps property names. */
const SHARE_CODE = 'updateAppMessageShareData';

const asksForSignature = (url: string) => url.includes(`/${SITE_PAGE_API_PATHS.wechatShare}?`);

describe('WeChat share code on the built site', () => {
  const site = siteInBrowser();

  /** Opens the home page with `userAgent`, recording the scripts it runs and what it asks. */
  async function open(userAgent: string) {
    const context = await site.browser.newContext({ userAgent });
    const page: Page = await context.newPage();
    const scripts: Array<Promise<string>> = [];
    const asked: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    page.on('request', (request) => {
      if (asksForSignature(request.url())) asked.push(request.url());
    });
    return { context, page, asked, scriptTexts: () => Promise.all(scripts) };
  }

  it('outside WeChat: no script the page runs holds the share code, and the CMS is asked nothing', async () => {
    const { context, page, asked, scriptTexts } = await open(OTHER_UA);
    try {
      await page.goto(`${site.server.origin}${ROUTES.home}`, { waitUntil: 'load' });
      await settle(page);
      const texts = await scriptTexts();
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((text) => text.includes(SHARE_CODE))).toEqual([]);
      expect(asked).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('inside WeChat: the page loads the share code and asks the CMS to sign its address', async () => {
    const { context, page, asked, scriptTexts } = await open(WECHAT_UA);
    try {
      const signing = page.waitForRequest((request) => asksForSignature(request.url()), { timeout: 15_000 });
      await page.goto(`${site.server.origin}${ROUTES.home}`, { waitUntil: 'load' });
      const request = await signing;
      expect(new URL(request.url()).searchParams.get('url')).toBe(`${site.server.origin}${ROUTES.home}`);
      // The share code ran: the script holding it answered before it asked.
      await request.response();
      expect(asked).toHaveLength(1);
      expect((await scriptTexts()).some((text) => text.includes(SHARE_CODE))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
