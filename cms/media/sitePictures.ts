import type { Kysely } from 'kysely';
import type { MediaAssetKind } from '../../contract/media/mediaAsset';
import type { SitePicture, SitePictureSource } from '../../contract/media/sitePicture';
import type { Database } from '../db/schema';
import { PUBLIC_URL_PREFIX } from '../storage/storagePaths';
import type { StoredVariant } from './assetFiles';

const urlOf = (variant: StoredVariant) => `${PUBLIC_URL_PREFIX}${variant.path}`;

/** The modern formats a `<picture>` offers before its fallback, best first. */
const SOURCE_TYPES = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
] as const;

const FALLBACK_FORMATS = new Set<StoredVariant['format']>(['jpeg', 'png']);

/** The set a variant belongs to: the whole picture at each width, or the cropped thumbnails. */
function setOf(variant: StoredVariant): 'whole' | 'thumbnail' | null {
  if (/^w\d+$/.test(variant.name)) return 'whole';
  if (/^thumb-w\d+$/.test(variant.name)) return 'thumbnail';
  return null;
}

const byWidth = (a: StoredVariant, b: StoredVariant) => (a.width ?? 0) - (b.width ?? 0);
const srcSetOf = (variants: StoredVariant[]) => variants.map((variant) => `${urlOf(variant)} ${variant.width}w`).join(', ');

interface AssetPictures {
  alt: SitePicture['alt'];
  decorative: boolean;
  variants: StoredVariant[];
}

/**
 * The pictures of one asset, by every address a form, the seed or an import stores: each file of a
 * set in the fallback format stands for the whole set (a page picks the width it needs from
 * `srcset`), and the original for itself alone.
 */
export function sitePicturesOf({ alt, decorative, variants }: AssetPictures): SitePicture[] {
  const pictures: SitePicture[] = [];
  const original = variants.find((variant) => variant.name === 'original');
  if (original) {
    pictures.push({ address: urlOf(original), width: original.width, height: original.height, alt, decorative, srcSet: '', sources: [] });
  }
  for (const set of ['whole', 'thumbnail'] as const) {
    const members = variants.filter((variant) => setOf(variant) === set).sort(byWidth);
    const fallbacks = members.filter((variant) => FALLBACK_FORMATS.has(variant.format));
    const largest = fallbacks.at(-1);
    if (!largest) continue;
    const sources = SOURCE_TYPES.flatMap(({ format, type }): SitePictureSource[] => {
      const files = members.filter((variant) => variant.format === format);
      return files.length > 0 ? [{ type, srcSet: srcSetOf(files) }] : [];
    });
    for (const fallback of fallbacks) {
      pictures.push({ address: urlOf(fallback), width: largest.width, height: largest.height, alt, decorative, srcSet: srcSetOf(fallbacks), sources });
    }
  }
  return pictures;
}

/** Every picture of the media library, by the addresses content may store. */
export async function listSitePictures(db: Kysely<Database>): Promise<SitePicture[]> {
  const rows = await db
    .selectFrom('media_asset')
    .select(['alt_zh', 'alt_en', 'decorative', 'variants'])
    .where('asset_kind', '=', 'image' satisfies MediaAssetKind)
    .orderBy('asset_id')
    .execute();
  return rows.flatMap((row) =>
    sitePicturesOf({ alt: { zh: row.alt_zh, en: row.alt_en }, decorative: row.decorative === 1, variants: JSON.parse(row.variants) as StoredVariant[] }),
  );
}
