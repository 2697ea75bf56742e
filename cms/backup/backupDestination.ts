import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../storage/s3Settings';

/** Where snapshots are kept: a folder, or a bucket of an S3-compatible store. */
export interface BackupDestination {
  /** The folder a snapshot is written into before {@link BackupDestination.keep}. */
  workFolder: string;
  /** Keeps the snapshot written at `file`; answers where it is now (a path, or `s3://bucket/key`). */
  keep(file: string): Promise<string>;
  /** Removes a snapshot kept at `location`; one already gone is no failure. */
  remove(location: string): Promise<void>;
  close(): void;
}

export function folderDestination(folder: string): BackupDestination {
  return {
    workFolder: folder,
    keep: async (file) => file,
    remove: (location) => fs.rm(location, { force: true }),
    close: () => undefined,
  };
}

/**
 * Snapshots under `<keyPrefix>` of a bucket, written to a private temporary folder first and
 * uploaded in one request (S3 takes up to 5 GB so).
 */
export async function bucketDestination(settings: S3Settings): Promise<BackupDestination> {
  const { createS3Client } = await import('../storage/s3FileStore');
  const { DeleteObjectCommand, PutObjectCommand } = await import('@aws-sdk/client-s3');
  const client = createS3Client(settings);
  const workFolder = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-backups-'));
  const prefix = `s3://${settings.bucket}/`;
  return {
    workFolder,
    async keep(file) {
      const key = `${settings.keyPrefix}${path.basename(file)}`;
      try {
        const { size } = await fs.stat(file);
        await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: createReadStream(file), ContentLength: size }));
      } finally {
        await fs.rm(file, { force: true });
      }
      return `${prefix}${key}`;
    },
    async remove(location) {
      if (!location.startsWith(prefix)) return;
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: location.slice(prefix.length) }));
    },
    close() {
      client.destroy();
      void fs.rm(workFolder, { recursive: true, force: true });
    },
  };
}
