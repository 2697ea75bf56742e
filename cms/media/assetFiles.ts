import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { TWIN_EXTENSIONS, writeCompressedTwins } from '../../compression/twins';
import type { MediaAssetKind, MediaVariant } from '../../contract/media/mediaAsset';
import { CmsError } from '../http/cmsError';
import { PUBLIC_URL_PREFIX } from '../storage/storagePaths';
import { PUBLIC_FOLDERS } from '../storage/publicUrls';
import { stageFilesFor } from '../seeding/stagedFiles';
import { normalisedOriginal, thumbnailVariants, variantFormats, widthVariants, type EncodedImage, type FocalPoint, type RasterFormat } from './imageVariants';
import { sanitizeSvg } from './sanitizeSvg';
import { UPLOAD_MIME_TYPES, type UploadFormat } from './uploadFormat';

/** A stored file of an asset as its row records it: a variant without its address, with its path under the public folder. */
export type StoredVariant = Omit<MediaVariant, 'url'> & { path: string };

/** The files made of one upload, not yet written. */
export interface PreparedAsset {
  kind: MediaAssetKind;
  mimeType: string;
  width: number | null;
  height: number | null;
  variants: StoredVariant[];
  files: Array<{ path: string; bytes: Uint8Array }>;
}

const EXTENSIONS: Record<StoredVariant['format'], string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', svg: 'svg', pdf: 'pdf', mp4: 'mp4' };

/** A picture's files live in a folder of their own, so its variants share the asset's key and go together. */
const imageFolder = (key: string) => `${PUBLIC_FOLDERS.images}/media/${key}`;

const imagePath = (key: string, image: Pick<EncodedImage, 'name' | 'format'>) => `${imageFolder(key)}/${image.name}.${EXTENSIONS[image.format]}`;

function asStored(key: string, images: EncodedImage[]) {
  return {
    variants: images.map(({ name, format, width, height }): StoredVariant => ({ name, format, width, height, path: imagePath(key, { name, format }) })),
    files: images.map((image) => ({ path: imagePath(key, image), bytes: image.bytes })),
  };
}

/** sharp refuses bytes that only start like a picture; that is the upload's fault, not the server's. */
async function decoded<T>(work: Promise<T>): Promise<T> {
  return work.catch(() => {
    throw new CmsError(415, 'mediaContentMismatch', { field: 'file' });
  });
}

async function rasterAsset(key: string, format: RasterFormat, bytes: Uint8Array, focal: FocalPoint): Promise<PreparedAsset> {
  const original = await decoded(normalisedOriginal(bytes, format));
  const formats = await variantFormats(original, format);
  const images = [original, ...(await widthVariants(original, formats)), ...(await thumbnailVariants(original, formats, focal))];
  return { kind: 'image', mimeType: UPLOAD_MIME_TYPES[format], width: original.width, height: original.height, ...asStored(key, images) };
}

async function svgAsset(key: string, bytes: Uint8Array): Promise<PreparedAsset> {
  const svg = sanitizeSvg(Buffer.from(bytes).toString('utf8'));
  // A file that was only a carrier for a script has nothing left: refused, so nobody picks an empty picture.
  if (!svg || /^<svg[^>]*>\s*<\/svg>$/.test(svg)) throw new CmsError(400, 'mediaSvgEmpty', { field: 'file' });
  const cleaned = Buffer.from(svg, 'utf8');
  // Rendering it once proves the cleaned document is a picture at all, and gives its size.
  const { width = null, height = null } = await decoded(sharp(cleaned).metadata());
  const variant: StoredVariant = { name: 'original', format: 'svg', width, height, path: `${imageFolder(key)}/original.svg` };
  return { kind: 'image', mimeType: UPLOAD_MIME_TYPES.svg, width, height, variants: [variant], files: [{ path: variant.path, bytes: cleaned }] };
}

function fileAsset(key: string, format: 'pdf' | 'mp4', bytes: Uint8Array): PreparedAsset {
  const folder = format === 'pdf' ? PUBLIC_FOLDERS.files : PUBLIC_FOLDERS.videos;
  const variant: StoredVariant = { name: 'original', format, width: null, height: null, path: `${folder}/${key}.${format}` };
  return { kind: 'file', mimeType: UPLOAD_MIME_TYPES[format], width: null, height: null, variants: [variant], files: [{ path: variant.path, bytes }] };
}

/** The files an upload is stored as: a raster picture converted into its variants, an SVG cleaned, a file as it came. */
export function prepareAsset(key: string, format: UploadFormat, bytes: Uint8Array, focal: FocalPoint): Promise<PreparedAsset> {
  if (format === 'svg') return svgAsset(key, bytes);
  if (format === 'pdf' || format === 'mp4') return Promise.resolve(fileAsset(key, format, bytes));
  return rasterAsset(key, format, bytes, focal);
}

/** The thumbnails made again around a new focal point, from the stored original; same names, so nothing that names them changes. */
export async function preparedThumbnails(publicDir: string, key: string, variants: StoredVariant[], focal: FocalPoint) {
  const original = variants.find((variant) => variant.name === 'original');
  if (!original || original.format === 'svg' || original.format === 'pdf' || original.format === 'mp4') return [];
  const bytes = await fs.readFile(path.join(publicDir, original.path));
  const source: EncodedImage = { name: 'original', format: original.format, width: original.width ?? 0, height: original.height ?? 0, bytes };
  return asStored(key, await thumbnailVariants(source, await variantFormats(source, original.format), focal)).files;
}

/**
 * Writes files beside the public folder, then moves each into place (a rename: never seen
 * half-written) once `commit` resolves, the database row that names them written; whatever goes
 * wrong before leaves nothing behind.
 */
export async function writePublicFiles<T>(publicDir: string, files: PreparedAsset['files'], commit: () => Promise<T>): Promise<T> {
  const staged = await stageFilesFor(publicDir);
  try {
    for (const file of files) {
      const target = path.join(staged.folder, file.path);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, file.bytes);
      await writeCompressedTwins(target, file.bytes);
    }
    const result = await commit();
    await staged.publish();
    return result;
  } finally {
    await staged.discard();
  }
}

/** Removes an asset's files (and their compressed twins); a file already gone is no failure. */
export async function removePublicFiles(publicDir: string, variants: StoredVariant[]): Promise<void> {
  for (const variant of variants) {
    const file = path.join(publicDir, variant.path);
    for (const name of [file, ...TWIN_EXTENSIONS.map((extension) => file + extension)]) await fs.rm(name, { force: true });
  }
  const folders = new Set(variants.map((variant) => path.dirname(variant.path)).filter((folder) => folder.startsWith(`${PUBLIC_FOLDERS.images}/media/`)));
  for (const folder of folders) await fs.rm(path.join(publicDir, folder), { recursive: true, force: true });
}

/** What every address of the asset contains: its folder for a picture, its one file's path otherwise. */
export function assetAddressPart(variants: StoredVariant[]): string {
  const [first] = variants;
  const folder = path.posix.dirname(first!.path);
  return `${PUBLIC_URL_PREFIX}${folder.startsWith(`${PUBLIC_FOLDERS.images}/media/`) ? `${folder}/` : first!.path}`;
}
