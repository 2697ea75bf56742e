import type { FastifyRequest } from 'fastify';
import type { CmsMessageKey } from '../../contract/messages/cmsMessages';
import { CmsError } from './cmsError';

export interface UploadLimits {
  maxBytes: number;
  /** Text fields besides the file. */
  maxFields: number;
  /** The name a file gets when the client sent none usable. */
  fallbackName: string;
  /** What a file over `maxBytes` is answered (it gets `maxMb`). */
  tooLargeMessage: CmsMessageKey;
}

export interface UploadedFile {
  /** The client's file name, cleaned: a label, never a path. */
  originalName: string;
  bytes: Buffer;
}

/**
 * Reads a multipart upload (one `file` part within the size limit, and text fields) into memory,
 * so that its bytes can be checked before anything touches the disk. Every upload (a visitor's
 * resume, an editor's picture) goes through it, so the limits and failures are answered alike.
 */
export async function readMultipartUpload(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<{ fields: Record<string, string>; file: UploadedFile }> {
  if (!request.isMultipart()) throw new CmsError(415, 'unsupportedMediaType');
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxBytes, files: 1, fields: limits.maxFields } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw new CmsError(400, 'badRequest', { field: part.fieldname });
        file = { originalName: cleanFileName(part.filename, limits.fallbackName), bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw asUploadFailure(error, limits);
  }
  if (!file || file.bytes.length === 0) throw new CmsError(400, 'fileRequired', { field: 'file' });
  return { fields, file };
}

/**
 * Reading the parts only parses what the client sent, so whatever goes wrong there is the
 * client's: a body that is not multipart after all, a missing boundary, a truncated or
 * aborted upload, too many parts. None of it is a 500.
 */
function asUploadFailure(error: unknown, { maxBytes, tooLargeMessage }: UploadLimits): unknown {
  if (error instanceof CmsError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new CmsError(413, tooLargeMessage, { field: 'file', values: { maxMb: maxBytes / (1024 * 1024) } });
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return error;
  return new CmsError(400, 'badRequest');
}

/**
 * The client's file name is kept only as a label: folders, control characters and excess length
 * are dropped, and it never becomes a path on disk.
 */
function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters are exactly what this removes.
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-200) || fallback;
}
