import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium through playwright, headless, with a fresh temporary profile and no traffic of its own. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
  });
}

/**
 * The most gzipped JavaScript `/home` may load before any interaction: 90 KiB (the aim;
 * 126.3 KiB before the site's React became preact/compat, docs/budgets.md).
 */
export const HOME_JS_BUDGET_BYTES = 90 * 1024;

export interface ScriptSize {
  url: string;
  /** Bytes as served (uncompressed body). */
  raw: number;
  /** Bytes after gzip at level 9. */
  gzip: number;
}

export interface JsBudget {
  scripts: ScriptSize[];
  totalRaw: number;
  totalGzip: number;
  /** Files the page only prefetched (not executed), listed for information, not counted. */
  prefetched: string[];
}

/**
 * The JavaScript a page loads before any interaction: every script response until the network
 * is idle, each body gzipped at level 9 (what a well-configured server would send).
 */
export async function measureJavaScript(browser: Browser, url: string): Promise<JsBudget> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Array<Promise<ScriptSize | null>> = [];
  const prefetched: string[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script') {
      pending.push(
        response
          .body()
          .then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
          .catch(() => null),
      );
    } else if (/\.js(\?|$)/.test(response.url())) {
      prefetched.push(`${response.url()} (${type})`);
    }
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    const seen = new Set<string>();
    const scripts = (await Promise.all(pending))
      .filter((script): script is ScriptSize => script !== null)
      .filter((script) => (seen.has(script.url) ? false : (seen.add(script.url), true)))
      .sort((a, b) => b.gzip - a.gzip);
    return {
      scripts,
      totalRaw: scripts.reduce((sum, script) => sum + script.raw, 0),
      totalGzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
      prefetched,
    };
  } finally {
    await context.close();
  }
}
