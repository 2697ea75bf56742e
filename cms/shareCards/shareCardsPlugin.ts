import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import pLimit from 'p-limit';
import { SHARE_CARD_DIR, cardRequestOf, type CardRequest } from '../../contract/shareCard';
import { runPeriodically } from '../platform/runPeriodically';
import { liveSite, locatePage, releasePath, type LiveSite } from '../serving/builtPages';
import { PUBLIC_URL_PREFIX } from '../storage/storagePaths';
import { metaOf, namedCardPath, titleCardOf } from './pageCard';
import { shareCardCache, type ShareCardCache } from './shareCardCache';
import { cropPicture, drawTitleCard } from './shareCardImages';
import { titleCardSvg } from './titleCardSvg';

/**
 * Cards drawn at once by an instance: sharp draws on libuv's thread pool (four threads), which
 * reads the site's files too, so a crawler asking for many new cards leaves it room for pages.
 */
const DRAWN_AT_ONCE = 2;

const PRUNE_INTERVAL_MS = 24 * 3600 * 1000;

/** A card is named by what it shows; what it shows may still change with the renderer or a picture replaced under its name. */
const CARD_CACHING = 'public, max-age=86400';

export interface ShareCardsOptions {
  /** The live release's folder (or its pointer): the pages a title card is drawn from. */
  siteDir: string;
}

interface Card {
  bytes: Buffer;
  type: 'image/png' | 'image/jpeg';
  drawn: boolean;
}

/**
 * The site's share cards (contract/shareCard.ts), drawn when first asked for rather than by every
 * build: at 100,000 cases a build drawing 200,000 title cards spent about an hour of CPU on
 * pictures crawlers ask for a few of. A title card is drawn from the head of the page its address
 * names, in the live release, and only when that page names that very card, so that no address
 * draws a text of its own; a picture card is cut from a raster picture of the CMS's public files
 * or of the release. Both are kept in `DATA_DIR/share-cards` by what they show (shareCardCache.ts),
 * so a card is drawn once, whichever release asks.
 */
export default fp<ShareCardsOptions>(
  async (app, { siteDir }) => {
    const cache = shareCardCache(app.storage.shareCardsDir);
    const drawing = pLimit(DRAWN_AT_ONCE);
    runPeriodically(app, 'share card cache prune', PRUNE_INTERVAL_MS, () => cache.prune(), { inBackground: true });

    app.get(`/${SHARE_CARD_DIR}/*`, async (request, reply) => {
      const cardPath = releasePath(new URL(request.url, 'http://site'));
      const wanted = cardPath === null ? null : cardRequestOf(cardPath);
      const site = wanted && (await liveSite(siteDir));
      if (!cardPath || !wanted || !site) return notFound(reply);
      const card = await cardFor(wanted, cardPath, { site, publicDir: app.storage.publicDir, cache, drawing, log: request.log });
      if (!card) return notFound(reply);
      app.metrics.recordShareCard(wanted.kind, card.drawn ? 'drawn' : 'kept');
      return reply.type(card.type).header('cache-control', CARD_CACHING).send(card.bytes);
    });
  },
  { name: 'share-cards', dependencies: ['storage', 'metrics'] },
);

interface CardSources {
  /** The live site, resolved for this request: a page edited since its release is read from its quick overlay. */
  site: LiveSite;
  publicDir: string;
  cache: ShareCardCache;
  drawing: ReturnType<typeof pLimit>;
  log: FastifyBaseLogger;
}

async function cardFor(wanted: CardRequest, cardPath: string, sources: CardSources): Promise<Card | null> {
  return wanted.kind === 'title' ? titleCard(wanted.page, cardPath, sources) : pictureCard(wanted.picture, sources);
}

async function titleCard(page: string, cardPath: string, { site, cache, drawing }: CardSources): Promise<Card | null> {
  const found = await locatePage(site, page);
  if (!found) return null;
  const meta = metaOf(await fs.readFile(path.join(found.root, found.file), 'utf8'));
  if (namedCardPath(meta) !== cardPath) return null;
  const svg = titleCardSvg(titleCardOf(meta));
  const { bytes, drawn } = await cache.card({ svg }, 'png', () => drawing(() => drawTitleCard(svg)));
  return { bytes, type: 'image/png', drawn };
}

/** A public file of the CMS (`/cms/static/…`) or a file of the release: the picture a card is cut from. */
async function pictureCard(picture: string, { site, publicDir, cache, drawing, log }: CardSources): Promise<Card | null> {
  const file = picture.startsWith(PUBLIC_URL_PREFIX)
    ? path.join(publicDir, picture.slice(PUBLIC_URL_PREFIX.length))
    : path.join(site.dir, picture);
  const bytes = await fs.readFile(file).catch(() => null);
  if (!bytes) return null;
  const key = createHash('sha256').update(bytes).digest('hex');
  // A file sharp does not read as a picture, or one that stays too large as a card, has none.
  const card = await cache.card({ picture: key }, 'jpg', () => drawing(() => cropPicture(bytes))).catch((error: unknown) => {
    log.warn({ picture, err: error }, 'no share card cut from this picture');
    return null;
  });
  return card && { ...card, type: 'image/jpeg' };
}

function notFound(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('No such share card');
}
