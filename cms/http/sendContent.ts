import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { JsonAnswer } from './serialisedJson';

/**
 * What a route's response schema lets it send. Fastify's reply type is invariant in its eight
 * parameters, so a helper shared by every route's reply accepts any of them.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyReply = FastifyReply<any, any, any, any, any, any, any, any>;
type ReplyBody<R> = R extends FastifyReply<any, any, any, any, any, any, any, infer T> ? T : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * Content answers depend on the URL alone (the language is a query parameter), so they are
 * cached by URL in the CMS and may be cached by browsers and CDNs for a minute.
 */
export async function sendContent<R extends AnyReply>(request: FastifyRequest, reply: R, compute: () => Promise<JsonAnswer<ReplyBody<R>>>) {
  return sendJson(reply, await request.server.contentCache.json(request.url, compute));
}

/** The body is serialised already, as text or bytes: its serialiser gives it back as it is. */
const asItIs = (body: string | Buffer) => body as string;

function sendJson(reply: AnyReply, body: string | Buffer) {
  // Fastify tells bytes from a value to serialise by `instanceof ArrayBuffer` against the global
  // one, which may be another realm's (a test's jsdom window replaces it): the serialiser keeps
  // bytes from being serialised as an object there.
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'public, max-age=60')
    .serializer(asItIs)
    .send(body);
}

/**
 * A content route's `preValidation` hook: an answer the content cache holds for the URL is sent
 * before the URL's parameters are checked again and the handler runs, since it was computed
 * for the same URL after they passed. Checking them costs a cached answer as much as the rest
 * of its request.
 */
export function sendCachedContent(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const body = request.server.contentCache.ready(request.url);
  if (body === undefined) done();
  else sendJson(reply, body);
}
