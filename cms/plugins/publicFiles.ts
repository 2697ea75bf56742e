import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { PUBLIC_URL_PREFIX } from './storage';
import { varyOnAcceptEncodingUnder } from './varyOnEncoding';

/**
 * Images, videos and published documents; resumes live elsewhere and are never served. Partner
 * pages show them too: their headers (cross-origin resource policy) are in plugins/securityHeaders.ts.
 */
export default fp(
  async (app) => {
    varyOnAcceptEncodingUnder(app, PUBLIC_URL_PREFIX);
    await app.register(fastifyStatic, {
      root: app.storage.publicDir,
      prefix: PUBLIC_URL_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '1d',
      // SVG images and other text files come with `.br`/`.gz` twins (written with them).
      preCompressed: true,
    });
  },
  { name: 'public-files', dependencies: ['storage'] },
);
