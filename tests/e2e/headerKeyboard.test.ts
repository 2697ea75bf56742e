/**
 * The header menus from the keyboard, in Chromium, as the disclosure navigation pattern has them:
 * focus alone opens nothing, so Tab goes from top-level entry to top-level entry and reaches the
 * page's content in a few presses; Enter, Space and ArrowDown open a menu and move into it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visit } from './support';
import { siteInBrowser } from './siteInBrowser';

const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** Where focus is: inside the header's navigation, inside main, or elsewhere; and whether it is a link. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      inMain: !!element?.closest('main'),
      isLink: element?.tagName === 'A',
      entry: element?.closest('[data-entry]')?.getAttribute('data-entry') ?? null,
      isTop: !!element?.matches('[data-entry] > :first-child'),
      text: (element?.textContent ?? '').trim(),
    };
  });

const expandedMenus = (page: Page) => page.locator('header nav button[aria-expanded="true"]').count();

describe('header menus from the keyboard', () => {
  const site = siteInBrowser();

  it('reaches the first content link of /home in a few Tab presses, passing each top-level entry once, every menu closed', async () => {
    const { page, errors, close } = await visit(site.browser, `${site.server.origin}/home`, DESKTOP);
    try {
      const tops = await page.locator('header nav [data-entry] > :first-child').count();
      expect(tops).toBeGreaterThan(5);
      const entriesPassed: string[] = [];
      let presses = 0;
      for (; presses < 60; presses += 1) {
        await page.keyboard.press('Tab');
        const place = await focusPlace(page);
        if (place.inMain && place.isLink) break;
        if (place.entry !== null) {
          // Inside the navigation focus only ever rests on a top-level entry.
          expect(place.isTop, `focus on "${place.text}" inside a menu`).toBe(true);
          entriesPassed.push(place.entry);
        }
        expect(await expandedMenus(page)).toBe(0);
      }
      expect(entriesPassed).toHaveLength(tops);
      expect(new Set(entriesPassed).size).toBe(tops);
      // The skip link, the logo, the entries, the language toggle: well under twenty.
      expect(presses).toBeLessThan(tops + 8);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each(['Enter', 'Space', 'ArrowDown'])('%s opens a focused menu and moves into it; Escape closes it and gives focus back', async (key) => {
    const { page, errors, close } = await visit(site.browser, `${site.server.origin}/home`, DESKTOP);
    try {
      const trigger = page.getByRole('banner').getByRole('button', { name: '解决方案' });
      await trigger.focus();
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press(key);
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(async () => (await focusPlace(page)).isLink).toBe(true);
      expect((await focusPlace(page)).entry).toBe(await trigger.evaluate((element) => element.closest('[data-entry]')?.getAttribute('data-entry')));
      await page.keyboard.press('Escape');
      await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
      expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
