import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SHARE_CARD_DIR } from '../../src/components/seo/shareCard';
import type { CardSource } from './namedCards';
import { cropPicture, drawTitleCard } from './shareCardImages';
import { shareCardCache, type ShareCardCache } from './shareCardCache';
import { titleCardSvg } from './titleCardSvg';

/** Cards drawn side by side: sharp draws each on a thread of its own, and the build has two cores at least. */
const AT_ONCE = 2;

export interface ShareCardsWritten {
  cards: number;
  drawn: number;
}

export interface ShareCardOptions {
  publicDir: string;
  cacheDir: string;
  /** The cards the built pages name, each with what it is drawn from (namedCards.ts). */
  cards: ReadonlyMap<string, CardSource>;
  /** Where a page's own pictures are read from (the CMS the build sources its content from). */
  cmsUrl: string;
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
export async function writeShareCards({ publicDir, cacheDir, cards, cmsUrl }: ShareCardOptions): Promise<ShareCardsWritten> {
  const cache = shareCardCache(cacheDir);
  const written = new Set<string>();
  let drawn = 0;
  // One iterator shared by the drawers: shifting an array of 200,000 cards moves the rest each time.
  const queue = cards.entries();
  const work = async () => {
    for (let next = queue.next(); !next.done; next = queue.next()) {
      const [cardPath, source] = next.value;
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
