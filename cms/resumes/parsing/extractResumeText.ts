import { decodeText } from '../extract/decodeText';
import { extractDocText } from '../extract/docText';
import { extractDocxText } from '../extract/docxText';
import { htmlBytesToText } from '../extract/htmlText';
import { extractMhtText } from '../extract/mhtText';
import { extractPdfText } from '../extract/pdfText';
import { extractRtfText } from '../extract/rtfText';
import type { ResumeFormat } from '../../../contract/resumeFormats';

/**
 * The plain text of a resume, one trimmed line per visual line, blank lines dropped.
 * Rejects when the document is malformed. Spreadsheets are accepted uploads but not read:
 * their contact fields are left for a person to fill in.
 */
export async function extractResumeText(format: ResumeFormat, bytes: Uint8Array): Promise<string> {
  return tidyLines(await rawText(format, bytes));
}

function rawText(format: ResumeFormat, bytes: Uint8Array): Promise<string> | string {
  switch (format) {
    case 'pdf':
      return extractPdfText(bytes);
    case 'docx':
      return extractDocxText(bytes);
    case 'doc':
      return extractDocText(bytes);
    case 'rtf':
      return extractRtfText(bytes);
    case 'html':
      return htmlBytesToText(bytes);
    case 'mht':
      return extractMhtText(bytes);
    case 'txt':
      return decodeText(bytes);
    case 'xls':
    case 'xlsx':
      return '';
  }
}

/** Every extractor lays text out differently; one shape makes the contact parser simpler. */
function tidyLines(text: string): string {
  return text
    .split(/\r\n?|\n|\u2028|\u2029|\f|\v/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
