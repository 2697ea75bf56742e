import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A folder beside `target` (same file system, not served) where files are written before they
 * may be published: `publish` moves each into the same place under `target`, `discard` removes
 * whatever is left. Moving is a rename, so no file is ever seen half-written under `target`.
 */
export interface StagedFiles {
  folder: string;
  publish(): Promise<void>;
  discard(): Promise<void>;
}

export async function stageFilesFor(target: string): Promise<StagedFiles> {
  const folder = await fs.mkdtemp(`${target}.staged-`);
  return {
    folder,
    async publish() {
      const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
      for (const entry of entries.filter((item) => item.isFile())) {
        const from = path.join(entry.parentPath, entry.name);
        const to = path.join(target, path.relative(folder, from));
        await fs.mkdir(path.dirname(to), { recursive: true });
        await fs.rename(from, to);
      }
    },
    discard: () => fs.rm(folder, { recursive: true, force: true }),
  };
}
