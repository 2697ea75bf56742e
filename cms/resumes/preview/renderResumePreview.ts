import escapeHtml from 'escape-html';
import type { ResumeFormat } from '../../../contract/resumeFormats';
import { convertDocxToHtml } from '../extract/docxHtml';
import { decodeHtmlBytes } from '../extract/htmlText';
import { extractResumeText } from '../parsing/extractResumeText';
import { previewDocument } from './previewDocument';
import { sanitizeResumeHtml } from './sanitizeResumeHtml';

/**
 * A stored resume as a small, sanitised HTML page for the back office's sandboxed frame: a DOCX
 * as mammoth renders it and an HTML resume as itself, both sanitised; any other format as the
 * text the parse step reads from it. Null when there is nothing to show (a spreadsheet, an empty
 * file); rejects when the file cannot be read. A PDF is shown by the browser, not here.
 */
export async function renderResumePreview(format: Exclude<ResumeFormat, 'pdf'>, bytes: Uint8Array): Promise<string | null> {
  const body = await previewBody(format, bytes);
  return body.trim() === '' ? null : previewDocument(body);
}

async function previewBody(format: Exclude<ResumeFormat, 'pdf'>, bytes: Uint8Array): Promise<string> {
  switch (format) {
    case 'docx':
      return sanitizeResumeHtml(await convertDocxToHtml(bytes));
    case 'html':
      return sanitizeResumeHtml(decodeHtmlBytes(bytes));
    default: {
      const text = await extractResumeText(format, bytes);
      return text === '' ? '' : `<pre>${escapeHtml(text)}</pre>`;
    }
  }
}
