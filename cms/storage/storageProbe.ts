import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { errorCode } from '../platform/errorCode';
import type { FileStore } from './fileStore';
import type { StoragePaths } from './storagePaths';

/** The area of the bucket the probe writes in: apart from the stored files, so no listing of them sees it. */
export const PROBE_AREA = 'readiness';

/** Resolves when the data folder (and the bucket, when one is configured) takes a write; rejects saying which does not. */
export interface StorageProbe {
  (): Promise<void>;
  /** How long the readiness check keeps its answer. */
  ttlMs: number;
}

/** A balancer polls every second or so: the local probe runs at most once a second per instance. */
const DISK_PROBE_TTL_MS = 1_000;
/** The bucket probe writes an object: not every second on every instance. */
const BUCKET_PROBE_TTL_MS = 15_000;

/**
 * Writes and removes a small file where the CMS writes: the data folder itself (the SQLite file
 * and its journal live there), and the bucket's probe area when uploads go to a bucket. The
 * folders below the data folder are checked to be writable folders without writing in them, so
 * the orphan sweep and the backups never meet a probe's file among the stored ones.
 */
export function storageProbe(dataDir: string, paths: StoragePaths, bucketProbe: FileStore | null): StorageProbe {
  const folders = bucketProbe ? [paths.publicDir] : [paths.publicDir, paths.resumesDir];
  const probe = async () => {
    const name = `.probe-${randomUUID()}`;
    const file = path.join(dataDir, name);
    try {
      await fs.writeFile(file, '');
    } catch (error) {
      throw new Error(`data folder not writable (${errorCode(error)})`, { cause: error });
    } finally {
      await fs.rm(file, { force: true }).catch(() => {});
    }
    for (const folder of folders) {
      const stats = await fs.stat(folder).catch((error: unknown) => {
        throw new Error(`${path.basename(folder)} folder missing (${errorCode(error)})`, { cause: error });
      });
      if (!stats.isDirectory()) throw new Error(`${path.basename(folder)} is not a folder`);
      await fs.access(folder, fs.constants.W_OK).catch((error: unknown) => {
        throw new Error(`${path.basename(folder)} folder not writable (${errorCode(error)})`, { cause: error });
      });
    }
    if (!bucketProbe) return;
    try {
      await bucketProbe.put(name, Buffer.alloc(0));
      await bucketProbe.remove(name);
    } catch (error) {
      throw new Error(`bucket not writable (${error instanceof Error ? error.name : 'error'})`, { cause: error });
    }
  };
  return Object.assign(probe, { ttlMs: bucketProbe ? BUCKET_PROBE_TTL_MS : DISK_PROBE_TTL_MS });
}
