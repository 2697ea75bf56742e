import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findExpiredSubmissions, type DeletedSubmissions } from '../repositories/personalData';
import { deletePersonalData } from './deletePersonalData';
import { monthsBefore, type RetentionPeriods } from './retentionPeriods';

/** Deletes every submission older than its retention period at `now`, with its rows and files. */
export async function purgeExpired(
  db: Kysely<Database>,
  resumesDir: string,
  periods: RetentionPeriods,
  now: Date,
): Promise<DeletedSubmissions> {
  const expired = await findExpiredSubmissions(db, {
    leadsBefore: monthsBefore(now, periods.leadMonths),
    resumesBefore: monthsBefore(now, periods.resumeMonths),
  });
  return deletePersonalData(db, resumesDir, expired);
}
