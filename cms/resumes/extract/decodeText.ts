import { UTF16BE_BOM, UTF16LE_BOM, UTF8_BOM, startsWithBytes } from '../parsing/byteSignatures';

/**
 * Text bytes as a string. A byte-order mark wins, then a declared non-UTF-8 charset; otherwise
 * UTF-8 is tried strictly and GB18030 is the fallback, because Chinese resumes that are not
 * UTF-8 are almost always GBK (which GB18030 decodes, as it does GB2312).
 */
export function decodeText(bytes: Uint8Array, declaredCharset?: string): string {
  if (startsWithBytes(bytes, UTF8_BOM)) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (startsWithBytes(bytes, UTF16LE_BOM)) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWithBytes(bytes, UTF16BE_BOM)) return new TextDecoder('utf-16be').decode(bytes.subarray(2));

  const declared = declaredCharset ? decoderFor(declaredCharset) : null;
  // A "UTF-8" label is not trusted: sloppy exporters put it on GBK bytes, and valid UTF-8
  // decodes identically on the automatic path.
  if (declared && declared.encoding !== 'utf-8') return declared.decode(bytes);

  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** A decoder for a charset label as found in MIME headers or HTML, or null when unknown. */
export function decoderFor(label: string): TextDecoder | null {
  try {
    return new TextDecoder(label.trim().toLowerCase());
  } catch {
    return null;
  }
}
