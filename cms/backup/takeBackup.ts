import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../platform/clock';
import type { BackupDestination } from './backupDestination';
import type { BackupKey } from './backupKeys';
import { failBackupRun, finishBackupRun } from './backupRuns';
import { writeSnapshot, type SnapshotSource } from './writeSnapshot';

export interface BackupDeps {
  db: Kysely<Database>;
  source: SnapshotSource;
  key: BackupKey;
  destination: BackupDestination;
  clock: Clock;
}

export type BackupOutcome =
  | { status: 'done'; runId: number | undefined; location: string; bytes: number }
  | { status: 'failed'; runId: number | undefined; error: Error };

/**
 * Takes one backup. With `runId`, the `backup_run` record its caller started, it records how the
 * run ended: finished with its size and location, or failed with why. Without (a database not yet
 * migrated to the table, backed up before an upgrade) it records nothing.
 */
export async function takeBackup(deps: BackupDeps, runId: number | undefined): Promise<BackupOutcome> {
  try {
    const written = await writeSnapshot(deps.source, { folder: deps.destination.workFolder, key: deps.key, runId: runId ?? null, now: deps.clock });
    const location = await deps.destination.keep(written.file);
    if (runId !== undefined) await finishBackupRun(deps.db, runId, { finishedAt: deps.clock(), bytes: written.bytes, location });
    return { status: 'done', runId, location, bytes: written.bytes };
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    if (runId !== undefined) await failBackupRun(deps.db, runId, { finishedAt: deps.clock(), error: failure.message });
    return { status: 'failed', runId, error: failure };
  }
}
