/**
 * The navigation checks: the language toggle (stored under `language`, deciding where a later
 * visit to `/` goes, hiding the Chinese-only entries), the mobile accordion menu, and the service-support
 * anchor scroll.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHINESE_ONLY_ROUTES, ROUTES, SITE_LANGUAGES, localizedPath } from '../../contract/siteRoutes';
import { BUILT_WITH_ENGLISH_CAREERS, escapeRegExp, isInViewport, settle, visit } from './support';
import { siteInBrowser } from './siteInBrowser';

/** Named "Language" / "语言", possibly followed by a hint such as "(switch to 中文)". */
const LANGUAGE_TOGGLE = /^\s*(Language|语言)(\s|[(（]|$)/;
const INVESTORS_ZH = /投资者关系/;
const CAREERS_ZH = /人才招聘|加入我们/;
const CHINESE_ONLY_TEXT_EN = /investor/i;
const CAREERS_EN = /^Careers$/;
const MOBILE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** The language toggle: a button or link whose accessible name is "Language" or "语言". */
function languageToggle(page: Page): Locator {
  return page.getByRole('button', { name: LANGUAGE_TOGGLE }).or(page.getByRole('link', { name: LANGUAGE_TOGGLE })).first();
}

const storedLanguage = (page: Page) => page.evaluate(() => window.localStorage.getItem('language'));

/** Links in the header to a Chinese-only route, in either language. */
function chineseOnlyLinks(header: Locator): Locator {
  return header.locator(
    CHINESE_ONLY_ROUTES.flatMap((route) => [`a[href="${route}"]`, `a[href^="${route}?"]`, `a[href^="/en-US${route}"]`]).join(', '),
  );
}

describe('navigation', () => {
  const site = siteInBrowser();

  describe('the language toggle', () => {
    it('switches to English, keeps it across a reload and for a later visit to /, and hides the Chinese-only entries', async () => {
      const visited = await visit(site.browser, `${site.server.origin}/home`);
      const { page } = visited;
      try {
        expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
        const header = page.getByRole('banner');
        await expect.poll(() => header.getByText(INVESTORS_ZH).count(), { message: 'investor relations entry in Chinese' }).toBeGreaterThan(0);
        await expect.poll(() => header.getByText(CAREERS_ZH).count(), { message: 'careers entry in Chinese' }).toBeGreaterThan(0);

        await languageToggle(page).click();
        await page.waitForURL(`${site.server.origin}/en-US/home`, { timeout: 10_000 });
        await settle(page);
        expect(await storedLanguage(page)).toBe('en-US');
        expect(await page.locator('html').getAttribute('lang')).toBe('en-US');

        await page.reload();
        await settle(page);
        expect(new URL(page.url()).pathname).toBe('/en-US/home');
        expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
        expect(await storedLanguage(page)).toBe('en-US');

        // A later visit to the root, which names no language, lands on the English home page.
        await page.goto(`${site.server.origin}/`);
        await page.waitForURL(`${site.server.origin}/en-US/home`, { timeout: 10_000 });
        await settle(page);
        expect(await page.locator('html').getAttribute('lang')).toBe('en-US');

        // Any other address decides its page's language: a Chinese one stays Chinese.
        await page.goto(`${site.server.origin}${ROUTES.productCenter}`);
        await settle(page);
        expect(new URL(page.url()).pathname).toBe(ROUTES.productCenter);
        expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
        expect(await storedLanguage(page)).toBe('en-US');

        await page.goto(`${site.server.origin}${localizedPath(ROUTES.productCenter, 'en-US')}`);
        await settle(page);
        expect(await page.locator('html').getAttribute('lang')).toBe('en-US');

        // Investor relations and careers are not offered in English (careers are while the
        // englishCareers setting is on, which the built demo site's is not).
        const englishHeader = page.getByRole('banner');
        expect(await englishHeader.count()).toBe(1);
        expect(await chineseOnlyLinks(englishHeader).count()).toBe(0);
        expect(await englishHeader.getByText(CHINESE_ONLY_TEXT_EN).count()).toBe(0);
        expect(await englishHeader.getByText(INVESTORS_ZH).count()).toBe(0);
        expect((await englishHeader.getByText(CAREERS_EN).count()) > 0).toBe(BUILT_WITH_ENGLISH_CAREERS);

        // And back: any stored value other than en-US means Chinese.
        await languageToggle(page).click();
        await page.waitForURL(`${site.server.origin}${ROUTES.productCenter}`, { timeout: 10_000 });
        await settle(page);
        expect(await storedLanguage(page)).not.toBe('en-US');
        expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
        expect(await page.getByRole('banner').getByText(INVESTORS_ZH).count()).toBeGreaterThan(0);
        expect(visited.errors).toEqual([]);
      } finally {
        await visited.close();
      }
    });
  });

  describe('the mobile menu (390×844)', () => {
    /** The hamburger: the one visible header button that controls a menu by aria-expanded. */
    async function hamburger(page: Page): Promise<Locator> {
      const named = page.getByRole('banner').getByRole('button', { name: /菜单|导航|menu|navigation/i });
      const candidates = named.filter({ visible: true });
      await expect.poll(() => candidates.count(), { message: 'a visible hamburger button named menu/菜单 in the header' }).toBeGreaterThan(0);
      return candidates.first();
    }

    /** The element the hamburger controls (aria-controls), which is the accordion menu. */
    async function menuOf(page: Page, button: Locator): Promise<Locator> {
      const controls = await button.getAttribute('aria-controls');
      expect(controls, 'the hamburger names its menu with aria-controls').toBeTruthy();
      return page.locator(`[id="${controls}"]`);
    }

    it('opens the accordion from the hamburger; opening one section closes the others', async () => {
      const visited = await visit(site.browser, `${site.server.origin}/productCenter`, MOBILE);
      const { page } = visited;
      try {
        const button = await hamburger(page);
        expect(await button.getAttribute('aria-expanded')).toBe('false');
        await button.click();
        await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
        const menu = await menuOf(page, button);
        await expect.poll(() => menu.isVisible(), { message: 'the menu is shown' }).toBe(true);

        const all = menu.locator('button[aria-expanded]');
        const count = await all.count();
        expect(count, 'accordion sections (buttons with aria-expanded) in the menu').toBeGreaterThanOrEqual(2);
        // Open each section in turn: it alone is expanded, its panel alone is shown.
        for (let index = 0; index < count; index += 1) {
          const section = all.nth(index);
          const name = (await section.textContent())?.trim();
          await section.click();
          await expect.poll(() => section.getAttribute('aria-expanded'), { message: `section "${name}" opens` }).toBe('true');
          const expanded = await all.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-expanded') === 'true'));
          expect(expanded, `only "${name}" is expanded`).toEqual(expanded.map((_, other) => other === index));
          const panels = await all.evaluateAll((buttons) =>
            buttons.map((button) => {
              const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
              return panel ? panel.checkVisibility() : null;
            }),
          );
          expect(panels, `only the panel of "${name}" is shown`).toEqual(panels.map((shown, other) => (shown === null ? null : other === index)));
        }
        expect(visited.errors).toEqual([]);
      } finally {
        await visited.close();
      }
    });

    it('closes the menu when Home is chosen', async () => {
      const visited = await visit(site.browser, `${site.server.origin}/productCenter`, MOBILE);
      const { page } = visited;
      try {
        const button = await hamburger(page);
        await button.click();
        const menu = await menuOf(page, button);
        await menu.getByRole('link', { name: /^\s*首页\s*$/ }).click();
        await page.waitForURL(`${site.server.origin}/home`, { timeout: 10_000 });
        await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
        await expect.poll(() => menu.isVisible()).toBe(false);
        expect(visited.errors).toEqual([]);
      } finally {
        await visited.close();
      }
    });

    it('closes the menu when a cases entry is chosen', async () => {
      const visited = await visit(site.browser, `${site.server.origin}/productCenter`, MOBILE);
      const { page } = visited;
      try {
        const button = await hamburger(page);
        await button.click();
        const menu = await menuOf(page, button);
        const cases = /^\s*成功案例\s*$/;
        const asLink = menu.getByRole('link', { name: cases });
        if ((await asLink.count()) > 0) {
          await asLink.first().click();
        } else {
          // Cases as an accordion section: open it, then choose its first category.
          const section = menu.getByRole('button', { name: cases });
          await section.click();
          const panel = await section.getAttribute('aria-controls');
          const scope = panel ? page.locator(`[id="${panel}"]`) : menu;
          await scope.locator(`a[href^="${ROUTES.succeedCase}/"]`).first().click();
        }
        await page.waitForURL(new RegExp(`^${escapeRegExp(site.server.origin)}${ROUTES.succeedCase}/[A-Za-z]`), { timeout: 10_000 });
        await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
        await expect.poll(() => menu.isVisible()).toBe(false);
        expect(visited.errors).toEqual([]);
      } finally {
        await visited.close();
      }
    });
  });

  describe.each(SITE_LANGUAGES)('%s /serviceSupport?anchor=3', (language) => {
    it('scrolls to the section with data-anchor="3"', async () => {
      const visited = await visit(site.browser, `${site.server.origin}${localizedPath(ROUTES.serviceSupport, language)}?anchor=3`);
      const { page } = visited;
      try {
        expect(await page.locator('[data-anchor="3"]').count(), 'an element with data-anchor="3"').toBe(1);
        // The site pushes the anchor after 300 ms, then scrolls: allow the animation to finish.
        await expect
          .poll(() => isInViewport(page, '[data-anchor="3"]'), { timeout: 5_000, message: 'data-anchor="3" in the viewport' })
          .toBe(true);
        expect(await page.evaluate(() => window.scrollY), 'the page is scrolled').toBeGreaterThan(0);
        expect(visited.errors).toEqual([]);
      } finally {
        await visited.close();
      }
    });
  });
});
