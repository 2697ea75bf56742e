import { RTF_MAGIC, startsWithBytes } from '../parsing/byteSignatures';
import { isOle2CompoundFile, isWordZip } from '../parsing/sniffResumeBytes';
import { decodeText } from './decodeText';
import { extractDocxText } from './docxText';
import { htmlBytesToText } from './htmlText';
import { extractMhtText } from './mhtText';
import { extractRtfText } from './rtfText';
import { loadWordExtractor } from './extractorLibraries';

/** How far into a text-based .doc its MIME headers or HTML markup are looked for. */
const MARKUP_PROBE_BYTES = 4096;

/**
 * The text of a .doc: a real Word 97-2003 file (OLE2), or one of the look-alikes Word also opens
 * and that job sites and users produce: a renamed .docx, or RTF, MHT, HTML or plain text.
 */
export async function extractDocText(bytes: Uint8Array): Promise<string> {
  if (isOle2CompoundFile(bytes)) return extractWordBinaryText(bytes);
  if (isWordZip(bytes)) return extractDocxText(bytes);
  if (startsWithBytes(bytes, RTF_MAGIC)) return extractRtfText(bytes);

  const head = decodeText(bytes.subarray(0, MARKUP_PROBE_BYTES));
  if (/^MIME-Version\s*:/im.test(head) && /^Content-Type\s*:/im.test(head)) return extractMhtText(bytes);
  if (/<(?:!doctype\s+html|html|head|body|meta|table|div|p)\b/i.test(head)) return htmlBytesToText(bytes);
  return decodeText(bytes);
}

async function extractWordBinaryText(bytes: Uint8Array): Promise<string> {
  const WordExtractor = await loadWordExtractor();
  const wordDocument = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  // Resume templates often keep the contact block in a text box or the page header.
  return [wordDocument.getBody(), wordDocument.getTextboxes(), wordDocument.getHeaders()].join('\n');
}
