import { CmsError } from '../http/cmsError';
import { isExecutable, isPdf } from '../resumes/parsing/byteSignatures';
import type { RasterFormat } from './imageVariants';
import { isMp4, isSvgText, rasterImageTypeOf } from './mediaTypes';

/** What the media library takes: pictures the site serves, documents articles attach, films. */
export type UploadFormat = RasterFormat | 'svg' | 'pdf' | 'mp4';

const FORMAT_BY_EXTENSION: Record<string, UploadFormat> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  svg: 'svg',
  pdf: 'pdf',
  mp4: 'mp4',
};

/** The media type each format is stored and answered with. */
export const UPLOAD_MIME_TYPES: Record<UploadFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
};

function bytesAre(format: UploadFormat, bytes: Uint8Array): boolean {
  switch (format) {
    case 'svg':
      return isSvgText(bytes);
    case 'pdf':
      return isPdf(bytes);
    case 'mp4':
      return isMp4(bytes);
    default:
      return rasterImageTypeOf(bytes)?.mimeType === UPLOAD_MIME_TYPES[format];
  }
}

/**
 * The format of an upload: its name must have an extension the library takes, and its bytes must
 * be that format's (a renamed program, or a PNG named `.pdf`, is refused), as resumes are checked.
 */
export function uploadFormatOf(fileName: string, bytes: Uint8Array): UploadFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const format = FORMAT_BY_EXTENSION[extension];
  if (!format) throw new CmsError(415, 'mediaTypeUnsupported', { field: 'file' });
  if (isExecutable(bytes) || !bytesAre(format, bytes)) throw new CmsError(415, 'mediaContentMismatch', { field: 'file' });
  return format;
}
