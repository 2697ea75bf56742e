import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countRateLimitHit } from './rateLimitCounters';

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * The route a limit belongs to: @fastify/rate-limit hands `child` the route's merged limit
 * options, with the route under `routeInfo` (its declared type names the route's own options).
 */
function routeKey(options: ChildOptions): string {
  const route = (options as unknown as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
  return `${[route?.method ?? ''].flat().join(',')} ${route?.url ?? ''}|`;
}

/**
 * A store for @fastify/rate-limit that counts in the database, so every instance on it counts
 * against one limit. Each limited route counts apart, as the library's own stores do.
 */
export function databaseRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly keyPrefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const now = Date.now();
      countRateLimitHit(db, `${this.keyPrefix}${key}`, timeWindow, now).then(
        ({ hits, windowEndsAt }) => callback(null, { current: hits, ttl: Math.max(0, windowEndsAt - now) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions, routeKey(routeOptions));
    }
  }
  return DatabaseRateLimitStore;
}
