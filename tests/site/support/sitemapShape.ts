import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** W3C datetime (the profile of ISO 8601 the protocol names): a date, or a time with a zone. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => ['url', 'sitemap', 'loc', 'lastmod'].includes(name) });

type Entry = { loc?: string[]; lastmod?: string[] };

/**
 * Checks one sitemap or sitemap index against the schema's shape: well-formed XML, the root in
 * the protocol's namespace, each entry with one absolute `loc` of at most 2,048 characters and
 * one W3C datetime `lastmod`. Answers the kind and the entries; the faults are collected and
 * asserted once, so a file of 50,000 entries is checked in a moment.
 */
export function sitemapShape(xml: string): { kind: 'urlset' | 'sitemapindex'; entries: Array<{ loc: string; lastmod: string }> } {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = parser.parse(xml) as { urlset?: Record<string, unknown>; sitemapindex?: Record<string, unknown> };
  const kind = parsed.urlset ? 'urlset' : 'sitemapindex';
  const root = parsed[kind];
  expect(root, 'a urlset or sitemapindex root').toBeDefined();
  expect(root!['@_xmlns']).toBe(SITEMAP_NS);
  const faults: string[] = [];
  const entries = ((root![kind === 'urlset' ? 'url' : 'sitemap'] ?? []) as Entry[]).map(({ loc = [], lastmod = [] }, index) => {
    if (loc.length !== 1 || lastmod.length !== 1) faults.push(`entry ${index}: ${loc.length} loc, ${lastmod.length} lastmod`);
    const [address = '', time = ''] = [loc[0], lastmod[0]];
    if (!/^https?:\/\/[^/]+/.test(address) || !URL.canParse(address) || address.length > 2048) faults.push(`entry ${index}: loc ${address}`);
    if (!W3C_DATETIME.test(time) || Number.isNaN(Date.parse(time))) faults.push(`entry ${index}: lastmod ${time}`);
    return { loc: address, lastmod: time };
  });
  expect(faults).toEqual([]);
  return { kind, entries };
}
