import { PDF_MAGIC, ascii, isExecutable, startsWithBytes } from '../resumes/byteSignatures';

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
 * What an SVG may not hold to be shown as an image of the site: anything that runs or loads
 * (scripts, event handlers, `javascript:` addresses, embedded HTML). Such a file is refused, not
 * cleaned: an export is someone's content, and changing it silently would hide the problem.
 */
const ACTIVE_SVG_CONTENT = /<script|<foreignObject|\son[a-z]+\s*=|javascript:|<!ENTITY/i;

/** The kind of an image by its bytes; throws with the reason when it is not an image the site serves. */
export function imageTypeOf(bytes: Uint8Array): MediaType {
  refuseEmptyOrExecutable(bytes);
  const raster = RASTER_IMAGES.find((type) => type.matches(bytes));
  if (raster) return { extension: raster.extension, mimeType: raster.mimeType };
  if (bytes.includes(0)) throw new Error('is not a PNG, JPEG, GIF, WebP, AVIF or SVG image');
  const text = Buffer.from(bytes).toString('utf8');
  if (!/<svg[\s>]/i.test(text)) throw new Error('is not a PNG, JPEG, GIF, WebP, AVIF or SVG image');
  if (ACTIVE_SVG_CONTENT.test(text)) throw new Error('is an SVG with scripts, event handlers or embedded content');
  return { extension: 'svg', mimeType: 'image/svg+xml' };
}

/** The kind of an attached document (reports, brochures: PDF); throws with the reason otherwise. */
export function documentTypeOf(bytes: Uint8Array): MediaType {
  refuseEmptyOrExecutable(bytes);
  if (!startsWithBytes(bytes, PDF_MAGIC)) throw new Error('is not a PDF');
  return { extension: 'pdf', mimeType: 'application/pdf' };
}

function refuseEmptyOrExecutable(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new Error('is empty');
  if (isExecutable(bytes)) throw new Error('is an executable');
}
