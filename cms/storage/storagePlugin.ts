import fs from 'node:fs/promises';
import fp from 'fastify-plugin';
import { createDiskFileStore } from './diskFileStore';
import type { FileStore } from './fileStore';
import type { S3Settings } from './s3Settings';
import { PROBE_AREA, storageProbe, type StorageProbe } from './storageProbe';
import { RESUME_AREA, storagePaths, type StoragePaths } from './storagePaths';

declare module 'fastify' {
  interface FastifyInstance {
    storage: StoragePaths;
    /** Visitors' resumes: in the object store when one is configured, in `resumesDir` otherwise. */
    resumeFiles: FileStore;
    /** Writes where the CMS writes, for the readiness check. */
    probeStorage: StorageProbe;
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
    if (options.s3) {
      // Loaded only here: the AWS SDK takes about a second to load, which an instance keeping
      // its files on disk need not spend.
      const { createS3Client, createS3FileStore } = await import('./s3FileStore');
      const client = createS3Client(options.s3);
      app.addHook('onClose', async () => client.destroy());
      app.decorate('resumeFiles', createS3FileStore(client, options.s3, RESUME_AREA));
      app.decorate('probeStorage', storageProbe(options.dataDir, paths, createS3FileStore(client, options.s3, PROBE_AREA)));
    } else {
      app.decorate('resumeFiles', await createDiskFileStore(paths.resumesDir));
      app.decorate('probeStorage', storageProbe(options.dataDir, paths, null));
    }
  },
  { name: 'storage' },
);
