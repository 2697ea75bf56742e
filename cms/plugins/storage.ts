import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';

export interface StoragePaths {
  /** Served to everybody under {@link PUBLIC_URL_PREFIX}: images, videos, reports, brochures. */
  publicDir: string;
  /** Never served: visitors' resumes. */
  resumesDir: string;
}

/** The URL path the public folder is served at. */
export const PUBLIC_URL_PREFIX = '/cms/static/';

declare module 'fastify' {
  interface FastifyInstance {
    storage: StoragePaths;
  }
}

export function storagePaths(dataDir: string): StoragePaths {
  return {
    publicDir: path.join(dataDir, 'public'),
    resumesDir: path.join(dataDir, 'resumes'),
  };
}

export default fp<{ dataDir: string }>(
  async (app, options) => {
    const paths = storagePaths(options.dataDir);
    await fs.mkdir(paths.publicDir, { recursive: true });
    await fs.mkdir(paths.resumesDir, { recursive: true });
    app.decorate('storage', paths);
  },
  { name: 'storage' },
);
