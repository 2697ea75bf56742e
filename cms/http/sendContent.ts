import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Content answers depend on the URL alone (the language is a query parameter), so they are
 * cached by URL in the CMS and may be cached by browsers and CDNs for a minute.
 */
export async function sendContent(request: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>) {
  const body = await request.server.contentCache.json(request.url, compute);
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'public, max-age=60')
    .send(body);
}
