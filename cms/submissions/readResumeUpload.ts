import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { MessageKey } from '../../contract/messages';
import { RESUME_MAX_BYTES, resumeFormatOf, type ResumeFormat } from '../../contract/resumeFormats';
import { CmsError } from '../http/cmsError';
import { bytesMatchFormat } from '../resumes/sniffResumeBytes';

interface ResumeFile {
  originalName: string;
  format: ResumeFormat;
  bytes: Buffer;
}

/** The `file` of a body {@link readResumeUpload} read: checked there, typed here. */
export const resumeFileSchema = v.custom<ResumeFile>(
  (value) => typeof value === 'object' && value !== null && Buffer.isBuffer((value as ResumeFile).bytes),
  'fileRequired' satisfies MessageKey,
);

const MAX_MB = RESUME_MAX_BYTES / (1024 * 1024);

/**
 * Reads a multipart resume upload into memory and checks it before anything touches the disk:
 * one `file` part within the size limit, an accepted extension, and bytes that are what the
 * extension claims.
 */
export async function readResumeUpload(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) throw new CmsError(415, 'unsupportedMediaType');
  const fields: Record<string, string> = {};
  let file: { originalName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 20 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw new CmsError(400, 'badRequest', { field: part.fieldname });
        file = { originalName: cleanFileName(part.filename), bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw asUploadFailure(error);
  }

  if (!file || file.bytes.length === 0) throw new CmsError(400, 'fileRequired', { field: 'file' });
  const format = resumeFormatOf(file.originalName);
  if (!format) throw new CmsError(415, 'fileTypeUnsupported', { field: 'file' });
  if (!bytesMatchFormat(format, file.bytes)) throw new CmsError(415, 'fileContentMismatch', { field: 'file' });
  return { ...fields, file: { ...file, format } };
}

/**
 * Reading the parts only parses what the client sent, so whatever goes wrong there is the
 * client's: a body that is not multipart after all, a missing boundary, a truncated or
 * aborted upload, too many parts. None of it is a 500.
 */
function asUploadFailure(error: unknown): unknown {
  if (error instanceof CmsError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new CmsError(413, 'fileTooLarge', { field: 'file', values: { maxMb: MAX_MB } });
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return error;
  return new CmsError(400, 'badRequest');
}

/**
 * The visitor's file name is kept only as a label for HR: folders, control characters and
 * excess length are dropped, and it never becomes a path on disk.
 */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters are exactly what this removes.
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-200) || 'resume';
}
