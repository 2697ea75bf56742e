import { createHash } from 'node:crypto';
import {
  PagefindFormatError, decodeChunkWords, decodeEntry, decodeMeta, encodeChunk, encodeMeta, encodedSize,
  type ChunkRange, type PagefindFile, type WordEntry,
} from './pagefindFormat';

/**
 * The size, in bytes of CBOR, past which a chunk is closed (4 KB: 1 to 2 KiB brotli). A search
 * loads the chunk of each of its words; Pagefind's own chunks, cut every 20,000 word locations,
 * weigh 13 to 26 KiB each. Smaller chunks make the metadata, which every search loads, longer by
 * a range each.
 */
export const CHUNK_TARGET_BYTES = 4_000;

const ENTRY_FILE = 'pagefind-entry.json';
const metaPath = (hash: string) => `pagefind.${hash}.pf_meta`;
const chunkPath = (hash: string) => `index/${hash}.pf_index`;

/** The largest code point: a range ending with it after a character holds every word starting with that character. */
const LAST_CODE_POINT = String.fromCodePoint(0x10ffff);

const firstCharacter = (word: string) => String.fromCodePoint(word.codePointAt(0)!);

/** Words in the order Pagefind sorts them and its WebAssembly compares them: by their UTF-8 bytes. */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * A name for a file of `language` from its content, as Pagefind names them (`<language>_<hex>`),
 * longer when it would take the name of another.
 */
function hashName(language: string, bytes: Uint8Array, length: number, taken: Set<string>): string {
  const hex = createHash('sha256').update(bytes).digest('hex');
  let name = `${language}_${hex.slice(0, length)}`;
  for (let more = length + 1; taken.has(name) && more <= hex.length; more += 1) name = `${language}_${hex.slice(0, more)}`;
  if (taken.has(name)) throw new Error(`Two index chunks of ${language} with the same content`);
  taken.add(name);
  return name;
}

/**
 * A language's words cut into chunks of about `targetBytes`, never between two words that start
 * with the same character.
 *
 * Pagefind's WebAssembly loads, for each word of a query, the first chunk whose range holds it,
 * and then matches every loaded word that starts with the query's word (or, when none does, the
 * longest loaded word the query's word starts with). Both kinds of match start with the query's
 * first character: with every word of one first character in one chunk, the chunk a query's word
 * loads holds all the words it can match, whatever its length (a one-character Chinese word
 * included), where Pagefind's own cuts may part "store" from "stores".
 */
function cutChunks(words: WordEntry[], targetBytes: number): WordEntry[][] {
  const chunks: WordEntry[][] = [];
  let chunk: WordEntry[] = [];
  let bytes = 0;
  for (const word of words) {
    const startsNewCharacter = chunk.length > 0 && firstCharacter(chunk.at(-1)![0]) !== firstCharacter(word[0]);
    if (startsNewCharacter && bytes >= targetBytes) {
      chunks.push(chunk);
      chunk = [];
      bytes = 0;
    }
    chunk.push(word);
    bytes += encodedSize(word);
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * The range the WebAssembly compares a query's word with: from the first character of the
 * chunk's first word to anything starting with the first character of its last word. Ranges of
 * neighbouring chunks do not overlap, and a word whose first character no chunk starts with is in
 * none (no indexed word can match it).
 */
const rangeOf = (chunk: WordEntry[]): [string, string] => [firstCharacter(chunk[0]![0]), `${firstCharacter(chunk.at(-1)![0])}${LAST_CODE_POINT}`];

/** All the words of a language, from its chunks in the order of its metadata, checked sorted. */
function wordsOf(language: string, ranges: ChunkRange[], files: Map<string, PagefindFile>): WordEntry[] {
  const words = ranges.flatMap(([, , hash]) => {
    const file = files.get(chunkPath(hash));
    if (!file) throw new PagefindFormatError(`${language}: its metadata names ${chunkPath(hash)}, which Pagefind did not write`);
    return decodeChunkWords(file);
  });
  for (let i = 1; i < words.length; i += 1) {
    if (byteOrder(words[i - 1]![0], words[i]![0]) >= 0) throw new PagefindFormatError(`${language}: its words are not sorted (${words[i - 1]![0]}, ${words[i]![0]})`);
  }
  return words;
}

/**
 * Pagefind's index files with every language's word index cut again into chunks of about
 * `targetBytes` (cutChunks): the new chunks named by their content, the language's metadata
 * written with their ranges and renamed by its own content, the entry file pointing to it, and
 * Pagefind's chunks and metadata left out. The other files are as Pagefind wrote them.
 * Throws a PagefindFormatError when the files are not laid out as pagefindFormat.ts reads them.
 */
export function rechunkIndex(files: readonly PagefindFile[], targetBytes = CHUNK_TARGET_BYTES): PagefindFile[] {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const entryFile = byPath.get(ENTRY_FILE);
  if (!entryFile) throw new PagefindFormatError(`Pagefind wrote no ${ENTRY_FILE}`);
  const entry = decodeEntry(entryFile);
  const replaced = new Set<string>([ENTRY_FILE]);
  const written: PagefindFile[] = [];
  for (const [language, { hash }] of Object.entries(entry.languages)) {
    const metaFile = byPath.get(metaPath(hash));
    if (!metaFile) throw new PagefindFormatError(`${ENTRY_FILE} names ${metaPath(hash)}, which Pagefind did not write`);
    const meta = decodeMeta(metaFile);
    replaced.add(metaFile.path);
    meta[2].forEach(([, , chunkHash]) => replaced.add(chunkPath(chunkHash)));

    const chunkNames = new Set<string>();
    const ranges: ChunkRange[] = cutChunks(wordsOf(language, meta[2], byPath), targetBytes).map((chunk) => {
      const { cbor, content } = encodeChunk(chunk);
      const name = hashName(language, cbor, 7, chunkNames);
      written.push({ path: chunkPath(name), content });
      return [...rangeOf(chunk), name];
    });
    const { cbor, content } = encodeMeta([meta[0], meta[1], ranges, meta[3], meta[4], meta[5]]);
    const metaHash = hashName(language, cbor, 10, new Set());
    written.push({ path: metaPath(metaHash), content });
    entry.languages[language]!.hash = metaHash;
  }
  written.push({ path: ENTRY_FILE, content: Buffer.from(JSON.stringify(entry)) });
  return [...files.filter((file) => !replaced.has(file.path)), ...written];
}
