import fp from 'fastify-plugin';
import { serveFilesUnder } from '../http/precompressedFiles';
import { PUBLIC_URL_PREFIX } from './storagePaths';

/**
 * Images, videos and published documents; resumes live elsewhere and are never served. Partner
 * pages show them too: their headers (cross-origin resource policy) are in plugins/securityHeaders.ts.
 */
export default fp(
  async (app) => {
    // SVG images and other text files come with `.br`/`.gz` twins (written with them).
    await serveFilesUnder(app, { root: app.storage.publicDir, prefix: PUBLIC_URL_PREFIX, maxAge: '1d' });
  },
  { name: 'public-files', dependencies: ['storage'] },
);
