import fs from 'node:fs/promises';
import path from 'node:path';

/** The largest media file an import takes: a brochure or a large photograph, never a video. */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;
/** A media address that answers slower than this is refused rather than holding the import. */
export const MEDIA_FETCH_TIMEOUT_MS = 30_000;

export interface MediaLimits {
  maxBytes: number;
  timeoutMs: number;
}

export interface MediaBytes {
  bytes: Uint8Array;
  /** The file's name where it came from, for the download's name. */
  fileName: string;
}

/**
 * A media file an export names: an http(s) address, fetched; or a path relative to the export's
 * folder, read. A root-relative path (`/profile/upload/a.jpg`, as the old site's answers write
 * them) is also relative to that folder, so a copy of the old site's files beside the export
 * serves. Nothing outside the folder is read; throws with the reason.
 */
export async function readMedia(reference: string, folder: string, limits: MediaLimits): Promise<MediaBytes> {
  if (/^https?:\/\//i.test(reference)) return fetchMedia(new URL(reference), limits);
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference) || reference.startsWith('//')) {
    throw new Error('is neither a path relative to the export nor an http(s) address');
  }
  const relative = decodeURIComponent(reference.split(/[?#]/)[0]!).replace(/^\/+/, '');
  const file = path.resolve(folder, relative);
  if (!file.startsWith(folder + path.sep)) throw new Error('is outside the export\'s folder');
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile()) throw new Error('is not a file beside the export');
  if (stat.size > limits.maxBytes) throw new Error(`is larger than ${limits.maxBytes} bytes`);
  return { bytes: await fs.readFile(file), fileName: path.basename(file) };
}

async function fetchMedia(url: URL, limits: MediaLimits): Promise<MediaBytes> {
  const response = await fetch(url, { signal: AbortSignal.timeout(limits.timeoutMs) }).catch((error: unknown) => {
    throw new Error(`cannot be fetched: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (!response.ok || !response.body) throw new Error(`answered HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > limits.maxBytes) {
    await response.body.cancel();
    throw new Error(`is larger than ${limits.maxBytes} bytes`);
  }
  // Read with a count, since a server may send more than it declared (or declare nothing).
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > limits.maxBytes) {
      await reader.cancel();
      throw new Error(`is larger than ${limits.maxBytes} bytes`);
    }
    chunks.push(chunk.value);
  }
  return { bytes: Buffer.concat(chunks), fileName: decodeURIComponent(path.posix.basename(url.pathname)) || 'file' };
}
