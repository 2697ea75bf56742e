import { createDiskFileStore } from './diskFileStore';
import type { FileStore } from './fileStore';
import type { S3Settings } from './s3Settings';
import { RESUME_AREA, storagePaths } from './storagePaths';

export interface ResumeFileStore {
  files: FileStore;
  /** Another area of the same bucket, through the same connections; null without a bucket. */
  bucketArea: ((area: string) => FileStore) | null;
  /** Lets the bucket's connections go. */
  close(): void;
}

/** Visitors' resumes: in the bucket when one is configured, in the data folder's `resumes/` otherwise. */
export async function openResumeFileStore(dataDir: string, s3: S3Settings | undefined): Promise<ResumeFileStore> {
  if (!s3) return { files: await createDiskFileStore(storagePaths(dataDir).resumesDir), bucketArea: null, close: () => undefined };
  // Loaded only here: the AWS SDK takes about a second to load, which an instance keeping its
  // files on disk need not spend.
  const { createS3Client, createS3FileStore } = await import('./s3FileStore');
  const client = createS3Client(s3);
  return {
    files: createS3FileStore(client, s3, RESUME_AREA),
    bucketArea: (area) => createS3FileStore(client, s3, area),
    close: () => client.destroy(),
  };
}
