import { ascii, isExecutable, isPdf, startsWithBytes } from '../resumes/parsing/byteSignatures';

export interface MediaType {
  /** The extension the file is stored with. */
  extension: string;
  mimeType: string;
}

const at = (bytes: Uint8Array, offset: number, expected: string) => startsWithBytes(bytes.subarray(offset), ascii(expected));

/** Raster formats by their leading bytes; the name a file comes with is not trusted. */
const RASTER_IMAGES: Array<MediaType & { matches(bytes: Uint8Array): boolean }> = [
  { extension: 'png', mimeType: 'image/png', matches: (bytes) => startsWithBytes(bytes, Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) },
  { extension: 'jpg', mimeType: 'image/jpeg', matches: (bytes) => startsWithBytes(bytes, Uint8Array.of(0xff, 0xd8, 0xff)) },
  { extension: 'gif', mimeType: 'image/gif', matches: (bytes) => at(bytes, 0, 'GIF87a') || at(bytes, 0, 'GIF89a') },
  { extension: 'webp', mimeType: 'image/webp', matches: (bytes) => at(bytes, 0, 'RIFF') && at(bytes, 8, 'WEBP') },
  { extension: 'avif', mimeType: 'image/avif', matches: (bytes) => at(bytes, 4, 'ftypavif') || at(bytes, 4, 'ftypavis') },
];

/**
 * ISO base media files whose major brand is an MP4 one browsers play (`ftyp` then the brand);
 * AVIF and HEIF pictures share the container and are told apart by theirs.
 */
const MP4_BRANDS = ['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4'];

/**
 * What an SVG may not hold to be shown as an image of the site: anything that runs or loads
 * (scripts, event handlers, `javascript:` addresses, embedded HTML). An import refuses such a
 * file rather than cleaning it: an export is someone's content, and changing it silently would
 * hide the problem. An upload is cleaned instead (media/sanitizeSvg.ts), in front of its editor.
 */
const ACTIVE_SVG_CONTENT = /<script|<foreignObject|\son[a-z]+\s*=|javascript:|<!ENTITY/i;

const NOT_AN_IMAGE = 'is not a PNG, JPEG, GIF, WebP, AVIF or SVG image';

const SVG_TYPE: MediaType = { extension: 'svg', mimeType: 'image/svg+xml' };
const PDF_TYPE: MediaType = { extension: 'pdf', mimeType: 'application/pdf' };

/** The raster format of the bytes, or null when they are none the site serves. */
export function rasterImageTypeOf(bytes: Uint8Array): MediaType | null {
  const raster = RASTER_IMAGES.find((type) => type.matches(bytes));
  return raster ? { extension: raster.extension, mimeType: raster.mimeType } : null;
}

/** Whether the bytes are text holding an `<svg` element (not whether it is safe to show). */
export function isSvgText(bytes: Uint8Array): boolean {
  return !bytes.includes(0) && /<svg[\s>]/i.test(Buffer.from(bytes).toString('utf8'));
}

/** The kind of an image by its bytes; throws with the reason when it is not an image the site serves. */
export function imageTypeOf(bytes: Uint8Array): MediaType {
  refuseEmptyOrExecutable(bytes);
  const raster = rasterImageTypeOf(bytes);
  if (raster) return raster;
  if (!isSvgText(bytes)) throw new Error(NOT_AN_IMAGE);
  if (ACTIVE_SVG_CONTENT.test(Buffer.from(bytes).toString('utf8'))) throw new Error('is an SVG with scripts, event handlers or embedded content');
  return SVG_TYPE;
}

/** The kind of an attached document (reports, brochures: PDF); throws with the reason otherwise. */
export function documentTypeOf(bytes: Uint8Array): MediaType {
  refuseEmptyOrExecutable(bytes);
  if (!isPdf(bytes)) throw new Error('is not a PDF');
  return PDF_TYPE;
}

export function isMp4(bytes: Uint8Array): boolean {
  return at(bytes, 4, 'ftyp') && MP4_BRANDS.some((brand) => at(bytes, 8, brand));
}

function refuseEmptyOrExecutable(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new Error('is empty');
  if (isExecutable(bytes)) throw new Error('is an executable');
}
