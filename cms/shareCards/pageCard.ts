import type { TitleCard } from './titleCardSvg';

/** The `property` (or `name`) → `content` of a built page's meta tags. */
export function metaOf(html: string): Map<string, string> {
  const meta = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const attributes = new Map([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, decodeAttribute(value!)]));
    const key = attributes.get('property') ?? attributes.get('name');
    const content = attributes.get('content');
    if (key && content !== undefined) meta.set(key, content);
  }
  return meta;
}

const decodeAttribute = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The decoded path of the card a page's head names, or null when it names none (or one that does not parse). */
export function namedCardPath(meta: Map<string, string>): string | null {
  const image = meta.get('og:image');
  if (!image || !URL.canParse(image, 'http://localhost')) return null;
  try {
    return decodeURIComponent(new URL(image, 'http://localhost').pathname);
  } catch {
    return null;
  }
}

/**
 * What a page's title card shows, from its head: the page's own name (its title without the
 * company's, which SeoHead appends), the company, and the site's host.
 */
export function titleCardOf(meta: Map<string, string>): TitleCard {
  const company = meta.get('og:site_name') ?? '';
  const title = meta.get('og:image:alt') ?? '';
  const suffix = ` | ${company}`;
  const heading = company && title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  const host = URL.canParse(meta.get('og:url') ?? '') ? new URL(meta.get('og:url')!).host : '';
  return { heading, company: heading === company ? '' : company, host };
}
