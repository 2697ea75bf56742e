import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PICTURE_CARD_PREFIX, SHARE_CARD_DIR } from '../../src/components/seo/shareCard';
import { cropPicture, drawTitleCard } from './shareCardImages';
import { shareCardCache, type ShareCardCache } from './shareCardCache';
import { titleCardSvg, type TitleCard } from './titleCardSvg';

/** Cards drawn side by side: sharp draws each on a thread of its own, and the build has two cores at least. */
const AT_ONCE = 2;

export interface ShareCardsWritten {
  cards: number;
  drawn: number;
}

export interface ShareCardOptions {
  publicDir: string;
  cacheDir: string;
  /** Where a page's own pictures are read from (the CMS the build sources its content from). */
  cmsUrl: string;
}

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
type CardSource = { kind: 'title'; card: TitleCard } | { kind: 'picture'; picture: string };

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

/** The cards the built pages name, each with what it is drawn from (pages sharing a card name it once). */
async function namedCards(publicDir: string): Promise<Map<string, CardSource>> {
  const cards = new Map<string, CardSource>();
  const entries = readdirSync(publicDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const meta = metaOf(await fs.readFile(path.join(entry.parentPath, entry.name), 'utf8'));
    const image = meta.get('og:image');
    if (!image) continue;
    const cardPath = new URL(image, 'http://localhost').pathname;
    if (cardPath.startsWith(`/${SHARE_CARD_DIR}/`) && !cards.has(cardPath)) cards.set(cardPath, sourceOf(meta, cardPath));
  }
  return cards;
}

/** A title card, keyed by its SVG: what it shows and how it is laid out. */
const drawnOnce = (cache: ShareCardCache, svg: string) => cache.card({ svg }, 'png', () => drawTitleCard(svg));

async function fetchPicture(cmsUrl: string, picture: string): Promise<Buffer> {
  const response = await fetch(new URL(picture, cmsUrl));
  if (!response.ok) throw new Error(`The share card's picture ${picture} answered HTTP ${response.status} at ${cmsUrl}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Writes into `publicDir/share-cards/` every share card the built pages name (SeoHead), each
 * taken from the cache when a build drew it already, and removes the cards no page names any
 * more (Gatsby keeps `public/` between builds). A title card's key is its SVG (what it shows,
 * and how); a picture card's the picture's bytes, read from the CMS at each build (the picture
 * may change under its name, and reading it is cheaper than cutting it).
 */
export async function writeShareCards({ publicDir, cacheDir, cmsUrl }: ShareCardOptions): Promise<ShareCardsWritten> {
  const cards = await namedCards(publicDir);
  const cache = shareCardCache(cacheDir);
  const written = new Set<string>();
  let drawn = 0;
  const queue = [...cards];
  const work = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [cardPath, source] = next;
      const card = source.kind === 'title'
        ? await drawnOnce(cache, titleCardSvg(source.card))
        : await fetchPicture(cmsUrl, source.picture).then((picture) => cache.card({ picture: createHash('sha256').update(picture).digest('hex') }, 'jpg', () => cropPicture(picture)));
      if (card.drawn) drawn += 1;
      const file = path.join(publicDir, ...cardPath.split('/'));
      // A card left as it was keeps its time: the next release links it rather than copying (assembleRelease.ts).
      const before = await fs.readFile(file).catch(() => null);
      if (!before?.equals(card.bytes)) {
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, card.bytes);
      }
      written.add(file);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, work));
  const cardDir = path.join(publicDir, SHARE_CARD_DIR);
  await fs.mkdir(cardDir, { recursive: true });
  for (const entry of readdirSync(cardDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !written.has(file)) await fs.rm(file);
  }
  await cache.prune();
  return { cards: cards.size, drawn };
}
