import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SHARE_CARD_RENDERER } from './shareCardImages';

/**
 * The drawn cards, kept between builds outside Gatsby's `.cache/` (emptied on a stylesheet change,
 * a cold build, the incremental-build test) so that no build draws an unchanged card again.
 */
export const SHARE_CARD_CACHE_DIR = '.share-card-cache';

/** Entries no build used for this long are removed. */
const UNUSED_FOR_MS = 30 * 24 * 3600 * 1000;

export interface ShareCardCache {
  /** The card for `drawn` (what is drawn, as data), drawn by `draw` unless a build drew it already. */
  card(drawn: unknown, extension: string, draw: () => Promise<Buffer>): Promise<{ bytes: Buffer; drawn: boolean }>;
  /** Removes the entries no build used for a month. */
  prune(): Promise<void>;
}

export function shareCardCache(dir: string): ShareCardCache {
  return {
    async card(drawn, extension, draw) {
      const key = createHash('sha256').update(SHARE_CARD_RENDERER).update('\0').update(JSON.stringify(drawn)).digest('hex');
      const file = path.join(dir, `${key}.${extension}`);
      const cached = await fs.readFile(file).catch(() => null);
      if (cached) {
        const now = new Date();
        await fs.utimes(file, now, now);
        return { bytes: cached, drawn: false };
      }
      const bytes = await draw();
      await fs.mkdir(dir, { recursive: true });
      // Two builds on one checkout never read half a card.
      const partial = `${file}.${process.pid}.tmp`;
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
      return { bytes, drawn: true };
    },
    async prune() {
      const entries = await fs.readdir(dir).catch(() => [] as string[]);
      const oldest = Date.now() - UNUSED_FOR_MS;
      for (const entry of entries) {
        const file = path.join(dir, entry);
        const stat = await fs.stat(file).catch(() => null);
        if (stat && stat.mtimeMs < oldest) await fs.rm(file, { force: true });
      }
    },
  };
}
