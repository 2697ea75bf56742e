import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { inParallel } from './inParallel';
import { writeWhole } from './writeWhole';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Formats worth compressing: text, and the site search's index and WebAssembly (Pagefind's
 * extensions, written uncompressed by cms/publishing/searchIndex/searchIndex.ts); images other than SVG, PDFs
 * and videos are compressed already.
 */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|map|webmanifest|pf_fragment|pf_index|pf_meta|pf_filter|pagefind)$/i;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;
/** The extensions of a file's twins. */
export const TWIN_EXTENSIONS = ['.br', '.gz'] as const;

/** Brotli's quality for files compressed while a build waits (below). */
const BROTLI_QUALITY = 6;
/** Brotli's smallest output, for files compressed once off any critical path and fetched on every use. */
export const BROTLI_SMALLEST = 11;

/** Whether compressing writes twins for a file of this name and size. */
export const getsTwins = (file: string, size: number) => COMPRESSIBLE.test(file) && size >= MIN_BYTES;

/** Whether a file is the twin of a compressible file rather than content of its own. */
export const isCompressedTwin = (file: string) =>
  TWIN_EXTENSIONS.some((extension) => file.endsWith(extension) && COMPRESSIBLE.test(file.slice(0, -extension.length)));

/**
 * Writes `file.br` and `file.gz` beside a text file, for servers that send a pre-compressed twin
 * to clients accepting it (@fastify/static `preCompressed`): compressed once when written, not on
 * every request. Answers whether it wrote them (other formats and small files gain nothing).
 * One setting for every file served (site pages, the widget bundle, the seed's images). Brotli at
 * quality 6: measured on the built pages and bundles it is within 2 % of quality 9's size at an
 * eighth of the time (11 would add minutes to every site build); `brotliQuality` raises it where
 * the time is spent off the critical path.
 */
export async function writeCompressedTwins(file: string, content?: Uint8Array, { brotliQuality = BROTLI_QUALITY } = {}): Promise<boolean> {
  if (!COMPRESSIBLE.test(file)) return false;
  const bytes = content ?? (await fs.readFile(file));
  if (!getsTwins(file, bytes.byteLength)) return false;
  const [gzipped, brotlied] = await Promise.all([
    gzip(bytes, { level: 9 }),
    brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }),
  ]);
  await Promise.all([writeWhole(`${file}.gz`, gzipped), writeWhole(`${file}.br`, brotlied)]);
  return true;
}

/** Both twins exist and are not older than the file: an earlier build wrote them from these bytes. */
async function twinsAreCurrent(file: string): Promise<boolean> {
  const [source, ...twins] = await Promise.all(
    [file, ...TWIN_EXTENSIONS.map((extension) => `${file}${extension}`)].map((name) => fs.stat(name).catch(() => null)),
  );
  return !!source && twins.every((twin) => !!twin && twin.mtimeMs >= source.mtimeMs);
}

/**
 * Every compressible file under `root` gets its twins; files an incremental build left as they
 * were keep the twins they have. Answers how many files were compressed.
 */
export async function precompressFolder(root: string): Promise<number> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
  let compressed = 0;
  // A few at a time: zlib runs on the libuv pool, and all at once would hold every file in memory.
  await inParallel(files, 4, async (file) => {
    if (!(await twinsAreCurrent(file)) && (await writeCompressedTwins(file))) compressed += 1;
  });
  return compressed;
}
