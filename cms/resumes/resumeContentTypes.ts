import type { ResumeFormat } from '../../contract/resumeFormats';

/**
 * The media type a stored resume is sent with. Uploads were checked against their format, so the
 * format (not what the visitor's browser claimed) decides. No charset: a Chinese HTML or text
 * resume is as often GBK as UTF-8, and the reader's program knows better than a guess here.
 */
export const RESUME_CONTENT_TYPES: Record<ResumeFormat, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  rtf: 'application/rtf',
  html: 'text/html',
  mht: 'multipart/related',
  txt: 'text/plain',
};
