import { PUBLIC_URL_PREFIX } from './storagePaths';

/** Seeded and uploaded public files live under these folders of the public directory. */
export const PUBLIC_FOLDERS = { images: 'images', files: 'files', videos: 'videos' } as const;

export function publicFileUrl(storedName: string): string {
  return `${PUBLIC_URL_PREFIX}${PUBLIC_FOLDERS.files}/${encodeURIComponent(storedName)}`;
}
