import { sql, type Kysely, type Selectable } from 'kysely';
import type { MediaAsset, MediaAssetChange, MediaAssetKind, MediaVariant } from '../../contract/media/mediaAsset';
import type { Database, MediaAssetTable } from '../db/schema';
import type { StoredVariant } from './assetFiles';
import { PUBLIC_URL_PREFIX } from '../storage/storagePaths';
import { containsPattern } from '../db/bilingualNames';

/** A new asset: what the upload fixes of its answer, and the files it is stored as. */
export type MediaAssetWrite = Pick<MediaAsset, 'kind' | 'fileName' | 'mimeType' | 'sizeBytes' | 'width' | 'height' | 'storedFileId' | 'createdBy' | 'createdAt'> & {
  storageKey: string;
  variants: StoredVariant[];
};

export interface MediaAssetListQuery {
  offset: number;
  limit: number;
  newestFirst: boolean;
  /** Part of the file name or of either alternative text, any case. */
  search: string;
  kind: MediaAssetKind | undefined;
}

/** An asset with what its files are stored as, for the routes that write or remove them. */
export interface StoredMediaAsset {
  asset: MediaAsset;
  storageKey: string;
  variants: StoredVariant[];
}

const urlOf = (variant: StoredVariant) => `${PUBLIC_URL_PREFIX}${variant.path}`;

const isFallback = (variant: StoredVariant) => variant.format === 'jpeg' || variant.format === 'png';
const byWidth = (a: StoredVariant, b: StoredVariant) => (a.width ?? 0) - (b.width ?? 0);

/** The address forms store: the fallback format at the largest width (a raster picture), else the original. */
const largestFallback = (variants: StoredVariant[]) => variants.filter((variant) => /^w\d+$/.test(variant.name) && isFallback(variant)).sort(byWidth).at(-1);

/** The smallest cropped thumbnail in the fallback format, for grids and pickers. */
const smallestThumbnail = (variants: StoredVariant[]) => variants.filter((variant) => /^thumb-w\d+$/.test(variant.name) && isFallback(variant)).sort(byWidth)[0];

function toStored(row: Selectable<MediaAssetTable>): StoredMediaAsset {
  const variants = JSON.parse(row.variants) as StoredVariant[];
  const original = variants.find((variant) => variant.name === 'original')!;
  const main = largestFallback(variants) ?? original;
  const thumbnail = row.asset_kind === 'image' ? (smallestThumbnail(variants) ?? original) : null;
  const asset: MediaAsset = {
    id: row.asset_id,
    kind: row.asset_kind as MediaAssetKind,
    fileName: row.file_name,
    mimeType: row.mime_type,
    sizeBytes: row.size_bytes,
    width: row.width,
    height: row.height,
    focalX: row.focal_x,
    focalY: row.focal_y,
    alt: { zh: row.alt_zh, en: row.alt_en },
    decorative: row.decorative === 1,
    url: urlOf(main),
    thumbnailUrl: thumbnail ? urlOf(thumbnail) : null,
    variants: variants.map((variant): MediaVariant => ({ name: variant.name, format: variant.format, width: variant.width, height: variant.height, url: urlOf(variant) })),
    storedFileId: row.stored_file_id,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
  return { asset, storageKey: row.storage_key, variants };
}

export async function insertMediaAsset(db: Kysely<Database>, write: MediaAssetWrite): Promise<number> {
  const { asset_id } = await db
    .insertInto('media_asset')
    .values({
      asset_kind: write.kind,
      file_name: write.fileName,
      mime_type: write.mimeType,
      size_bytes: write.sizeBytes,
      width: write.width,
      height: write.height,
      storage_key: write.storageKey,
      variants: JSON.stringify(write.variants),
      stored_file_id: write.storedFileId,
      created_by: write.createdBy,
      created_at: write.createdAt,
    })
    .returning('asset_id')
    .executeTakeFirstOrThrow();
  return asset_id;
}

export async function findMediaAsset(db: Kysely<Database>, id: number): Promise<StoredMediaAsset | null> {
  const row = await db.selectFrom('media_asset').selectAll().where('asset_id', '=', id).executeTakeFirst();
  return row ? toStored(row) : null;
}

export async function listMediaAssets(db: Kysely<Database>, query: MediaAssetListQuery): Promise<{ rows: MediaAsset[]; total: number }> {
  let filtered = db.selectFrom('media_asset');
  if (query.kind) filtered = filtered.where('asset_kind', '=', query.kind);
  const search = query.search.trim();
  if (search) {
    const pattern = containsPattern(search);
    filtered = filtered.where((eb) =>
      eb.or((['file_name', 'alt_zh', 'alt_en'] as const).map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`)),
    );
  }
  const { total } = await filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const order = query.newestFirst ? 'desc' : 'asc';
  const rows = await filtered.selectAll().orderBy('created_at', order).orderBy('asset_id', order).limit(query.limit).offset(query.offset).execute();
  return { rows: rows.map((row) => toStored(row).asset), total: Number(total) };
}

/** A picture that is not decorative and lacks alternative text in a language, with its files. */
export interface ImageLackingAlt {
  id: number;
  fileName: string;
  alt: MediaAsset['alt'];
  variants: StoredVariant[];
}

/** The pictures a publish must not show meaningfully in some language: not decorative, and without alternative text in it. */
export async function listImagesLackingAlt(db: Kysely<Database>): Promise<ImageLackingAlt[]> {
  const rows = await db
    .selectFrom('media_asset')
    .select(['asset_id', 'file_name', 'alt_zh', 'alt_en', 'variants'])
    .where('asset_kind', '=', 'image' satisfies MediaAssetKind)
    .where('decorative', '=', 0)
    .where((eb) => eb.or([eb(eb.fn('trim', ['alt_zh']), '=', ''), eb(eb.fn('trim', ['alt_en']), '=', '')]))
    .orderBy('asset_id')
    .execute();
  return rows.map((row) => ({
    id: row.asset_id,
    fileName: row.file_name,
    alt: { zh: row.alt_zh, en: row.alt_en },
    variants: JSON.parse(row.variants) as StoredVariant[],
  }));
}

export async function updateMediaAsset(db: Kysely<Database>, id: number, change: MediaAssetChange): Promise<boolean> {
  const result = await db
    .updateTable('media_asset')
    .set({
      alt_zh: change.alt.zh,
      alt_en: change.alt.en,
      decorative: change.decorative ? 1 : 0,
      focal_x: change.focalX,
      focal_y: change.focalY,
    })
    .where('asset_id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteMediaAsset(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('media_asset').where('asset_id', '=', id).execute();
}
