import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The partner page a submission came from, as the browser names it in `Origin` (a page cannot
 * forge it), when it is a partner's (`CORS_ORIGINS` or added by staff); else empty. With the check itself, for the origin the
 * browser recorded at an earlier visit.
 */
export function partnerOfRequest(app: FastifyInstance, request: FastifyRequest): { partnerOrigin: string; isPartnerOrigin: (origin: string) => boolean } {
  const isPartnerOrigin = (origin: string) => app.allowsOrigin(origin);
  const { origin } = request.headers;
  return { partnerOrigin: origin && isPartnerOrigin(origin) ? origin : '', isPartnerOrigin };
}
