import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { PUBLIC_URL_PREFIX } from './storage';
import { varyOnAcceptEncodingUnder } from './varyOnEncoding';

/** Images, videos and published documents; resumes live elsewhere and are never served. */
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
      setHeaders: (response) => {
        response.setHeader('X-Content-Type-Options', 'nosniff');
        // Partner pages show these images and videos too.
        response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  },
  { name: 'public-files', dependencies: ['storage'] },
);
