import sharp from 'sharp';
import {
  MEDIA_IMAGE_WIDTHS,
  MEDIA_THUMBNAIL_ASPECT,
  MEDIA_THUMBNAIL_WIDTHS,
  type MediaImageFormat,
} from '../../contract/media/mediaAsset';

/** A raster picture as uploaded, by the format its bytes showed. */
export type RasterFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export interface EncodedImage {
  /** `original`, `w<width>` or `thumb-w<width>`. */
  name: string;
  format: MediaImageFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface FocalPoint {
  x: number;
  y: number;
}

/**
 * Settings that keep encoding fast enough for an upload answered while the editor waits (AVIF's
 * default effort takes seconds for a large picture on a small server) at a quality the site's
 * pictures need.
 */
const ENCODE: Record<MediaImageFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpeg: (image) => image.jpeg({ quality: 82, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, palette: false }),
};

/** Browsers without AVIF and WebP get the upload's own format; a WebP or AVIF upload falls back to PNG (transparency) or JPEG. */
function fallbackFormat(format: RasterFormat, hasAlpha: boolean): 'jpeg' | 'png' {
  if (format === 'jpeg' || format === 'png') return format;
  return hasAlpha ? 'png' : 'jpeg';
}

/** The served widths: the standard ones below the picture's width, and the picture's own up to the largest. */
function servedWidths(width: number): number[] {
  const largest = MEDIA_IMAGE_WIDTHS[MEDIA_IMAGE_WIDTHS.length - 1]!;
  return [...MEDIA_IMAGE_WIDTHS.filter((standard) => standard < Math.min(width, largest)), Math.min(width, largest)];
}

/** The largest 16 : 10 region of the picture, placed so the focal point is as near its centre as the edges allow. */
function thumbnailRegion(width: number, height: number, focal: FocalPoint) {
  const { width: aspectWidth, height: aspectHeight } = MEDIA_THUMBNAIL_ASPECT;
  const regionWidth = Math.min(width, Math.floor((height * aspectWidth) / aspectHeight));
  const regionHeight = Math.min(height, Math.floor((regionWidth * aspectHeight) / aspectWidth));
  const clamp = (value: number, max: number) => Math.max(0, Math.min(Math.round(value), max));
  return {
    left: clamp(focal.x * width - regionWidth / 2, width - regionWidth),
    top: clamp(focal.y * height - regionHeight / 2, height - regionHeight),
    width: regionWidth,
    height: regionHeight,
  };
}

async function encode(source: sharp.Sharp, name: string, format: MediaImageFormat): Promise<EncodedImage> {
  const { data, info } = await ENCODE[format](source.clone()).toBuffer({ resolveWithObject: true });
  return { name, format, width: info.width, height: info.height, bytes: data };
}

/**
 * The picture turned upright as its EXIF orientation says, without any metadata (camera, place,
 * colour profile's name), in its own format: what every variant is made from, then and whenever
 * the focal point changes. sharp writes no metadata unless asked to.
 */
export async function normalisedOriginal(bytes: Uint8Array, format: RasterFormat): Promise<EncodedImage> {
  return encode(sharp(bytes, { failOn: 'error' }).rotate(), 'original', format);
}

/** The formats every variant of the picture is encoded in: AVIF, WebP and the fallback one. */
export async function variantFormats(original: EncodedImage, format: RasterFormat): Promise<MediaImageFormat[]> {
  const { hasAlpha = false } = await sharp(original.bytes).metadata();
  return ['avif', 'webp', fallbackFormat(format, hasAlpha)];
}

/** The whole picture at each served width, in each of `formats`. */
export async function widthVariants(original: EncodedImage, formats: MediaImageFormat[]): Promise<EncodedImage[]> {
  const variants: EncodedImage[] = [];
  for (const width of servedWidths(original.width)) {
    const resized = sharp(original.bytes).resize({ width, withoutEnlargement: true });
    for (const target of formats) variants.push(await encode(resized, `w${width}`, target));
  }
  return variants;
}

/** The thumbnails: the 16 : 10 region around the focal point at each thumbnail width, in each of `formats`. */
export async function thumbnailVariants(original: EncodedImage, formats: MediaImageFormat[], focal: FocalPoint): Promise<EncodedImage[]> {
  const region = thumbnailRegion(original.width, original.height, focal);
  const variants: EncodedImage[] = [];
  const widths = MEDIA_THUMBNAIL_WIDTHS.filter((width) => width <= region.width);
  for (const width of widths.length > 0 ? widths : [region.width]) {
    const cropped = sharp(original.bytes).extract(region).resize({ width });
    for (const target of formats) variants.push(await encode(cropped, `thumb-w${width}`, target));
  }
  return variants;
}
