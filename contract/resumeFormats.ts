/**
 * Resume files the uploader accepts: html, htm, pdf, doc, docx, txl, xls, xlsx, mhl, rtf (its form
 * names them to visitors by format: PDF, Word, HTML, text, RTF, Excel).
 * `txl` and `mhl` are read as the typos they evidently are: `txl` is plain text (`txt`) and
 * `mhl` is a saved web page (`mht`/`mhtml`); the correct spellings are accepted as well.
 */
export const RESUME_EXTENSIONS = [
  'html', 'htm', 'pdf', 'doc', 'docx', 'txt', 'txl', 'xls', 'xlsx', 'mht', 'mhtml', 'mhl', 'rtf',
] as const;

export type ResumeExtension = (typeof RESUME_EXTENSIONS)[number];

/** The format an extension's bytes are checked and parsed as. */
export type ResumeFormat = 'pdf' | 'doc' | 'docx' | 'xls' | 'xlsx' | 'rtf' | 'html' | 'mht' | 'txt';

export const RESUME_FORMAT_BY_EXTENSION: Record<ResumeExtension, ResumeFormat> = {
  html: 'html', htm: 'html', pdf: 'pdf', doc: 'doc', docx: 'docx', txt: 'txt', txl: 'txt',
  xls: 'xls', xlsx: 'xlsx', mht: 'mht', mhtml: 'mht', mhl: 'mht', rtf: 'rtf',
};

/**
 * 10 MB: a text resume with a photo is well under 2 MB and a designed PDF portfolio rarely
 * passes 8 MB, while anything larger is more likely a mistake (a video, an archive).
 */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

/** For the file input's `accept` attribute. */
export const RESUME_ACCEPT = RESUME_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * The format a file name claims, or null when its extension is not accepted. Only the last
 * extension counts (`cv.pdf.exe` is an exe), case-insensitively; a folder part a client sent
 * (`../../etc/passwd.pdf`, `C:\\x\\cv.doc`) is ignored, and a leading dot (`.pdf`) names a
 * hidden file, not a PDF.
 */
export function resumeFormatOf(fileName: string): ResumeFormat | null {
  const baseName = fileName.split(/[/\\]/).pop() ?? '';
  const dot = baseName.lastIndexOf('.');
  if (dot <= 0) return null;
  const extension = baseName.slice(dot + 1).toLowerCase();
  return Object.hasOwn(RESUME_FORMAT_BY_EXTENSION, extension)
    ? RESUME_FORMAT_BY_EXTENSION[extension as ResumeExtension]
    : null;
}
