import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStore } from '../storage/fileStore';
import { findExpiredSubmissions, type DeletedSubmissions } from './personalData';
import { deletePersonalData } from './deletePersonalData';
import { monthsBefore, type RetentionPeriods } from './retentionPeriods';

/**
 * Submissions of each kind deleted per transaction: the ids are bound parameters, and a first run
 * over years of data must stay under the engines' limits and hold no lock for long.
 */
const BATCH_SIZE = 500;

/** Deletes every submission older than its retention period at `now`, with its rows and files. */
export async function purgeExpired(
  db: Kysely<Database>,
  resumeFiles: FileStore,
  periods: RetentionPeriods,
  now: Date,
  batchSize = BATCH_SIZE,
): Promise<DeletedSubmissions> {
  const cutoffs = { leadsBefore: monthsBefore(now, periods.leadMonths), resumesBefore: monthsBefore(now, periods.resumeMonths) };
  const total: DeletedSubmissions = { leadIds: [], downloadRequestIds: [], resumeIds: [], resumeFiles: [] };
  for (;;) {
    const expired = await findExpiredSubmissions(db, cutoffs, batchSize);
    if (expired.leadIds.length + expired.downloadRequestIds.length + expired.resumeIds.length === 0) return total;
    const deleted = await deletePersonalData(db, resumeFiles, expired);
    total.leadIds.push(...deleted.leadIds);
    total.downloadRequestIds.push(...deleted.downloadRequestIds);
    total.resumeIds.push(...deleted.resumeIds);
    total.resumeFiles.push(...deleted.resumeFiles);
  }
}
