import {
  OLE2_MAGIC,
  PDF_MAGIC,
  RTF_MAGIC,
  UTF16BE_BOM,
  UTF16LE_BOM,
  ZIP_LOCAL_FILE_MAGIC,
  isExecutable,
  isPdf,
  startsWithBytes,
} from './byteSignatures';
import type { ResumeFormat } from '../../../contract/resumeFormats';
import { zipEntryNames } from './zipEntries';

/** Enough to tell text from binary without reading a 10 MB upload twice. */
const TEXT_PROBE_BYTES = 8 * 1024;

/** Binary containers that no text format may start with, whatever else follows. */
const BINARY_CONTAINER_MAGICS: readonly Uint8Array[] = [ZIP_LOCAL_FILE_MAGIC, PDF_MAGIC, OLE2_MAGIC];

/**
 * Whether the file's content is what its extension claims, so that a renamed executable or a
 * mislabelled file never reaches a parser or a reviewer's desktop. Executables are refused
 * whatever the format. An empty file matches nothing.
 */
export function bytesMatchFormat(format: ResumeFormat, bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  if (isExecutable(bytes)) return false;
  switch (format) {
    case 'pdf':
      return isPdf(bytes);
    case 'docx':
      return isWordZip(bytes);
    case 'xlsx':
      return isZipWithEntryUnder(bytes, 'xl/');
    case 'xls':
      return isOle2CompoundFile(bytes);
    case 'doc':
      // Chinese job sites export "Word" resumes as HTML, MHT or RTF saved with .doc, and people
      // rename .docx to .doc; Word opens all of them, so they are accepted as well.
      return isOle2CompoundFile(bytes) || isWordZip(bytes) || looksLikeText(bytes, { allowUtf16: true });
    case 'rtf':
      return startsWithBytes(bytes, RTF_MAGIC);
    case 'html':
    case 'txt':
      return looksLikeText(bytes, { allowUtf16: true });
    case 'mht':
      // MIME is 7-bit/8-bit by definition; a UTF-16 "MHT" is not one.
      return looksLikeText(bytes, { allowUtf16: false });
  }
}

export function isOle2CompoundFile(bytes: Uint8Array): boolean {
  return startsWithBytes(bytes, OLE2_MAGIC);
}

/** An OOXML word-processing package; `word/` is where every such package keeps its document. */
export function isWordZip(bytes: Uint8Array): boolean {
  return isZipWithEntryUnder(bytes, 'word/');
}

function isZipWithEntryUnder(bytes: Uint8Array, folder: string): boolean {
  if (!startsWithBytes(bytes, ZIP_LOCAL_FILE_MAGIC)) return false;
  return zipEntryNames(bytes)?.some((name) => name.startsWith(folder)) ?? false;
}

/**
 * Text has no NUL byte: every binary format of note has one within its first kilobytes.
 * UTF-16 is the exception (half its bytes are NUL for Latin text), so it is recognised by its
 * byte-order mark and then must have no NUL code unit instead.
 */
function looksLikeText(bytes: Uint8Array, { allowUtf16 }: { allowUtf16: boolean }): boolean {
  if (BINARY_CONTAINER_MAGICS.some((magic) => startsWithBytes(bytes, magic))) return false;
  const probe = bytes.subarray(0, TEXT_PROBE_BYTES);
  const littleEndian = startsWithBytes(probe, UTF16LE_BOM);
  if (littleEndian || startsWithBytes(probe, UTF16BE_BOM)) {
    return allowUtf16 && !hasNulUtf16CodeUnit(probe, littleEndian);
  }
  return !probe.includes(0);
}

function hasNulUtf16CodeUnit(bytes: Uint8Array, littleEndian: boolean): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 0; offset + 1 < view.byteLength; offset += 2) {
    if (view.getUint16(offset, littleEndian) === 0) return true;
  }
  return false;
}
