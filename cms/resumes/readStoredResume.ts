import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../http/cmsError';
import { findResumeFile } from '../repositories/resumeInbox';

/**
 * A stored resume's file and its bytes, for the back office's views of it; 404 when there is no
 * such resume, or its file is gone (deleted between the row and the file, say).
 */
export async function readStoredResume(db: Kysely<Database>, resumesDir: string, resumeId: number) {
  const file = await findResumeFile(db, resumeId);
  if (!file) throw notFound();
  const bytes = await fs.readFile(path.join(resumesDir, file.storedName)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw notFound();
    throw error;
  });
  return { file, bytes };
}
