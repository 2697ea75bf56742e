import fs from 'node:fs/promises';
import fp from 'fastify-plugin';
import type { FileStore } from './fileStore';
import { openResumeFileStore } from './resumeFileStore';
import type { S3Settings } from './s3Settings';
import { storagePaths, type StoragePaths } from './storagePaths';

declare module 'fastify' {
  interface FastifyInstance {
    storage: StoragePaths;
    /** Visitors' resumes: in the object store when one is configured, in `resumesDir` otherwise. */
    resumeFiles: FileStore;
  }
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
    const resumes = await openResumeFileStore(options.dataDir, options.s3);
    app.addHook('onClose', async () => resumes.close());
    app.decorate('resumeFiles', resumes.files);
  },
  { name: 'storage' },
);
