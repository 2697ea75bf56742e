import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { deleteSubmissions, type DeletedSubmissions, type SubmissionIds } from './personalData';
import type { FileStore } from '../storage/fileStore';

/**
 * Deletes submissions, their dependent rows and then, once the rows are committed, their resume
 * files: the one way both the retention job and a person's request for deletion remove data.
 * A file left by a failed removal has no row any more, so the orphan sweep removes it later.
 */
export async function deletePersonalData(db: Kysely<Database>, resumeFiles: FileStore, ids: SubmissionIds): Promise<DeletedSubmissions> {
  const deleted = await deleteSubmissions(db, ids);
  for (const name of deleted.resumeFiles) await resumeFiles.remove(name);
  return deleted;
}

/** The counts a deletion answers and logs. */
export function deletionCounts(deleted: DeletedSubmissions) {
  return { leads: deleted.leadIds.length, downloadRequests: deleted.downloadRequestIds.length, resumes: deleted.resumeIds.length };
}
