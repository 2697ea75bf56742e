import path from 'node:path';

export interface StoragePaths {
  /** Served to everybody under {@link PUBLIC_URL_PREFIX}: images, videos, reports, brochures. */
  publicDir: string;
  /** Never served: visitors' resumes, when they are kept on local disk. */
  resumesDir: string;
  /** The site's share cards as drawn (cms/shareCards): a cache, drawn again when lost, never backed up. */
  shareCardsDir: string;
}

/** The URL path the public folder is served at. */
export const PUBLIC_URL_PREFIX = '/cms/static/';

/** The area of the file store resumes are kept in (a folder on disk, a key prefix in a bucket). */
export const RESUME_AREA = 'resumes';

export function storagePaths(dataDir: string): StoragePaths {
  return {
    publicDir: path.join(dataDir, 'public'),
    resumesDir: path.join(dataDir, RESUME_AREA),
    shareCardsDir: path.join(dataDir, 'share-cards'),
  };
}
