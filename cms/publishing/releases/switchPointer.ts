import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Points the symbolic link `pointer` at `target` (a name beside it) in one atomic step: a new link
 * is made beside it and renamed over it, so a reader resolves the old target or the new one,
 * never none. Relative, so the folder can be moved or mounted elsewhere with its pointer intact.
 */
export async function switchPointer(pointer: string, target: string): Promise<void> {
  const link = path.join(path.dirname(pointer), `.${path.basename(pointer)}-${target}`);
  await fs.rm(link, { force: true });
  await fs.symlink(target, link);
  await fs.rename(link, pointer);
}
