import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { referencedResumeFiles } from './resumeFiles';
import { PARTIAL_SUFFIX } from '../storage/diskFileStore';
import type { FileStore } from '../storage/fileStore';
import { STORED_RESUME_NAME } from './resumeStore';

/**
 * 15 minutes: a file's row is committed milliseconds after the file is written, so this is
 * margin enough for any upload in flight, while personal data left by a crash is gone soon.
 */
export const ORPHAN_GRACE_SECONDS_DEFAULT = 900;

/**
 * Removes the resume files no row points at: a file is written before its row is committed, so
 * a process that dies between the two (or while writing, leaving a `.partial`) leaves a file
 * holding an applicant's personal data that nobody can reach. Only files older than `graceMs`
 * are considered, so that an upload in flight, in this process or another one sharing the
 * store, is never removed; names the store does not generate are left alone. Answers the names
 * removed.
 */
export async function sweepOrphanResumeFiles(
  db: Kysely<Database>,
  store: FileStore,
  { graceMs, now = Date.now() }: { graceMs: number; now?: number },
): Promise<string[]> {
  const settled = (await store.list())
    .filter((entry) => STORED_RESUME_NAME.test(entry.name) && now - entry.modifiedMs >= graceMs)
    .map((entry) => entry.name);
  const complete = settled.filter((name) => !name.endsWith(PARTIAL_SUFFIX));
  const referenced = await referencedResumeFiles(db, complete);
  const orphans = settled.filter((name) => name.endsWith(PARTIAL_SUFFIX) || !referenced.has(name));
  for (const name of orphans) await store.remove(name);
  return orphans;
}
