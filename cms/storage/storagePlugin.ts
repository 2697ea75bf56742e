import fs from 'node:fs/promises';
import fp from 'fastify-plugin';
import type { FileStore } from './fileStore';
import { openResumeFileStore } from './resumeFileStore';
import type { S3Settings } from './s3Settings';
import { PROBE_AREA, storageProbe, type StorageProbe } from './storageProbe';
import { storagePaths, type StoragePaths } from './storagePaths';

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
    const resumes = await openResumeFileStore(options.dataDir, options.s3);
    app.addHook('onClose', async () => resumes.close());
    app.decorate('resumeFiles', resumes.files);
    app.decorate('probeStorage', storageProbe(options.dataDir, paths, resumes.bucketArea?.(PROBE_AREA) ?? null));
  },
  { name: 'storage' },
);
