import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium, headless, with a fresh profile, and no traffic of its own. */
export async function launchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: the end-to-end tests need Debian's chromium package (bash scripts/system-deps.sh installs it)`);
  }
  const profile = await fsp.mkdtemp(path.join(os.tmpdir(), 'chromium-profile-'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-quic', `--user-data-dir=${profile}`,
    ],
  });
  return {
    browser,
    async close() {
      await browser.close();
      await fsp.rm(profile, { recursive: true, force: true });
    },
  };
}
