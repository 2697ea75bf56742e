import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/api';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether `origin` is a partner's: in `CORS_ORIGINS` or added by staff (submissions record it as their partner page). */
    allowsOrigin(origin: string): boolean;
  }
}

/**
 * Browsers on the CMS's own origin need nothing; partner sites are let in by exact origin: those
 * of `CORS_ORIGINS`, and those staff add in the back office (read at each request, so an added
 * or removed one counts from the next request on). Credentials are never allowed: the open API
 * has no sessions to protect.
 */
export default fp<{ origins: string[] }>(
  async (app, options) => {
    const allowed = new Set(options.origins);
    app.decorate('allowsOrigin', (origin: string) => allowed.has(origin) || app.partnerOrigins.has(origin));
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && app.allowsOrigin(origin)),
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Accept-Language', IDEMPOTENCY_KEY_HEADER],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['partner-origins'] },
);
