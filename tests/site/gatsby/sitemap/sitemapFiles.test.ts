import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSitemap } from '../../../../site/gatsby/sitemap/readSitemap';
import {
  SITEMAP_FILE, SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, sitemapFiles, type SitemapUrl,
} from '../../../../site/gatsby/sitemap/sitemapFiles';
import { sitemapShape } from '../../support/sitemapShape';

const SITE = 'https://www.example.com';

/** `count` case pages in both languages, their lastmods spread over a year. */
function caseUrls(count: number): SitemapUrl[] {
  return Array.from({ length: count }, (_, index) => {
    const language = index % 2 === 0 ? '' : '/en-US';
    const id = Math.floor(index / 2) + 1;
    const alternates = [
      { hreflang: 'zh-CN', href: `${SITE}/caseDetails?id=${id}` },
      { hreflang: 'en-US', href: `${SITE}/en-US/caseDetails?id=${id}` },
      { hreflang: 'x-default', href: `${SITE}/caseDetails?id=${id}` },
    ];
    const lastmod = new Date(Date.UTC(2025, 0, 1) + (index % 365) * 86_400_000 + index * 1000).toISOString();
    return { loc: `${SITE}${language}/caseDetails?id=${id}`, lastmod, alternates };
  });
}

describe('the sitemap files', () => {
  it('keeps the protocol limits as named constants', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(SITEMAP_MAX_BYTES).toBe(50 * 1024 * 1024);
  });

  it('writes 50,000 addresses as one sitemap within 50 MB, valid in shape', () => {
    const urls = caseUrls(SITEMAP_MAX_URLS);
    const files = sitemapFiles(urls, SITE);
    expect(files.map((file) => file.name)).toEqual([SITEMAP_FILE]);
    const [file] = files;
    expect(Buffer.byteLength(file!.content)).toBeLessThanOrEqual(SITEMAP_MAX_BYTES);
    const shape = sitemapShape(file!.content);
    expect(shape.kind).toBe('urlset');
    expect(shape.entries).toEqual(urls.map(({ loc, lastmod }) => ({ loc, lastmod })));
  });

  it('splits past the address limit into numbered sitemaps under an index', () => {
    const urls = caseUrls(25);
    const files = sitemapFiles(urls, SITE, { maxUrls: 10, maxBytes: SITEMAP_MAX_BYTES });
    expect(files.map((file) => file.name)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml']);
    const index = sitemapShape(files[0]!.content);
    expect(index.kind).toBe('sitemapindex');
    expect(index.entries.map((entry) => entry.loc)).toEqual(files.slice(1).map((file) => `${SITE}/${file.name}`));
    const parts = files.slice(1).map((file) => sitemapShape(file.content));
    expect(parts.map((part) => part.entries.length)).toEqual([10, 10, 5]);
    expect(parts.flatMap((part) => part.entries)).toEqual(urls.map(({ loc, lastmod }) => ({ loc, lastmod })));
    // Each index entry carries the latest lastmod of its sitemap.
    parts.forEach((part, at) => {
      const latest = part.entries.reduce((a, b) => (Date.parse(a.lastmod) >= Date.parse(b.lastmod) ? a : b)).lastmod;
      expect(index.entries[at]!.lastmod).toBe(latest);
    });
  });

  it('splits past the size limit, no file over it', () => {
    const urls = caseUrls(40);
    const maxBytes = 4_000;
    const files = sitemapFiles(urls, SITE, { maxUrls: SITEMAP_MAX_URLS, maxBytes });
    expect(files.length).toBeGreaterThan(2);
    for (const file of files) expect(Buffer.byteLength(file.content)).toBeLessThanOrEqual(maxBytes);
    const listed = files.slice(1).flatMap((file) => sitemapShape(file.content).entries.map((entry) => entry.loc));
    expect(listed).toEqual(urls.map((url) => url.loc));
  });

  it('escapes addresses for XML', () => {
    const [file] = sitemapFiles([{ loc: `${SITE}/a?x=1&y=<2>`, lastmod: '2025-03-04', alternates: [] }], SITE);
    expect(sitemapShape(file!.content).entries).toEqual([{ loc: `${SITE}/a?x=1&y=<2>`, lastmod: '2025-03-04' }]);
  });

  it('reads back what it wrote, through the index and its sitemaps', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sitemap-'));
    try {
      const urls = caseUrls(23);
      for (const file of sitemapFiles(urls, SITE, { maxUrls: 5, maxBytes: SITEMAP_MAX_BYTES })) {
        await fs.writeFile(path.join(dir, file.name), file.content);
      }
      expect(await readSitemap(dir)).toEqual(new Map(urls.map(({ loc, lastmod }) => [loc, lastmod])));
      expect(await readSitemap(path.join(dir, 'missing'))).toEqual(new Map());
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
