import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { formatMessage } from '../../../contract/messages';
import { requestLanguage } from '../requestLanguage';
import { databaseRateLimitStore } from './databaseRateLimitStore';
import { deleteEndedRateLimitCounters } from './rateLimitCounters';
import { runPeriodically } from '../../platform/runPeriodically';

/** How often counters whose window has ended are deleted. */
const COUNTER_PURGE_INTERVAL_MS = 10 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Route `config.rateLimit` for calls that store what a visitor sends. */
    submissionRateLimit: { max: number; timeWindow: number };
  }
}

/**
 * Only submissions and sign-ins are limited (per client address and per call); reads are cheap,
 * cached and must not be turned away when a whole office shares one address. On PostgreSQL the
 * counts are kept in the database, so a client spreading its requests over the instances behind
 * a load balancer meets the same limit; on SQLite the one process counts in memory.
 */
export default fp<{ perMinute: number }>(
  async (app, options) => {
    const shared = app.dbEngine === 'postgres';
    if (shared) runPeriodically(app, 'rate limit counter purge', COUNTER_PURGE_INTERVAL_MS, () => deleteEndedRateLimitCounters(app.db, Date.now()));
    await app.register(rateLimit, {
      global: false,
      ...(shared && { store: databaseRateLimitStore(app.db) }),
      errorResponseBuilder: (request, context) => ({
        statusCode: 429,
        code: 429,
        msg: formatMessage(requestLanguage(request), 'tooManyRequests'),
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
    });
    app.decorate('submissionRateLimit', { max: options.perMinute, timeWindow: 60_000 });
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
