import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { createDiskFileStore } from '../storage/diskFileStore';
import type { FileStore } from '../storage/fileStore';
import type { S3Settings } from '../storage/s3Settings';

export interface StoragePaths {
  /** Served to everybody under {@link PUBLIC_URL_PREFIX}: images, videos, reports, brochures. */
  publicDir: string;
  /** Never served: visitors' resumes, when they are kept on local disk. */
  resumesDir: string;
}

/** The URL path the public folder is served at. */
export const PUBLIC_URL_PREFIX = '/cms/static/';

/** The area of the file store resumes are kept in (a folder on disk, a key prefix in a bucket). */
const RESUME_AREA = 'resumes';

declare module 'fastify' {
  interface FastifyInstance {
    storage: StoragePaths;
    /** Visitors' resumes: in the object store when one is configured, in `resumesDir` otherwise. */
    resumeFiles: FileStore;
  }
}

export function storagePaths(dataDir: string): StoragePaths {
  return {
    publicDir: path.join(dataDir, 'public'),
    resumesDir: path.join(dataDir, RESUME_AREA),
  };
}

export interface StorageOptions {
  dataDir: string;
  /** Uploaded files go to this S3-compatible store; to local disk when undefined. */
  s3?: S3Settings | undefined;
}

export default fp<StorageOptions>(
  async (app, options) => {
    const paths = storagePaths(options.dataDir);
    await fs.mkdir(paths.publicDir, { recursive: true });
    app.decorate('storage', paths);
    if (options.s3) {
      // Loaded only here: the AWS SDK takes about a second to load, which an instance keeping
      // its files on disk need not spend.
      const { createS3Client, createS3FileStore } = await import('../storage/s3FileStore');
      const client = createS3Client(options.s3);
      app.addHook('onClose', async () => client.destroy());
      app.decorate('resumeFiles', createS3FileStore(client, options.s3, RESUME_AREA));
    } else {
      app.decorate('resumeFiles', await createDiskFileStore(paths.resumesDir));
    }
  },
  { name: 'storage' },
);
