import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** Response headers worked out ahead of the requests they are sent with: name and value. */
export type HeaderSet = ReadonlyArray<readonly [name: string, value: string]>;

/** A Connect-style middleware that only sets headers, as helmet's and permissions-policy's are. */
type HeaderMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers `middleware` sets, recorded once. Helmet builds its middleware from its options
 * (parsing and checking every policy directive) and then sets the same values on every answer
 * unless a directive is a function of the request, which none of the CMS's is; recording them
 * turns that per-request work into a loop of `setHeader`.
 */
export function recordHeaders(middleware: HeaderMiddleware): HeaderSet {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    // Helmet removes X-Powered-By, which Node never sets.
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** Sets each header of `set` on the answer, replacing a value set before under the same name. */
export function setHeaders(reply: FastifyReply, set: HeaderSet): void {
  const raw = reply.raw;
  for (const [name, value] of set) raw.setHeader(name, value);
}
