/** Leading bytes ("magic numbers") that identify a file's real kind whatever its name says. */

export const ascii = (text: string): Uint8Array => Uint8Array.from(text, (char) => char.charCodeAt(0));

export const PDF_MAGIC = ascii('%PDF-');
export const RTF_MAGIC = ascii('{\\rtf');
export const ZIP_LOCAL_FILE_MAGIC = ascii('PK\x03\x04');
/** OLE2 compound file: the container of legacy .doc and .xls. */
export const OLE2_MAGIC = Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

/** Windows PE, Linux ELF, and Mach-O (both byte orders, 32/64-bit, and universal binaries). */
const EXECUTABLE_MAGICS: readonly Uint8Array[] = [
  ascii('MZ'),
  ascii('\x7fELF'),
  Uint8Array.of(0xfe, 0xed, 0xfa, 0xce),
  Uint8Array.of(0xfe, 0xed, 0xfa, 0xcf),
  Uint8Array.of(0xce, 0xfa, 0xed, 0xfe),
  Uint8Array.of(0xcf, 0xfa, 0xed, 0xfe),
  Uint8Array.of(0xca, 0xfe, 0xba, 0xbe),
];

export const UTF8_BOM = Uint8Array.of(0xef, 0xbb, 0xbf);
export const UTF16LE_BOM = Uint8Array.of(0xff, 0xfe);
export const UTF16BE_BOM = Uint8Array.of(0xfe, 0xff);

export function startsWithBytes(bytes: Uint8Array, prefix: Uint8Array): boolean {
  if (bytes.length < prefix.length) return false;
  return prefix.every((byte, index) => bytes[index] === byte);
}

/** Whether the bytes are a program (PE, ELF, Mach-O), which no upload or import takes whatever its name. */
export function isExecutable(bytes: Uint8Array): boolean {
  return EXECUTABLE_MAGICS.some((magic) => startsWithBytes(bytes, magic));
}

/** Whether the bytes are a PDF (a resume, a brochure, an attached report). */
export function isPdf(bytes: Uint8Array): boolean {
  return startsWithBytes(bytes, PDF_MAGIC);
}
