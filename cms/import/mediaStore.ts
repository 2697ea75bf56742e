import fs from 'node:fs/promises';
import path from 'node:path';
import { writeCompressedTwins } from '../../compression/twins';
import { PUBLIC_URL_PREFIX } from '../storage/storagePaths';
import type { PUBLIC_FOLDERS } from '../storage/publicUrls';
import { stageFilesFor } from '../seeding/stagedFiles';

export type PublicFolder = (typeof PUBLIC_FOLDERS)[keyof typeof PUBLIC_FOLDERS];

/**
 * Where imported media go: the one place an import writes files, so another storage (object
 * storage, say) replaces this module alone. Files put are staged and become public only with
 * `publish`, called once the rows naming them are committed; `discard` drops what was never
 * published.
 */
export interface MediaStore {
  /** Stores the bytes as `name` in `folder` unless a file of that name is there; answers its public address. */
  put(folder: PublicFolder, name: string, bytes: Uint8Array): Promise<string>;
  publish(): Promise<void>;
  discard(): Promise<void>;
}

/** The CMS's public folder (served under {@link PUBLIC_URL_PREFIX}). */
export async function publicFolderStore(publicDir: string): Promise<MediaStore> {
  await fs.mkdir(publicDir, { recursive: true });
  const staged = await stageFilesFor(publicDir);
  return {
    async put(folder, name, bytes) {
      const address = `${PUBLIC_URL_PREFIX}${folder}/${name}`;
      const published = await fs.stat(path.join(publicDir, folder, name)).then(() => true, () => false);
      if (published) return address;
      const file = path.join(staged.folder, folder, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
      await writeCompressedTwins(file, bytes);
      return address;
    },
    publish: () => staged.publish(),
    discard: () => staged.discard(),
  };
}
