/**
 * Every page of the built site's sitemap, in both languages, is valid HTML as the W3C's Nu HTML
 * Checker reads it: the static HTML the server sends, which is what crawlers and the checker see.
 * The site built by the end-to-end setup is checked where it lies (the live release's files), in
 * one run of the checker.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIVE_SITE_DIR } from '../../builders/paths';
import { readSitemap } from '../../site/gatsby/sitemap/readSitemap';
import { nuHtmlErrors } from '../support/nuHtmlChecker';

/** The built file a sitemap address is answered with: `/x` → `x/index.html`, `/x?id=N` → `x/N/index.html`. */
function builtFile(address: string): string {
  const url = new URL(address);
  const id = url.searchParams.get('id');
  return path.join(LIVE_SITE_DIR, url.pathname, id ?? '', 'index.html');
}

describe('valid HTML', () => {
  it('the Nu HTML Checker finds no error on any page of the sitemap, in either language', async () => {
    const addresses = [...(await readSitemap(LIVE_SITE_DIR)).keys()];
    // Both languages' pages, every kind of page: an empty or one-language sitemap proves nothing.
    expect(addresses.length).toBeGreaterThan(100);
    expect(addresses.some((address) => new URL(address).pathname.startsWith('/en-US/'))).toBe(true);
    const files = new Map(addresses.map((address) => [builtFile(address), address]));

    const started = performance.now();
    const errors = await nuHtmlErrors([...files.keys()]);
    process.stdout.write(`Nu HTML Checker: ${files.size} pages in ${Math.round(performance.now() - started)} ms\n`);

    const report = errors.map(({ file, line, message, extract }) => `${files.get(file) ?? file}:${line ?? '?'} ${message}${extract ? `\n    ${extract.trim().slice(0, 200)}` : ''}`);
    expect(report).toEqual([]);
  }, 180_000);
});
