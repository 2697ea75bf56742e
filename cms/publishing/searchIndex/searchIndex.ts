import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { BROTLI_SMALLEST, getsTwins, writeCompressedTwins } from '../../../compression/twins';
import { inParallel } from '../../../compression/inParallel';
import { PagefindFormatError, type PagefindFile } from './pagefindFormat';
import { rechunkIndex } from './searchIndexChunks';
import { SEARCH_ITEM } from '../../../site/src/components/search/searchMarks';
import { searchItemsOf, type SearchItemRecord } from './searchItems';
import { SEARCH_INDEX_DIR, newIndexName, pointToIndex } from './searchIndexFolder';

export interface SearchIndexResult {
  /** Pages indexed (those with a `data-pagefind-body`, in every language). */
  pages: number;
  /** Files of the index and its bytes on disk, twins not counted. */
  files: number;
  bytes: number;
  ms: number;
  /** Of `ms`, the time cutting the index into small chunks took. */
  chunkingMs: number;
}

/**
 * Pagefind's ready-made search interfaces and its web worker: the site has its own dialog and runs
 * Pagefind in the page, so a release does not carry them.
 */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight|worker)\./;

const gunzip = promisify(zlib.gunzip);

/**
 * The indexes this process is writing. Pagefind's service process keeps what it held for an index
 * after the index is deleted (10.7 GB after 200,000 pages, docs/buildScale.md): once none is left
 * it is stopped, and the next index starts a new one.
 */
let indexesInWork = 0;

/** Files written at once. */
const CONCURRENCY = 16;

/**
 * Indexes the pages of a live release with Pagefind (the extended build, which segments Chinese)
 * into a folder of its own under `pagefind/` (searchIndexFolder.ts): written under a dot-name the
 * CMS does not serve, with its compressed twins (brotli at its smallest: a first search downloads
 * the script, the WebAssembly and index chunks), renamed into place, and then the release's
 * pointer is moved to it, so a search finds one whole index or the other.
 * Its word index is cut into small chunks first (cms/publishing/searchIndex/searchIndexChunks.ts): a search
 * loads one per word. Should Pagefind's files not be laid out as that step reads them, Pagefind's
 * own index is put in place and the step rejects with the reason.
 * It runs after the release went live, as compressing does: the index reads every page, which
 * takes far longer than an edit may take to go live. Until the pointer moves the release serves
 * the index it was given before going live (carrySearchIndex.ts), the previous release's.
 */
export async function indexRelease(releaseDir: string): Promise<SearchIndexResult> {
  const started = Date.now();
  // An ES module only (its exports have no `require` entry), loaded as one from the build's CommonJS.
  const { close, createIndex } = await import('pagefind');
  indexesInWork += 1;
  try {
    return await writeIndex(createIndex, releaseDir, started);
  } finally {
    // Synchronous from the count to the stop: no index can start in between.
    indexesInWork -= 1;
    if (indexesInWork === 0) void close();
  }
}

/** Indexes the release with a new index of Pagefind's service, deleted once written. */
async function writeIndex(createIndex: typeof import('pagefind').createIndex, releaseDir: string, started: number): Promise<SearchIndexResult> {
  const { index, errors } = await createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  try {
    const added = await index.addDirectory({ path: releaseDir, glob: '**/*.html' });
    if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
    await addListItems(index, releaseDir);
    const built = await index.getFiles();
    if (built.errors.length > 0) throw new Error(`Pagefind: ${built.errors.join('; ')}`);
    const chunkingStarted = Date.now();
    const [files, formatError] = smallChunks(built.files.filter((file) => !UNUSED.test(file.path)));
    const chunkingMs = Date.now() - chunkingStarted;
    const incoming = path.join(releaseDir, `.${SEARCH_INDEX_DIR}-${randomUUID()}`);
    let bytes = 0;
    try {
      await inParallel(files, CONCURRENCY, async (file) => {
        const target = path.join(incoming, file.path);
        await fs.mkdir(path.dirname(target), { recursive: true });
        const content = await servedContent(file.path, file.content);
        await fs.writeFile(target, content);
        bytes += content.byteLength;
        await writeCompressedTwins(target, content, { brotliQuality: BROTLI_SMALLEST });
      });
      const name = newIndexName();
      await fs.mkdir(path.join(releaseDir, SEARCH_INDEX_DIR), { recursive: true });
      await fs.rename(incoming, path.join(releaseDir, SEARCH_INDEX_DIR, name));
      await pointToIndex(releaseDir, name);
    } catch (error) {
      await fs.rm(incoming, { recursive: true, force: true });
      throw error;
    }
    if (formatError) throw new Error(`Search index of ${releaseDir}: Pagefind's own chunks are served, not re-cut: ${formatError.message}`, { cause: formatError });
    return {
      pages: indexedPages(files),
      files: files.length,
      bytes,
      ms: Date.now() - started,
      chunkingMs,
    };
  } finally {
    await index.deleteIndex();
  }
}

/** The index cut into small chunks, or Pagefind's own with the reason it could not be. */
function smallChunks(files: PagefindFile[]): [PagefindFile[], PagefindFormatError | null] {
  try {
    return [rechunkIndex(files), null];
  } catch (error) {
    if (error instanceof PagefindFormatError) return [files, error];
    throw error;
  }
}

/** Where a page is served: its file's path, `index.html` standing for its folder. */
const pageUrl = (file: string) => `/${file.split(path.sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1');

/** Adds the items of the release's list pages (cms/publishing/searchIndex/searchItems.ts) as records of their own. */
async function addListItems(index: { addCustomRecord(record: SearchItemRecord): Promise<{ errors: string[] }> }, releaseDir: string): Promise<void> {
  const entries = await fs.readdir(releaseDir, { recursive: true, withFileTypes: true });
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(releaseDir, path.join(entry.parentPath, entry.name)))
    // As Pagefind's glob: no hidden folders (an index being written, a release's temporary files).
    .filter((page) => !page.split(path.sep).some((part) => part.startsWith('.')));
  const records: SearchItemRecord[] = [];
  await inParallel(pages, CONCURRENCY, async (page) => {
    const html = await fs.readFile(path.join(releaseDir, page), 'utf8');
    if (html.includes(SEARCH_ITEM)) records.push(...searchItemsOf(html, pageUrl(page)));
  });
  for (const record of records) {
    const added = await index.addCustomRecord(record);
    if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join('; ')}`);
  }
}

/** The first bytes of a gzip stream. */
const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * What the release holds of one of Pagefind's files. Pagefind gzips its index and WebAssembly;
 * its loader takes them uncompressed as well (they start with its `pagefind_dcd` signature), so
 * they are written uncompressed for the twins to carry: brotli makes them some 15 % smaller than
 * Pagefind's gzip. A file too small for twins keeps Pagefind's gzip.
 */
async function servedContent(file: string, content: Uint8Array): Promise<Uint8Array> {
  if (content[0] !== GZIP_MAGIC[0] || content[1] !== GZIP_MAGIC[1]) return content;
  const plain = await gunzip(content);
  return getsTwins(file, plain.byteLength) ? plain : content;
}

/** The pages the index holds, from its entry file (Pagefind's own count is of the files it read). */
function indexedPages(files: ReadonlyArray<{ path: string; content: Uint8Array }>): number {
  const entry = files.find((file) => file.path === 'pagefind-entry.json');
  if (!entry) throw new Error('Pagefind wrote no pagefind-entry.json');
  const { languages } = JSON.parse(Buffer.from(entry.content).toString('utf8')) as { languages: Record<string, { page_count: number }> };
  return Object.values(languages).reduce((sum, language) => sum + language.page_count, 0);
}
