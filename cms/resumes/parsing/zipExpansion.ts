import { createInflateRaw } from 'node:zlib';
import {
  ZIP_MAX_EXPANDED_BYTES,
  ZIP_MAX_EXPANSION_RATIO,
  ZIP_RATIO_EXEMPT_BYTES,
} from './resumeParseLimits';
import { zipEntries, type ZipEntry } from './zipEntries';

const LOCAL_FILE_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_FILE_HEADER_SIZE = 30;
const STORED = 0;
const DEFLATED = 8;

/** An archive that would expand beyond the limits, or that cannot be read within them. */
export class ZipExpansionError extends Error {
  override name = 'ZipExpansionError';
}

/** Output is counted and dropped a chunk at a time, so checking costs no memory to speak of. */
const INFLATE_CHUNK_BYTES = 64 * 1024;

/**
 * Inflates every entry of a ZIP archive, stopping as soon as the output passes the entry's
 * ratio allowance or the archive's total, so that a zip bomb costs at most the limits in time
 * and a few chunks in memory. The sizes the archive declares are ignored: a bomb can declare
 * anything. Rejects with {@link ZipExpansionError}; answers the total expanded size otherwise.
 */
export async function assertZipExpandsWithin(bytes: Uint8Array): Promise<number> {
  const entries = zipEntries(bytes);
  if (entries === null) throw new ZipExpansionError('not a readable ZIP archive');
  let total = 0;
  for (const entry of entries) {
    const data = entryData(bytes, entry);
    const ratioAllowance = Math.max(ZIP_RATIO_EXEMPT_BYTES, data.length * ZIP_MAX_EXPANSION_RATIO);
    const allowance = Math.min(ratioAllowance, ZIP_MAX_EXPANDED_BYTES - total);
    total += await expandedSize(entry, data, allowance);
  }
  return total;
}

function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = entry.localHeaderOffset;
  if (header + LOCAL_FILE_HEADER_SIZE > view.byteLength || view.getUint32(header, true) !== LOCAL_FILE_HEADER_SIGNATURE) {
    throw new ZipExpansionError(`entry ${entry.name} has no local header`);
  }
  const start = header + LOCAL_FILE_HEADER_SIZE + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  return bytes.subarray(start, Math.min(start + entry.compressedSize, bytes.byteLength));
}

async function expandedSize(entry: ZipEntry, data: Uint8Array, allowance: number): Promise<number> {
  if (entry.compressionMethod === STORED) {
    if (data.length > allowance) throw new ZipExpansionError(`entry ${entry.name} is over the size limit`);
    return data.length;
  }
  if (entry.compressionMethod !== DEFLATED) {
    throw new ZipExpansionError(`entry ${entry.name} uses compression method ${entry.compressionMethod}`);
  }
  const inflate = createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES });
  inflate.end(data);
  let size = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > allowance) break;
    }
  } catch (error) {
    throw new ZipExpansionError(`entry ${entry.name} is not valid deflate data`, { cause: error });
  } finally {
    inflate.destroy();
  }
  if (size > allowance) throw new ZipExpansionError(`entry ${entry.name} expands beyond the limits`);
  return size;
}
