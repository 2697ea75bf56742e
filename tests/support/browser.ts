import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's Chromium, headless, with no traffic of its own. Playwright starts every launch with a
 * fresh temporary profile (its own --user-data-dir) and refuses one passed as an argument.
 */
export async function launchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: the end-to-end tests need Debian's chromium package (bash scripts/system-deps.sh installs it)`);
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-quic',
    ],
  });
  return { browser, close: () => browser.close() };
}
