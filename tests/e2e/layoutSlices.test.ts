/**
 * The header and footer are Gatsby Slices: one HTML per language, stitched into every page, so
 * the served header marks no entry as current; in Chromium the page hydrates without a mismatch
 * (React's errors #418 and #423, were the browser's React React, would be console errors; Preact
 * would keep the served attributes) and the header then marks the page's section, and follows
 * client-side navigation.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_INDEX, ROUTES } from '../../contract/siteRoutes';
import { CLIENT_STATE_KEYS } from '../../site/src/state/clientState';
import { launchBrowser } from '../support/browser';
import { startSiteServer } from '../support/siteServer';
import { visit } from './support';

const CURRENT_ENTRY = '#site-nav [aria-current]';

describe('the header and footer slices', () => {
  let server: Awaited<ReturnType<typeof startSiteServer>>;
  let chromium: Awaited<ReturnType<typeof launchBrowser>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startSiteServer();
    chromium = await launchBrowser();
    browser = chromium.browser;
  }, 60_000);

  afterAll(async () => {
    await chromium?.close();
    await server?.close();
  });

  for (const { url, section, home } of [
    { url: '/aboutUs/culture', section: '关于我们', home: '首页' },
    { url: '/en-US/succeedCase/AllCase', section: 'Cases', home: 'Home' },
  ]) {
    it(`${url}: served without a current entry, marked once hydrated, without a hydration error`, async () => {
      const served = await (await fetch(`${server.origin}${url}`)).text();
      expect(served).toContain('id="site-nav"');
      expect(/<nav id="site-nav"[\s\S]*?<\/nav>/.exec(served)?.[0]).not.toContain('aria-current');

      const { page, errors, close } = await visit(browser, `${server.origin}${url}`);
      try {
        const current = await page.waitForSelector(CURRENT_ENTRY);
        expect(await current.textContent()).toContain(section);
        expect(await page.getByRole('contentinfo').textContent()).toContain('400-000-0000');

        await page.locator('#site-nav').getByRole('link', { name: home, exact: true }).click();
        await page.waitForURL((address) => address.pathname.endsWith('/home'));
        await page.waitForSelector(`${CURRENT_ENTRY}[aria-current="page"]`);
        expect(await page.locator(CURRENT_ENTRY).textContent()).toContain(home);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  // A page of no section marks the stored entry (clientState.ts), which the server cannot know:
  // hydration renders none, as served, and the header marks the stored one after it. Preact,
  // the browser's React, keeps the served attributes through hydration: marked during it, the
  // entry would never show as current.
  it(`${ROUTES.privacy}: served without a current entry, marks the stored one once hydrated`, async () => {
    const served = await (await fetch(`${server.origin}${ROUTES.privacy}`)).text();
    expect(/<nav id="site-nav"[\s\S]*?<\/nav>/.exec(served)?.[0]).not.toContain('aria-current');

    const stored = { name: CLIENT_STATE_KEYS.headerIndex, value: String(HEADER_INDEX.service) };
    const { page, errors, close } = await visit(browser, `${server.origin}${ROUTES.privacy}`, {
      storageState: { cookies: [], origins: [{ origin: server.origin, localStorage: [stored] }] },
    });
    try {
      const current = await page.waitForSelector(CURRENT_ENTRY);
      expect(await current.textContent()).toContain('服务支持');
      expect(await page.locator(CURRENT_ENTRY).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
