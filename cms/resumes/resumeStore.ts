import { randomUUID } from 'node:crypto';
import type { ResumeFormat } from '../../contract/resumeFormats';
import type { FileStore } from '../storage/fileStore';

/**
 * The names {@link saveResumeFile} gives: a UUID and the format, with or without the suffix a
 * file on disk carries while it is written.
 */
export const STORED_RESUME_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]{3,4}(?:\.partial)?$/;

/**
 * Resume files are kept in a store that is never served, under a generated name, and are
 * durable before the database row that points at them is committed.
 */
export async function saveResumeFile(store: FileStore, format: ResumeFormat, bytes: Buffer): Promise<string> {
  const storedName = `${randomUUID()}.${format}`;
  await store.put(storedName, bytes);
  return storedName;
}
