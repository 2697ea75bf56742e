import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStore, StoredFileEntry } from './fileStore';

/** While a file is being written it carries this suffix; a crash can leave one behind. */
export const PARTIAL_SUFFIX = '.partial';

const isMissing = (error: NodeJS.ErrnoException) => error.code === 'ENOENT';

/**
 * Files in one folder. A file is written under a `.partial` name, flushed, and renamed, so a
 * name without the suffix always holds a whole file, even after a crash.
 */
export async function createDiskFileStore(folder: string): Promise<FileStore> {
  await fs.mkdir(folder, { recursive: true });
  const at = (name: string) => path.join(folder, name);
  return {
    async put(name, bytes) {
      const partialPath = `${at(name)}${PARTIAL_SUFFIX}`;
      const handle = await fs.open(partialPath, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(partialPath, at(name));
    },
    async read(name) {
      return fs.readFile(at(name)).catch((error: NodeJS.ErrnoException) => {
        if (isMissing(error)) return null;
        throw error;
      });
    },
    async open(name) {
      const handle = await fs.open(at(name), 'r').catch((error: NodeJS.ErrnoException) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async remove(name) {
      await fs.rm(at(name), { force: true });
    },
    async list() {
      const entries: StoredFileEntry[] = [];
      for (const name of await fs.readdir(folder)) {
        const stats = await fs.lstat(at(name)).catch(() => null);
        if (stats?.isFile()) entries.push({ name, modifiedMs: stats.mtimeMs });
      }
      return entries;
    },
  };
}
