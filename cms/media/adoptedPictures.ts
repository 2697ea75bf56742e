import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { MediaAsset, MediaAssetKind } from '../../contract/media/mediaAsset';
import type { Database } from '../db/schema';
import { PUBLIC_FOLDERS } from '../storage/publicUrls';
import { PUBLIC_URL_PREFIX } from '../storage/storagePaths';
import type { StoredVariant } from './assetFiles';
import { isSvgText, rasterImageTypeOf } from './mediaTypes';

/** Who put a picture into the library that no editor uploaded: the demo content, an import, or the content found at start. */
export type PictureOrigin = 'seed' | 'import' | 'content';

/** What the library records of an adopted picture: its origin, when, and its alternative texts when known. */
export interface Adoption {
  createdBy: PictureOrigin;
  createdAt: string;
  alt?: MediaAsset['alt'];
}

const IMAGES_PREFIX = `${PUBLIC_URL_PREFIX}${PUBLIC_FOLDERS.images}/`;

const FORMATS: Record<string, StoredVariant['format']> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' };

/** The stored format of a picture's bytes, by what they are; null for one the library does not hold (a GIF). */
function formatOf(bytes: Uint8Array): { format: StoredVariant['format']; mimeType: string } | null {
  const raster = rasterImageTypeOf(bytes);
  if (raster) return FORMATS[raster.mimeType] ? { format: FORMATS[raster.mimeType]!, mimeType: raster.mimeType } : null;
  return isSvgText(bytes) ? { format: 'svg', mimeType: 'image/svg+xml' } : null;
}

/**
 * Records a picture file already in the public folder as a media asset, where it is: content
 * names it by this address, so the file stays, and is its asset's one file (its original). The
 * file's path is the asset's storage key, so a picture is adopted once however often (and by
 * however many instances at once) this runs. Answers whether it was added; a file that is
 * missing, or not a picture the library holds, is left out.
 */
export async function adoptPicture(db: Kysely<Database>, publicDir: string, address: string, adoption: Adoption): Promise<boolean> {
  if (!address.startsWith(IMAGES_PREFIX)) return false;
  const relative = address.slice(PUBLIC_URL_PREFIX.length);
  const bytes = await fs.readFile(path.join(publicDir, relative)).catch(() => null);
  const type = bytes && formatOf(bytes);
  if (!bytes || !type) return false;
  const { width = null, height = null } = await sharp(bytes).metadata().catch(() => ({ width: null, height: null }));
  const variant: StoredVariant = { name: 'original', format: type.format, width, height, path: relative };
  const result = await db
    .insertInto('media_asset')
    .values({
      asset_kind: 'image',
      file_name: path.posix.basename(relative),
      mime_type: type.mimeType,
      size_bytes: bytes.byteLength,
      width,
      height,
      alt_zh: adoption.alt?.zh ?? '',
      alt_en: adoption.alt?.en ?? '',
      storage_key: relative,
      variants: JSON.stringify([variant]),
      stored_file_id: null,
      created_by: adoption.createdBy,
      created_at: adoption.createdAt,
    })
    .onConflict((conflict) => conflict.column('storage_key').doNothing())
    .returning('asset_id')
    .executeTakeFirst();
  return result !== undefined;
}

/** Every picture address the live content names in a field of its own (not inside a body's HTML). */
async function namedPictures(db: Kysely<Database>): Promise<string[]> {
  const pattern = `${IMAGES_PREFIX}%`;
  const columns = await Promise.all([
    db.selectFrom('article').select('thumbnail as address').where('thumbnail', 'like', pattern).execute(),
    db.selectFrom('product').select('image as address').where('image', 'like', pattern).execute(),
    db.selectFrom('media').select('cover as address').where('cover', 'like', pattern).execute(),
    db.selectFrom('site_setting').select('setting_value as address').where('setting_value', 'like', pattern).execute(),
  ]);
  return [...new Set(columns.flat().map((row) => row.address))].sort();
}

/** Every address a file of the library has. */
async function libraryAddresses(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom('media_asset').select('variants').where('asset_kind', '=', 'image' satisfies MediaAssetKind).execute();
  return new Set(rows.flatMap((row) => (JSON.parse(row.variants) as StoredVariant[]).map((variant) => `${PUBLIC_URL_PREFIX}${variant.path}`)));
}

/**
 * Adopts every picture the content names that the library does not hold yet: the pictures of a
 * database seeded or imported before the library held them, or written by any other way, so
 * editors find and reuse every picture the site shows. Answers how many it added.
 */
export async function adoptContentPictures(db: Kysely<Database>, publicDir: string, adoption: Adoption): Promise<number> {
  const known = await libraryAddresses(db);
  let added = 0;
  for (const address of await namedPictures(db)) {
    if (!known.has(address) && (await adoptPicture(db, publicDir, address, adoption))) added += 1;
  }
  return added;
}
