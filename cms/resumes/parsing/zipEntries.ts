const END_OF_CENTRAL_DIRECTORY_SIGNATURE = 0x06054b50;
const CENTRAL_DIRECTORY_HEADER_SIGNATURE = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY_MIN_SIZE = 22;
const CENTRAL_DIRECTORY_HEADER_SIZE = 46;
const MAX_ZIP_COMMENT_SIZE = 0xffff;

/** One entry as the central directory describes it; its sizes are what the archive claims. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is unsupported by the readers of office files. */
  compressionMethod: number;
  compressedSize: number;
  /** Where the entry's local header starts. */
  localHeaderOffset: number;
}

/**
 * The entries of a ZIP archive, read from its central directory, or null when the bytes are
 * not a readable ZIP. The central directory is used rather than the local headers because
 * local headers may carry zero sizes (data descriptor flag), which makes walking them unreliable.
 * Nothing is decompressed.
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const endRecord = findEndOfCentralDirectory(view);
  if (endRecord === null) return null;

  const entryCount = view.getUint16(endRecord + 10, true);
  let offset = view.getUint32(endRecord + 16, true);
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder('utf-8');
  for (let entry = 0; entry < entryCount; entry++) {
    if (offset + CENTRAL_DIRECTORY_HEADER_SIZE > view.byteLength) return null;
    if (view.getUint32(offset, true) !== CENTRAL_DIRECTORY_HEADER_SIGNATURE) return null;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const nameStart = offset + CENTRAL_DIRECTORY_HEADER_SIZE;
    if (nameStart + nameLength > view.byteLength) return null;
    entries.push({
      name: decoder.decode(bytes.subarray(nameStart, nameStart + nameLength)),
      compressionMethod: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    });
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return entries;
}

export function zipEntryNames(bytes: Uint8Array): string[] | null {
  return zipEntries(bytes)?.map((entry) => entry.name) ?? null;
}

/** The record sits at the very end, followed only by an optional comment of up to 64 KB. */
function findEndOfCentralDirectory(view: DataView): number | null {
  const last = view.byteLength - END_OF_CENTRAL_DIRECTORY_MIN_SIZE;
  const first = Math.max(0, last - MAX_ZIP_COMMENT_SIZE);
  for (let offset = last; offset >= first; offset--) {
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY_SIGNATURE) return offset;
  }
  return null;
}
