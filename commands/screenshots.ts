import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildApp } from '../cms/app';
import { ROUTES, SITE_LANGUAGES, localizedPath, type SiteLanguage } from '../contract/siteRoutes';
import { loadDemoContent } from '../seed/loadDemoContent';
import { LIVE_SITE_DIR, ROOT, WIDGETS_DIR } from '../builders/paths';
import { readSitemap } from '../site/gatsby/sitemap/readSitemap';

const OUTPUT_DIR = path.join(ROOT, 'docs/screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEVICES = [
  { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;
/** Each picture shows the first two screens of its page: enough to see it, small enough to commit. */
const SCREENS_PER_PICTURE = 2;

interface Shot {
  file: string;
  address: string;
  device: string;
  language: SiteLanguage;
}

/**
 * `npm run screenshots`: serves the live release of the site (`npm run build`) from a CMS on a
 * fresh demo database, and saves /home, a case page and /stockmarket in both languages on a
 * desktop and a phone as PNG files into docs/screenshots/, with a README listing them.
 */
async function main() {
  requireChineseFont();
  await fs.access(path.join(LIVE_SITE_DIR, 'home/index.html')).catch(() => {
    throw new Error(`${LIVE_SITE_DIR} holds no site: run npm run build first`);
  });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-screenshots-'));
  const app = await buildApp({
    dataDir, databaseUrl: undefined, corsOrigins: [], submitRateLimitPerMinute: 1000, contentCacheSeconds: 30, trustProxy: false,
    seed: loadDemoContent, siteDir: LIVE_SITE_DIR, widgetsDir: WIDGETS_DIR,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars'] });
  try {
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const casePage = await firstCasePage();
    await fs.mkdir(OUTPUT_DIR, { recursive: true });
    const shots: Shot[] = [];
    for (const language of SITE_LANGUAGES) {
      for (const [name, route] of [['home', ROUTES.home], ['case', casePage], ['stockmarket', ROUTES.stockmarket]] as const) {
        for (const device of DEVICES) {
          const file = `${name}-${language}-${device.name}.png`;
          const address = localizedPath(route, language);
          await capture(browser, `${origin}${address}`, device, path.join(OUTPUT_DIR, file));
          shots.push({ file, address, device: `${device.name} ${device.viewport.width}×${device.viewport.height}`, language });
          process.stdout.write(`${file}\n`);
        }
      }
    }
    await fs.writeFile(path.join(OUTPUT_DIR, 'README.md'), readme(shots));
  } finally {
    await browser.close();
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Chromium draws Chinese with the system's fonts (the site ships none for it): without one every
 * Chinese character would be an empty box. Fontconfig answers for Chromium, FONTCONFIG_FILE included.
 */
function requireChineseFont() {
  const fonts = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim();
  if (!fonts) throw new Error('no Chinese font for Chromium: install Debian\'s fonts-noto-cjk or fonts-wqy-microhei (or name one in FONTCONFIG_FILE)');
}

/** The first case page the live release's sitemap lists, as a root-relative Chinese address. */
async function firstCasePage(): Promise<string> {
  for (const loc of (await readSitemap(LIVE_SITE_DIR)).keys()) {
    const url = new URL(loc);
    if (url.pathname === ROUTES.caseDetails) return `${url.pathname}${url.search}`;
  }
  throw new Error('the sitemap lists no case page');
}

async function capture(browser: Browser, url: string, device: (typeof DEVICES)[number], file: string) {
  const context = await browser.newContext({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.isMobile, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    // Lazy images below the first screen load once scrolled to.
    await page.evaluate(async (height) => {
      window.scrollTo(0, height);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      window.scrollTo(0, 0);
    }, device.viewport.height * SCREENS_PER_PICTURE);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.screenshot({
      path: file,
      fullPage: true,
      animations: 'disabled',
      clip: { x: 0, y: 0, width: device.viewport.width, height: Math.min(height, device.viewport.height * SCREENS_PER_PICTURE) },
    });
  } finally {
    await context.close();
  }
}

function readme(shots: Shot[]): string {
  const rows = shots.map((shot) => `| [${shot.file}](${shot.file}) | \`${shot.address}\` | ${shot.language} | ${shot.device} |`);
  return [
    '# Screenshots',
    '',
    'The site as visitors meet it, regenerated by `npm run screenshots` from the live release',
    '(`npm run build` first) served by a CMS on the demo content, in Chromium. Each picture shows',
    `the first ${SCREENS_PER_PICTURE} screens of its page. Chinese text needs a Chinese font on the machine`,
    '(see "Screenshots" in the repository\'s README.md).',
    '',
    '| file | address | language | device |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
