import { createDiskFileStore } from './diskFileStore';
import type { FileStore } from './fileStore';
import type { S3Settings } from './s3Settings';
import { RESUME_AREA, storagePaths } from './storagePaths';

/**
 * Visitors' resumes: in the bucket when one is configured, in the data folder's `resumes/`
 * otherwise. `close` lets the bucket's connections go.
 */
export async function openResumeFileStore(dataDir: string, s3: S3Settings | undefined): Promise<{ files: FileStore; close(): void }> {
  if (!s3) return { files: await createDiskFileStore(storagePaths(dataDir).resumesDir), close: () => undefined };
  // Loaded only here: the AWS SDK takes about a second to load, which an instance keeping its
  // files on disk need not spend.
  const { createS3Client, createS3FileStore } = await import('./s3FileStore');
  const client = createS3Client(s3);
  return { files: createS3FileStore(client, s3, RESUME_AREA), close: () => client.destroy() };
}
