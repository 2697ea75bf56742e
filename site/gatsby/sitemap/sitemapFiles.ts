/**
 * The sitemap protocol's limits on one file (sitemaps.org): at most 50,000 addresses and 50 MB
 * (52,428,800 bytes) uncompressed. A sitemap index obeys the same limits on its entries.
 */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 52_428_800;
/** An index lists at most 50,000 sitemaps: 2.5 billion addresses, never reached here. */
const SITEMAP_INDEX_MAX_ENTRIES = 50_000;

/** The file crawlers are pointed at (robots.txt): the one sitemap, or the index of the numbered ones. */
export const SITEMAP_FILE = 'sitemap.xml';
/** The numbered sitemaps an index points at: `sitemap-1.xml`, `sitemap-2.xml`… */
const sitemapPartFile = (index: number) => `sitemap-${index}.xml`;
export const SITEMAP_PART_PATTERN = /^sitemap-\d+\.xml$/;

export interface SitemapUrl {
  /** Absolute address. */
  loc: string;
  /** W3C datetime (`YYYY-MM-DD`, or a full ISO 8601 time in UTC) of the content's last change. */
  lastmod: string;
  /** The same page in each language (`hreflang`, absolute `href`), `x-default` included. */
  alternates: ReadonlyArray<{ hreflang: string; href: string }>;
}

export interface SitemapFile {
  name: string;
  content: string;
}

export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';
const INDEX_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const INDEX_CLOSE = '</sitemapindex>\n';

function urlEntry({ loc, lastmod, alternates }: SitemapUrl): string {
  const links = alternates
    .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>\n`)
    .join('');
  return `  <url>\n    <loc>${escapeXml(loc)}</loc>\n    <lastmod>${escapeXml(lastmod)}</lastmod>\n${links}  </url>\n`;
}

/** The later of two W3C datetimes; a date alone counts as the start of its day. */
export const laterLastmod = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

/**
 * The sitemap files for `urls`, in their order: one `sitemap.xml` while they fit in one file,
 * otherwise numbered sitemaps, each filled up to the limits, and `sitemap.xml` as their index
 * (each entry's lastmod the latest of its addresses'). `siteUrl` is where the files are served.
 */
export function sitemapFiles(
  urls: readonly SitemapUrl[],
  siteUrl: string,
  limits: SitemapLimits = { maxUrls: SITEMAP_MAX_URLS, maxBytes: SITEMAP_MAX_BYTES },
): SitemapFile[] {
  const frame = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);
  const parts: Array<{ entries: string[]; lastmod: string }> = [];
  let current: { entries: string[]; lastmod: string; bytes: number } | null = null;
  for (const url of urls) {
    const entry = urlEntry(url);
    const bytes = Buffer.byteLength(entry);
    if (frame + bytes > limits.maxBytes) throw new Error(`The sitemap entry of ${url.loc} alone is over ${limits.maxBytes} bytes`);
    if (!current || current.entries.length === limits.maxUrls || current.bytes + bytes > limits.maxBytes) {
      current = { entries: [], lastmod: url.lastmod, bytes: frame };
      parts.push(current);
    }
    current.entries.push(entry);
    current.bytes += bytes;
    current.lastmod = laterLastmod(current.lastmod, url.lastmod);
  }
  const urlset = (entries: string[]) => URLSET_OPEN + entries.join('') + URLSET_CLOSE;
  if (parts.length <= 1) return [{ name: SITEMAP_FILE, content: urlset(parts[0]?.entries ?? []) }];
  if (parts.length > SITEMAP_INDEX_MAX_ENTRIES) throw new Error(`${parts.length} sitemaps are more than one index may list`);

  const files = parts.map((part, index) => ({ name: sitemapPartFile(index + 1), content: urlset(part.entries), lastmod: part.lastmod }));
  const index = files
    .map(({ name, lastmod }) => `  <sitemap>\n    <loc>${escapeXml(`${siteUrl}/${name}`)}</loc>\n    <lastmod>${escapeXml(lastmod)}</lastmod>\n  </sitemap>\n`)
    .join('');
  return [{ name: SITEMAP_FILE, content: INDEX_OPEN + index + INDEX_CLOSE }, ...files.map(({ name, content }) => ({ name, content }))];
}
