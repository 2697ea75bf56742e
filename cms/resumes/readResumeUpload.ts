import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { MessageKey } from '../../contract/messages';
import { RESUME_EXTENSIONS, RESUME_MAX_BYTES, resumeFormatOf, type ResumeFormat } from '../../contract/resumeFormats';
import { CmsError } from '../http/cmsError';
import { readMultipartUpload, type UploadLimits } from '../http/multipartUpload';
import { bytesMatchFormat } from './parsing/sniffResumeBytes';

interface ResumeFile {
  originalName: string;
  format: ResumeFormat;
  bytes: Buffer;
}

/**
 * The `file` of a body {@link readResumeUpload} read: checked there, typed here, and described as
 * the multipart part a client sends, for the API's document.
 */
export const resumeFileSchema = v.pipe(
  v.custom<ResumeFile>(
    (value) => typeof value === 'object' && value !== null && Buffer.isBuffer((value as ResumeFile).bytes),
    'fileRequired' satisfies MessageKey,
  ),
  v.metadata({
    type: 'string',
    contentMediaType: 'application/octet-stream',
    description: [
      `The resume, at most ${RESUME_MAX_BYTES / 1024 / 1024} MB (413 beyond), named with one of the extensions`,
      `${RESUME_EXTENSIONS.join(', ')} (\`txl\` is read as \`txt\`, \`mhl\` as \`mht\`); its bytes must match the extension.`,
    ].join(' '),
  }),
);

/** One resume and the application's fields; HR sees the file name as the visitor's label. */
const RESUME_UPLOAD_LIMITS: UploadLimits = {
  maxBytes: RESUME_MAX_BYTES,
  maxFields: 20,
  fallbackName: 'resume',
  tooLargeMessage: 'fileTooLarge',
};

/**
 * Reads a multipart resume upload into memory and checks it before anything touches the disk:
 * one `file` part within the size limit, an accepted extension, and bytes that are what the
 * extension claims.
 */
export async function readResumeUpload(request: FastifyRequest): Promise<Record<string, unknown>> {
  const { fields, file } = await readMultipartUpload(request, RESUME_UPLOAD_LIMITS);
  const format = resumeFormatOf(file.originalName);
  if (!format) throw new CmsError(415, 'fileTypeUnsupported', { field: 'file' });
  if (!bytesMatchFormat(format, file.bytes)) throw new CmsError(415, 'fileContentMismatch', { field: 'file' });
  return { ...fields, file: { ...file, format } };
}
