import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { varyOnAcceptEncodingUnder } from './varyOnEncoding';

/**
 * A folder of built or uploaded files under `prefix`, as the CMS serves each of its static areas:
 * files only (no index, no listing, no dot-files), from their `.br`/`.gz` twins when the client
 * accepts them, every answer there varying on `Accept-Encoding`. The area says how long its
 * files are cached (`maxAge`, or `cacheControl: false` with its own `setHeaders`).
 */
export async function serveFilesUnder(
  app: FastifyInstance,
  options: { root: string; prefix: string } & Pick<FastifyStaticOptions, 'maxAge' | 'cacheControl' | 'setHeaders'>,
): Promise<void> {
  varyOnAcceptEncodingUnder(app, options.prefix);
  await app.register(fastifyStatic, {
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    preCompressed: true,
    ...options,
  });
}
