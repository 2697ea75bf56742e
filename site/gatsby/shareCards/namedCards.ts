import fs from 'node:fs/promises';
import path from 'node:path';
import { PICTURE_CARD_PREFIX, SHARE_CARD_DIR } from '../../src/components/seo/shareCard';
import type { BuiltPageReader } from '../finishBuiltPages';
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

/** What a card is made from: the page's title and company, or its own picture (found again by the card's name, shareCardOf). */
export type CardSource = { kind: 'title'; card: TitleCard } | { kind: 'picture'; picture: string };

/** A page's card: its path in the built site and what it is made from. */
type NamedCard = { path: string; source: CardSource };

function sourceOf(meta: Map<string, string>, cardPath: string): CardSource {
  if (cardPath.startsWith(`${PICTURE_CARD_PREFIX}/`)) {
    return { kind: 'picture', picture: cardPath.slice(PICTURE_CARD_PREFIX.length).replace(/\.jpg$/, '') };
  }
  const company = meta.get('og:site_name') ?? '';
  const title = meta.get('og:image:alt') ?? '';
  const suffix = ` | ${company}`;
  const heading = company && title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  const host = URL.canParse(meta.get('og:url') ?? '') ? new URL(meta.get('og:url')!).host : '';
  return { kind: 'title', card: { heading, company: heading === company ? '' : company, host } };
}

/**
 * The card a built page names, if any. Its texts are copied out of the page: V8 keeps a string of
 * 13 characters or more cut from another (a regular expression's match, a slice) as a view of the
 * whole, so each card kept for the pass held its page's HTML alive, about 100 KB a page (some 2 GB
 * at 10,000 cases, past Node's heap at 30,000).
 */
function cardOf(html: string): NamedCard | null {
  const meta = metaOf(html);
  const image = meta.get('og:image');
  if (!image) return null;
  const cardPath = new URL(image, 'http://localhost').pathname;
  return cardPath.startsWith(`/${SHARE_CARD_DIR}/`) ? detached({ path: cardPath, source: sourceOf(meta, cardPath) }) : null;
}

/** A copy whose strings are new ones, sharing nothing with the page they were found in. */
const detached = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Where the cards' reader keeps each page's card for the next pass, among the drawn cards. */
const PAGES_FILE = 'pages.json';

type PageCards = Record<string, NamedCard | null>;

export interface NamedCards extends BuiltPageReader {
  /** Once the pass is over: each card the built pages name, with what it is made from (pages sharing a card name it once). */
  cards(): Map<string, CardSource>;
}

/**
 * The share cards the built pages name, found in the pass over the built pages that lists their
 * inline scripts (finishBuiltPages.ts): a page the pass leaves unread (not written since the
 * previous pass) names the card it named then, kept in `cacheDir` for the next pass; a page
 * missing there (the cache emptied) is read here.
 */
export async function namedCards(publicDir: string, cacheDir: string): Promise<NamedCards> {
  const file = path.join(cacheDir, PAGES_FILE);
  const previous = await fs.readFile(file, 'utf8').then((text) => JSON.parse(text) as PageCards).catch(() => ({}) as PageCards);
  const pages: PageCards = {};
  return {
    async page(page, html) {
      const known = previous[page];
      pages[page] = html === null && known !== undefined ? known : cardOf(html ?? (await fs.readFile(path.join(publicDir, ...page.split('/')), 'utf8')));
    },
    async done() {
      await fs.mkdir(cacheDir, { recursive: true });
      // Two builds on one checkout never read half of it.
      const partial = `${file}.${process.pid}.tmp`;
      await fs.writeFile(partial, JSON.stringify(pages));
      await fs.rename(partial, file);
    },
    cards() {
      const cards = new Map<string, CardSource>();
      for (const card of Object.values(pages)) {
        if (card && !cards.has(card.path)) cards.set(card.path, card.source);
      }
      return cards;
    },
  };
}
