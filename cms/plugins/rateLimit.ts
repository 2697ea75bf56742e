import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { formatMessage } from '../../contract/messages';
import { requestLanguage } from '../http/requestLanguage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route `config.rateLimit` for calls that store what a visitor sends. */
    submissionRateLimit: { max: number; timeWindow: number };
  }
}

/**
 * Only submissions are limited (per client address and per call); reads are cheap, cached and
 * must not be turned away when a whole office shares one address.
 */
export default fp<{ perMinute: number }>(
  async (app, options) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (request, context) => ({
        statusCode: 429,
        code: 429,
        msg: formatMessage(requestLanguage(request), 'tooManyRequests'),
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
    });
    app.decorate('submissionRateLimit', { max: options.perMinute, timeWindow: 60_000 });
  },
  { name: 'rate-limit' },
);
