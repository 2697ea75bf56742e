import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeWhole } from '../../compression/writeWhole';
import { SHARE_CARD_RENDERER } from './shareCardImages';

/** Entries no request used for this long are removed. */
const UNUSED_FOR_MS = 30 * 24 * 3600 * 1000;

export interface ShareCardCache {
  /** The card for `drawn` (what is drawn, as data), drawn by `draw` unless it was drawn already. */
  card(drawn: unknown, extension: string, draw: () => Promise<Buffer>): Promise<{ bytes: Buffer; drawn: boolean }>;
  /** Removes the entries no request used for a month. */
  prune(): Promise<void>;
}

/**
 * The drawn cards in `dir`, each under a key of what it shows and of the renderer, so that no
 * card is drawn twice and a new renderer draws every card anew. Used entries are touched, so
 * that what is pruned is what nobody asked for in a month.
 */
export function shareCardCache(dir: string): ShareCardCache {
  // A card asked for again while it is read or drawn (a network's several fetchers) is drawn once.
  const loading = new Map<string, Promise<{ bytes: Buffer; drawn: boolean }>>();
  const load = async (file: string, draw: () => Promise<Buffer>) => {
    const cached = await fs.readFile(file).catch(() => null);
    if (cached) {
      const now = new Date();
      await fs.utimes(file, now, now).catch(() => undefined);
      return { bytes: cached, drawn: false };
    }
    const bytes = await draw();
    await fs.mkdir(dir, { recursive: true });
    // Instances sharing the data folder never read half a card.
    await writeWhole(file, bytes);
    return { bytes, drawn: true };
  };
  return {
    async card(drawn, extension, draw) {
      const key = createHash('sha256').update(SHARE_CARD_RENDERER).update('\0').update(JSON.stringify(drawn)).digest('hex');
      const file = path.join(dir, `${key}.${extension}`);
      const pending = loading.get(file);
      if (pending) return { bytes: (await pending).bytes, drawn: false };
      const loaded = load(file, draw).finally(() => loading.delete(file));
      loading.set(file, loaded);
      return loaded;
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
