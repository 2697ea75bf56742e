import fs from 'node:fs/promises';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { SITEMAP_FILE } from './sitemapFiles';

interface ParsedSitemap {
  urlset?: { url?: Array<{ loc: string; lastmod?: string }> };
  sitemapindex?: { sitemap?: Array<{ loc: string }> };
}

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

/**
 * The addresses a built site lists in its sitemap (the one file, or every sitemap its index
 * points at, read from the same folder) with their lastmod: empty when the folder has none.
 */
export async function readSitemap(siteDir: string): Promise<Map<string, string>> {
  const entries = new Map<string, string>();
  const read = async (name: string) => {
    const text = await fs.readFile(path.join(siteDir, name), 'utf8').catch(() => null);
    return text === null ? {} : (parser.parse(text) as ParsedSitemap);
  };
  const root = await read(SITEMAP_FILE);
  const files = root.sitemapindex
    ? await Promise.all((root.sitemapindex.sitemap ?? []).map(({ loc }) => read(path.posix.basename(new URL(loc).pathname))))
    : [root];
  for (const file of files) {
    for (const { loc, lastmod } of file.urlset?.url ?? []) entries.set(loc, lastmod ?? '');
  }
  return entries;
}
