import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { recordErrors } from './support';

/**
 * Chromium with a page for the back office, in Chinese at desktop size, its console errors and
 * page errors recorded. Under a busy machine a step may take seconds; one that never happens
 * fails after 20, naming itself.
 */
export async function openBackOfficePage(): Promise<{ browser: Browser; page: Page; errors: string[]; close(): Promise<void> }> {
  const { browser, close } = await launchBrowser();
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { browser, page, errors: recordErrors(page), close };
}
