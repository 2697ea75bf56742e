import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Adds `Accept-Encoding` to the reply's `Vary`, keeping what is there (the CORS plugin may vary
 * on `Origin`). @fastify/static's `preCompressed` answers one URL with brotli, gzip or plain
 * bytes but says nothing of it, and a shared cache would then hand brotli to a client without it.
 */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** The same for every answer under `prefix`, whoever sends it (a 404 there varies too). */
export function varyOnAcceptEncodingUnder(app: FastifyInstance, prefix: string): void {
  // Every answer passes here: a callback hook costs none the promise and extra turn an async one does.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith(prefix)) varyOnAcceptEncoding(reply);
    done(null, payload);
  });
}
