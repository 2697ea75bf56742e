import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { varyOnAcceptEncoding } from '../http/varyOnEncoding';

/**
 * Scalar's API reference, the build that runs from one script with no bundler, served from
 * node_modules by the CMS: the reference pages load nothing from elsewhere.
 */
const RENDERER_FILE = path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js');

/** Outside both APIs' prefixes: a file both reference pages load, not a call of either API. */
export const RENDERER_URL = '/cms/api-reference/standalone.js';

/** A day: the file changes only with the dependency's version, and the page asks for it on every visit. */
const RENDERER_MAX_AGE_SECONDS = 24 * 60 * 60;

const gzip = promisify(zlib.gzip);

/**
 * The script is 4.8 MB, 1.4 MB gzipped (brotli saves 15 % more at three times the time).
 * node_modules has no compressed twin for @fastify/static to send, so the CMS compresses it
 * once, on the libuv pool, when first asked for, and keeps it; a client without gzip gets the
 * file as it is.
 */
let gzipped: Promise<Buffer> | undefined;
const gzippedRenderer = () => (gzipped ??= fs.readFile(RENDERER_FILE).then((bytes) => gzip(bytes, { level: 9 })));

export function addRendererRoute(app: FastifyInstance): void {
  app.get(RENDERER_URL, async (request, reply) => {
    varyOnAcceptEncoding(reply);
    reply.type('text/javascript; charset=utf-8').header('cache-control', `public, max-age=${RENDERER_MAX_AGE_SECONDS}`);
    // Negotiated as @fastify/static negotiates the twins of the other files the CMS serves.
    const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ['gzip']);
    if (encoding === null) return reply.send(createReadStream(RENDERER_FILE));
    return reply.header('content-encoding', encoding).send(await gzippedRenderer());
  });
}
