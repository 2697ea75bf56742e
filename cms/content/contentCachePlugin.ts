import fp from 'fastify-plugin';
import { serialiseAnswer } from '../http/serialisedJson';

declare module 'fastify' {
  interface FastifyInstance {
    contentCache: ContentCache;
  }
}

export interface ContentCache {
  /** The serialised answer for `key`, computed once per time-to-live (a value, or one serialised already). */
  json(key: string, compute: () => Promise<unknown>): Promise<string | Buffer>;
  /** The serialised answer kept for `key`, when one is computed and still fresh. */
  ready(key: string): string | Buffer | undefined;
  clear(): void;
}

/** An answer being computed or computed (`body`), and its text once it is (`text`), sent without waiting. */
interface CacheEntry {
  expires: number;
  body: Promise<string | Buffer>;
  text?: string | Buffer;
}

/**
 * Published content changes a few times a day and is read on every page view, so answers are
 * kept in memory as serialised JSON for a short time. Instances behind a load balancer each
 * keep their own copy; a release going live empties every copy (the content-changes plugin), and
 * the time-to-live bounds how stale any of them can be after an edit that is not published.
 */
export function createContentCache(ttlMs: number, maxEntries = 5_000): ContentCache {
  const entries = new Map<string, CacheEntry>();
  return {
    async json(key, compute) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.body;
      const body = compute().then(serialiseAnswer);
      if (ttlMs > 0) {
        if (entries.size >= maxEntries) entries.clear();
        const entry: CacheEntry = { expires: now + ttlMs, body };
        entries.set(key, entry);
        body.then((text) => (entry.text = text), () => undefined);
        // A failed computation must not be served to the next caller.
        body.catch(() => entries.delete(key));
      }
      return body;
    },
    ready(key) {
      const hit = entries.get(key);
      return hit && hit.expires > Date.now() ? hit.text : undefined;
    },
    clear: () => entries.clear(),
  };
}

export default fp<{ ttlSeconds: number }>(
  async (app, options) => {
    app.decorate('contentCache', createContentCache(options.ttlSeconds * 1000));
  },
  { name: 'content-cache' },
);
