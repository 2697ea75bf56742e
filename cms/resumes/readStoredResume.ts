import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../http/cmsError';
import { findResumeFile } from './resumeInbox';
import type { FileStore } from '../storage/fileStore';

/**
 * A stored resume's file and its bytes, for the back office's views of it; 404 when there is no
 * such resume, or its file is gone (deleted between the row and the file, say).
 */
export async function readStoredResume(db: Kysely<Database>, resumeFiles: FileStore, resumeId: number) {
  const file = await findResumeFile(db, resumeId);
  if (!file) throw notFound();
  const bytes = await resumeFiles.read(file.storedName);
  if (!bytes) throw notFound();
  return { file, bytes };
}
