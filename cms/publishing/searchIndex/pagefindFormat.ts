import zlib from 'node:zlib';
import { Encoder, decode } from 'cbor-x';
import * as v from 'valibot';

/**
 * The Pagefind release whose index layout this module reads; package.json pins Pagefind to it.
 * Another version may lay its files out otherwise, and the checks below would reject them.
 */
export const PAGEFIND_FORMAT_VERSION = '1.6.0';

/** What Pagefind's loader expects at the start of an index file once it is uncompressed. */
const SIGNATURE = Buffer.from('pagefind_dcd');

/** Pagefind's index is not laid out as this module expects: the re-chunked index must not be served. */
export class PagefindFormatError extends Error {
  override name = 'PagefindFormatError';
}

/** A file of the index as Pagefind's Node API hands it over (its path inside the `pagefind/` folder). */
export interface PagefindFile {
  path: string;
  content: Uint8Array;
}

/** One range of words of a language's index, and the hash naming its `index/<hash>.pf_index` file. */
const chunkRangeSchema = v.strictTuple([v.string(), v.string(), v.string()]);
export type ChunkRange = v.InferOutput<typeof chunkRangeSchema>;

/**
 * A language's metadata (`pagefind.<hash>.pf_meta`): the generator's version, its pages, its
 * index chunks' word ranges, its filters, its sorts and the names of its meta fields. Only the
 * chunk ranges are read; the rest is carried over as it was decoded.
 */
const metaSchema = v.strictTuple([
  v.literal(PAGEFIND_FORMAT_VERSION),
  v.array(v.unknown()),
  v.array(chunkRangeSchema),
  v.array(v.unknown()),
  v.array(v.unknown()),
  v.array(v.unknown()),
]);
export type PagefindMeta = v.InferOutput<typeof metaSchema>;

/**
 * A word of an index chunk: the word, its pages with their locations and the word's other
 * spellings. Only the word is read; the rest moves between chunks as it was decoded.
 */
const wordEntrySchema = v.strictTuple([v.pipe(v.string(), v.minLength(1)), v.array(v.unknown()), v.array(v.unknown())]);
export type WordEntry = v.InferOutput<typeof wordEntrySchema>;

/** An index chunk (`index/<hash>.pf_index`): its words, sorted. */
const chunkSchema = v.strictTuple([v.array(wordEntrySchema)]);

/** The entry file (`pagefind-entry.json`): each language's metadata hash among other fields. */
const entrySchema = v.looseObject({
  version: v.literal(PAGEFIND_FORMAT_VERSION),
  languages: v.record(v.string(), v.looseObject({ hash: v.string() })),
});
export type PagefindEntry = v.InferOutput<typeof entrySchema>;

/** Encodes as Pagefind's own encoder (minicbor) does: definite lengths, shortest integers, plain arrays. */
const encoder = new Encoder({ useRecords: false, useFloat32: 0, tagUint8Array: false });

const GZIP_MAGIC = [0x1f, 0x8b];

/** The CBOR body of an index file: gunzipped when gzipped, after the signature. */
function cborBody(file: PagefindFile): Buffer {
  const bytes = file.content[0] === GZIP_MAGIC[0] && file.content[1] === GZIP_MAGIC[1] ? zlib.gunzipSync(file.content) : Buffer.from(file.content);
  if (!bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new PagefindFormatError(`${file.path}: no pagefind_dcd signature`);
  return bytes.subarray(SIGNATURE.length);
}

/**
 * Decodes a CBOR index file and checks its shape. The value must encode back to the very bytes
 * Pagefind wrote: what is carried over undecoded (locations, pages, spellings) then reaches the
 * new files as Pagefind encoded it.
 */
function decodeChecked<T extends v.GenericSchema>(file: PagefindFile, schema: T): v.InferOutput<T> {
  const body = cborBody(file);
  let value: unknown;
  try {
    value = decode(body);
  } catch (error) {
    throw new PagefindFormatError(`${file.path}: not CBOR (${(error as Error).message})`);
  }
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) {
    throw new PagefindFormatError(`${file.path}: unexpected structure at ${v.getDotPath(parsed.issues[0]) ?? 'the root'}: ${parsed.issues[0].message}`);
  }
  if (!Buffer.from(encoder.encode(value)).equals(body)) throw new PagefindFormatError(`${file.path}: its CBOR does not encode back to the same bytes`);
  return parsed.output;
}

export const decodeMeta = (file: PagefindFile): PagefindMeta => decodeChecked(file, metaSchema);

export const decodeChunkWords = (file: PagefindFile): WordEntry[] => decodeChecked(file, chunkSchema)[0];

export function decodeEntry(file: PagefindFile): PagefindEntry {
  const parsed = v.safeParse(entrySchema, JSON.parse(Buffer.from(file.content).toString('utf8')));
  if (!parsed.success) throw new PagefindFormatError(`${file.path}: ${parsed.issues[0].message}`);
  return parsed.output;
}

/** An index file's content as Pagefind writes it: gzipped, the signature before the CBOR. */
function encodeFile(value: unknown): { cbor: Buffer; content: Uint8Array } {
  const cbor = Buffer.from(encoder.encode(value));
  return { cbor, content: zlib.gzipSync(Buffer.concat([SIGNATURE, cbor]), { level: 9 }) };
}

export const encodeMeta = (meta: PagefindMeta) => encodeFile(meta);

export const encodeChunk = (words: WordEntry[]) => encodeFile([words]);

/** The CBOR size of a word, to cut chunks by size. */
export const encodedSize = (word: WordEntry): number => encoder.encode(word).byteLength;
