import type { Kysely } from 'kysely';
import type { ContentKind } from '../../contract/content/kinds';
import type { Database } from '../db/schema';
import type { ImportedMedia } from './importedMedia';
import type { ExportFile } from './exportFile';

/** One entity of the export, checked: its value, or why it is refused. */
export interface Candidate<T> {
  /** Its id in the export, the key it is found by when imported again. */
  sourceId: string;
  /** How the summary names it. */
  label: string;
  item?: T;
  refusal?: string;
}

/** The local id of an entity already imported in this run or before, by kind and source id. */
export type LocalIdOf = (kind: string, sourceId: number | string) => number | undefined;

/**
 * How one kind of entity is imported. `prepare` runs outside any transaction (it reads and fetches
 * media); `resolve` and the writes run inside the batch's transaction: `resolve` answers the
 * entity as it will be written (local ids, local media addresses) and throws a Refusal (./refusal.ts)
 * before anything is written; that value's fingerprint tells whether it changed since last time.
 */
export interface ImportKind<T, P, W> {
  kind: string;
  /** The back office's kind of what it writes: each write is kept as a version of that item. */
  contentKind: ContentKind;
  collect(file: ExportFile): Array<Candidate<T>>;
  prepare(item: T, media: ImportedMedia): Promise<P>;
  resolve(db: Kysely<Database>, prepared: P, localIdOf: LocalIdOf): Promise<W>;
  /** A local entity an item takes over when imported the first time (a tree's root), if any. */
  adopt?(db: Kysely<Database>, value: W): Promise<number | undefined>;
  insert(db: Kysely<Database>, value: W): Promise<number>;
  /** Answers false when the entity is no longer there (an editor deleted it). */
  update(db: Kysely<Database>, localId: number, value: W): Promise<boolean>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of kinds of unrelated item types
export type AnyImportKind = ImportKind<any, any, any>;
