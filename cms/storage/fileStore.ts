import type { Readable } from 'node:stream';

/** One stored file as a listing sees it. */
export interface StoredFileEntry {
  name: string;
  /** When it was last written, in milliseconds since the epoch. */
  modifiedMs: number;
}

/** A stored file opened for sending. */
export interface OpenedFile {
  stream: Readable;
  size: number;
}

/**
 * One area of stored files (resumes; media and brochures later), on local disk or in an object
 * store: every caller goes through this, so what holds for one holds for the other. Names are
 * flat (no folders) and chosen by the caller.
 */
export interface FileStore {
  /** Writes the whole file; it is durable, and visible under `name`, once this resolves. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The file's bytes; null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  /** The file as a stream with its size; null when there is no such file. */
  open(name: string): Promise<OpenedFile | null>;
  /** Removes the file; nothing happens when it is already gone. */
  remove(name: string): Promise<void>;
  /** Every file of the area, written completely or not (see {@link FileStore.put}). */
  list(): Promise<StoredFileEntry[]>;
}
