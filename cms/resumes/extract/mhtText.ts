import { decodeText } from './decodeText';
import { htmlBytesToText } from './htmlText';

interface MimeEntity {
  headers: ReadonlyMap<string, string>;
  /** The body as a binary string (one char per byte), since 8bit parts are not UTF-16 text. */
  body: string;
}

/**
 * The text of an MHT (MHTML) web archive: its first HTML part, else its first plain-text part.
 * A file without MIME headers is read as the HTML page it most likely is.
 */
export function extractMhtText(bytes: Uint8Array): string {
  const archive = parseMimeEntity(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
  if (!archive.headers.has('content-type')) return htmlBytesToText(bytes);

  const textParts = leafParts(archive).filter((part) => /^text\/(html|plain)\b/i.test(part.headers.get('content-type') ?? ''));
  const chosen = textParts.find((part) => /^text\/html\b/i.test(part.headers.get('content-type') ?? '')) ?? textParts[0];
  if (!chosen) return '';

  const contentType = chosen.headers.get('content-type') ?? '';
  const charset = headerParameter(contentType, 'charset');
  const content = decodeTransferEncoding(chosen.body, chosen.headers.get('content-transfer-encoding') ?? '');
  return /^text\/html\b/i.test(contentType) ? htmlBytesToText(content, charset) : decodeText(content, charset);
}

function parseMimeEntity(raw: string): MimeEntity {
  const separator = /\r?\n\r?\n/.exec(raw);
  const headerBlock = separator ? raw.slice(0, separator.index) : raw;
  const body = separator ? raw.slice(separator.index + separator[0].length) : '';
  const headers = new Map<string, string>();
  // Folded header lines continue the previous header (RFC 5322 section 2.2.3).
  for (const line of headerBlock.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The non-multipart parts of an entity, depth first, in document order. */
function leafParts(entity: MimeEntity): MimeEntity[] {
  const contentType = entity.headers.get('content-type') ?? '';
  const boundary = headerParameter(contentType, 'boundary');
  if (!/^multipart\//i.test(contentType) || !boundary) return [entity];
  return splitMultipartBody(entity.body, boundary).flatMap((part) => leafParts(parseMimeEntity(part)));
}

function splitMultipartBody(body: string, boundary: string): string[] {
  const delimiterLine = new RegExp(`^--${escapeRegExp(boundary)}(--)?[ \\t]*\\r?$`, 'gm');
  const parts: string[] = [];
  let partStart: number | null = null;
  for (const delimiter of body.matchAll(delimiterLine)) {
    // The line break before a delimiter belongs to the delimiter, not to the part.
    if (partStart !== null) parts.push(body.slice(partStart, delimiter.index).replace(/\r?\n$/, ''));
    if (delimiter[1]) return parts;
    partStart = delimiter.index + delimiter[0].length + 1;
  }
  return parts;
}

function headerParameter(headerValue: string, parameter: string): string | undefined {
  const match = new RegExp(`;\\s*${parameter}\\s*=\\s*(?:"([^"]*)"|([^\\s;]+))`, 'i').exec(headerValue);
  return match?.[1] ?? match?.[2];
}

function decodeTransferEncoding(body: string, encoding: string): Uint8Array {
  switch (encoding.trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
    case 'quoted-printable':
      return Buffer.from(decodeQuotedPrintable(body), 'latin1');
    default:
      return Buffer.from(body, 'latin1');
  }
}

/** Binary string in, binary string out: `=XX` escapes are bytes of the part's own charset. */
function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
