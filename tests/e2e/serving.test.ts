/**
 * The redirect and head/sitemap/robots checks: the site's redirects answered as 301s by
 * the CMS and working as static pages on a host without rewrite rules; the head of /home
 * (canonical, hreflang, Open Graph, `<html lang>`); /sitemap.xml and /robots.txt.
 */
import { launchBrowser } from '../support/browser';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIRECTS, SITE_LANGUAGES, isChineseOnly, localizedPath } from '../../contract/siteRoutes';
import { LIVE_SITE_DIR } from '../../builders/paths';
import { sitemapShape } from '../site/support/sitemapShape';
import { TEST_SITE_URL } from '../support/siteGlobalSetup';
import { startSiteServer } from '../support/siteServer';
import { BUILT_WITH_ENGLISH_CAREERS, visit } from './support';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

/**
 * The dumbest static host: files as they are, `/x` → `x/index.html` or `x.html`, no redirects,
 * no rewrites, the query string ignored, `404.html` for anything else.
 */
async function startStaticHost(root: string): Promise<{ origin: string; close(): Promise<void> }> {
  const isFile = async (file: string) => (await fs.stat(file).catch(() => null))?.isFile() ?? false;
  const server = http.createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const relative = path.normalize(pathname).replace(/^(\.\.[/\\])+/, '');
    const candidates = pathname.endsWith('/')
      ? [path.join(root, relative, 'index.html')]
      : [path.join(root, relative), path.join(root, relative, 'index.html'), path.join(root, `${relative}.html`)];
    for (const file of candidates) {
      if (file.startsWith(root) && (await isFile(file))) {
        response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
        response.end(await fs.readFile(file));
        return;
      }
    }
    const notFound = path.join(root, '404.html');
    response.writeHead(404, { 'content-type': TYPES['.html']! });
    response.end((await isFile(notFound)) ? await fs.readFile(notFound) : 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const redirects = SITE_LANGUAGES.flatMap((language) =>
  REDIRECTS.map((redirect) => ({ language, from: localizedPath(redirect.from, language), to: localizedPath(redirect.to, language) })),
);

describe('redirects, head, sitemap and robots', () => {
  let server: Awaited<ReturnType<typeof startSiteServer>>;
  let staticHost: Awaited<ReturnType<typeof startStaticHost>>;
  let chromium: Awaited<ReturnType<typeof launchBrowser>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startSiteServer();
    staticHost = await startStaticHost(LIVE_SITE_DIR);
    chromium = await launchBrowser();
    browser = chromium.browser;
  });

  afterAll(async () => {
    await chromium?.close();
    await staticHost?.close();
    await server?.close();
  });

  describe('the CMS answers each redirect with a 301', () => {
    it.each(redirects)('$from → $to', async ({ from, to }) => {
      const response = await fetch(`${server.origin}${from}`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(to);
    });
  });

  describe('the static redirect page works on a host without rewrite rules', () => {
    it.each(redirects)('$from → $to', async ({ from, to }) => {
      // The host answers the redirect path with the page itself, not with a redirect.
      expect((await fetch(`${staticHost.origin}${from}`, { redirect: 'manual' })).status).toBe(200);
      const visited = await visit(browser, `${staticHost.origin}${from}`);
      try {
        await visited.page.waitForURL(`${staticHost.origin}${to}`, { timeout: 10_000 });
        expect(new URL(visited.page.url()).pathname).toBe(to);
      } finally {
        await visited.close();
      }
    });
  });

  describe.each(SITE_LANGUAGES)('the head of %s /home', (language) => {
    const home = localizedPath('/home', language);
    const expected = {
      canonical: `${TEST_SITE_URL}${home}`,
      'zh-CN': `${TEST_SITE_URL}/home`,
      'en-US': `${TEST_SITE_URL}/en-US/home`,
      'x-default': `${TEST_SITE_URL}/home`,
    };

    it('is in the served HTML, before any script runs (canonical, hreflang, og, lang)', async () => {
      // A context without JavaScript parses the raw HTML as a crawler would.
      const visited = await visit(browser, `${server.origin}${home}`, { javaScriptEnabled: false });
      const { page } = visited;
      try {
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        expect(await page.locator('link[rel="canonical"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual([
          expected.canonical,
        ]);
        for (const hreflang of ['zh-CN', 'en-US', 'x-default'] as const) {
          const hrefs = await page
            .locator(`link[rel="alternate"][hreflang="${hreflang}"]`)
            .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
          expect(hrefs, `hreflang ${hreflang}`).toEqual([expected[hreflang]]);
        }
        const og = await page
          .locator('meta[property^="og:"]')
          .evaluateAll((metas) => Object.fromEntries(metas.map((m) => [m.getAttribute('property'), m.getAttribute('content')])));
        expect(og['og:title']).toBeTruthy();
        expect(og['og:description']).toBeTruthy();
        expect(og['og:type']).toBe('website');
        expect(og['og:url']).toBe(expected.canonical);
        expect(og['og:locale']).toBe(language.replace('-', '_'));
        expect((await page.title()).trim()).not.toBe('');
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      } finally {
        await visited.close();
      }
    });

    it('keeps <html lang> and the canonical link after hydration', async () => {
      const visited = await visit(browser, `${server.origin}${home}`);
      try {
        expect(await visited.page.locator('html').getAttribute('lang')).toBe(language);
        expect(await visited.page.locator('link[rel="canonical"]').getAttribute('href')).toBe(expected.canonical);
        expect(visited.errors).toEqual([]);
      } finally {
        await visited.close();
      }
    });
  });

  it('/sitemap.xml lists both languages, each address with its zh-CN, en-US and x-default alternates (an item written in Chinese only: zh-CN and x-default)', async () => {
    const response = await fetch(`${server.origin}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '');
    expect(locs).toContain(`${TEST_SITE_URL}/home`);
    expect(locs).toContain(`${TEST_SITE_URL}/en-US/home`);
    const english = locs.filter((loc) => loc.startsWith(`${TEST_SITE_URL}/en-US/`));
    expect(english.length).toBeGreaterThan(10);
    // Only Chinese-only sections (investor relations; careers, with English careers off) and an
    // item written in Chinese alone (a job without English) have no English address.
    const chineseOnly = locs.filter((loc) => !english.includes(loc) && !locs.includes(loc.replace(TEST_SITE_URL, `${TEST_SITE_URL}/en-US`)));
    expect(chineseOnly.length).toBeGreaterThan(0);
    for (const loc of chineseOnly) {
      expect(isChineseOnly(new URL(loc).pathname, BUILT_WITH_ENGLISH_CAREERS) || /\/joinUsDetails\?id=\d+$/.test(loc), loc).toBe(true);
    }
    expect(locs.length - english.length).toBe(english.length + chineseOnly.length);
    for (const entry of entries) {
      const hreflangs = [...entry.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]).sort();
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '';
      expect(hreflangs, entry).toEqual(chineseOnly.includes(loc) ? ['x-default', 'zh-CN'] : ['en-US', 'x-default', 'zh-CN']);
    }
    const homeEntry = entries.find((entry) => entry.includes(`<loc>${TEST_SITE_URL}/home</loc>`))!;
    expect(homeEntry).toContain(`hreflang="en-US" href="${TEST_SITE_URL}/en-US/home"`);
    expect(homeEntry).toContain(`hreflang="zh-CN" href="${TEST_SITE_URL}/home"`);
    // The schema's shape: its namespace, absolute addresses, each dated (W3C datetime).
    const shape = sitemapShape(xml);
    expect(shape.kind).toBe('urlset');
    expect(shape.entries.map((entry) => entry.loc)).toEqual(locs.map((loc) => loc.replace(/&amp;/g, '&')));
  });

  it('/robots.txt exists and points at the sitemap', async () => {
    const response = await fetch(`${server.origin}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    const robots = await response.text();
    expect(robots).toMatch(/^User-agent: \*/m);
    expect(robots).toContain(`Sitemap: ${TEST_SITE_URL}/sitemap.xml`);
  });

  describe('text is sent compressed to browsers that accept it', () => {
    /** The raw answer (Node's fetch would decode it): status, headers and the bytes as sent. */
    const fetchRaw = (url: string, acceptEncoding: string) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });

    it('pages, page data, bundles and SVG images come as brotli or gzip, equal to the file', async () => {
      const html = (await fs.readFile(path.join(LIVE_SITE_DIR, 'home', 'index.html'))).toString();
      const bundle = /<script src="(\/app-\w+\.js)"/.exec(html)?.[1];
      expect(bundle, 'the app bundle named in /home').toBeTruthy();
      const thumbnail = /src="(\/cms\/static\/images\/[\w-]+\.svg)"/.exec(html)?.[1];
      expect(thumbnail, 'an SVG image of the CMS on /home').toBeTruthy();

      for (const [address, file] of [
        ['/home', path.join(LIVE_SITE_DIR, 'home', 'index.html')],
        ['/page-data/home/page-data.json', path.join(LIVE_SITE_DIR, 'page-data', 'home', 'page-data.json')],
        [bundle!, path.join(LIVE_SITE_DIR, bundle!)],
        [thumbnail!, null],
      ] as const) {
        const brotli = await fetchRaw(`${server.origin}${address}`, 'gzip, br');
        const gzip = await fetchRaw(`${server.origin}${address}`, 'gzip');
        const plain = await fetchRaw(`${server.origin}${address}`, 'identity');
        expect([brotli.status, gzip.status, plain.status], address).toEqual([200, 200, 200]);
        expect(brotli.headers['content-encoding'], address).toBe('br');
        expect(gzip.headers['content-encoding'], address).toBe('gzip');
        expect(plain.headers['content-encoding'], address).toBeUndefined();
        expect(brotli.headers.vary, address).toMatch(/accept-encoding/i);
        const original = file ? await fs.readFile(file) : plain.body;
        expect(zlib.brotliDecompressSync(brotli.body).equals(original), address).toBe(true);
        expect(zlib.gunzipSync(gzip.body).equals(original), address).toBe(true);
        expect(brotli.body.length, address).toBeLessThan(original.length / 2);
      }
    });
  });
});
