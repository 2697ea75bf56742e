import fs from 'node:fs/promises';
import path from 'node:path';
import { createDiskFileStore } from '../storage/diskFileStore';
import type { FileStore } from '../storage/fileStore';

/** What a snapshot reads of a file area: its list, and each file as a stream with its size. */
export type FileSource = Pick<FileStore, 'list' | 'open'>;

/**
 * The data folder's public files (pictures, videos, reports and their twins), named by their path
 * under it with `/`. Files reach it by a rename once whole (cms/seeding/stagedFiles.ts), so any
 * file listed is complete; one removed after the listing is left out.
 */
export async function publicFolderSource(publicDir: string): Promise<FileSource> {
  // The disk store opens a path under its folder as it opens a flat name; only its list is flat.
  const { open } = await createDiskFileStore(publicDir);
  return {
    open,
    async list() {
      const entries = await fs.readdir(publicDir, { recursive: true, withFileTypes: true });
      const files = [];
      for (const entry of entries.filter((item) => item.isFile())) {
        const file = path.join(entry.parentPath, entry.name);
        const stats = await fs.stat(file).catch(() => null);
        if (stats) files.push({ name: path.relative(publicDir, file).split(path.sep).join('/'), modifiedMs: stats.mtimeMs });
      }
      return files;
    },
  };
}
