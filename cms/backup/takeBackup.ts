import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../platform/clock';
import type { BackupDestination } from './backupDestination';
import type { BackupKey } from './backupKeys';
import { failBackupRun, finishBackupRun, startBackupRun, type BackupTrigger } from './backupRuns';
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
  /** Another instance recorded the slot first: it runs this backup. */
  | { status: 'taken' }
  | { status: 'failed'; runId: number | undefined; error: Error };

/**
 * Takes one backup and records it in `backup_run` (started, then finished with its size and
 * location, or failed with why). A database not yet migrated to the table (a backup taken before
 * an upgrade) is backed up all the same, without a record.
 */
export async function takeBackup(deps: BackupDeps, run: { trigger: BackupTrigger; slot?: string }): Promise<BackupOutcome> {
  const recorded = await hasBackupRuns(deps.db);
  const runId = recorded ? await startBackupRun(deps.db, { trigger: run.trigger, startedAt: deps.clock(), slot: run.slot }) : undefined;
  if (recorded && runId === undefined) return { status: 'taken' };
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

async function hasBackupRuns(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration WHERE name = '027_backup_runs'`.execute(db);
  return rows.length > 0;
}
