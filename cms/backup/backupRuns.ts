import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type BackupTrigger = 'scheduled' | 'command';

/** Failure texts are kept short enough to show in a list. */
const ERROR_MAX = 1_000;

/**
 * Records that a backup starts; answers its id. A scheduled run names its slot, and only the first
 * instance to record a slot gets an id: the others answer undefined and leave the run to it.
 */
export async function startBackupRun(
  db: Kysely<Database>,
  run: { trigger: BackupTrigger; startedAt: Date; slot?: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('backup_run')
    .values({ trigger: run.trigger, slot: run.slot ?? null, started_at: run.startedAt.toISOString() })
    .onConflict((conflict) => conflict.column('slot').doNothing())
    .returning('run_id')
    .executeTakeFirst();
  return row?.run_id;
}

export async function finishBackupRun(db: Kysely<Database>, runId: number, done: { finishedAt: Date; bytes: number; location: string }): Promise<void> {
  await db
    .updateTable('backup_run')
    .set({ finished_at: done.finishedAt.toISOString(), bytes: done.bytes, location: done.location, error: null })
    .where('run_id', '=', runId)
    .execute();
}

export async function failBackupRun(db: Kysely<Database>, runId: number, failure: { finishedAt: Date; error: string }): Promise<void> {
  await db
    .updateTable('backup_run')
    .set({ finished_at: failure.finishedAt.toISOString(), error: failure.error.slice(0, ERROR_MAX) })
    .where('run_id', '=', runId)
    .execute();
}

/**
 * Scheduled runs that started before `before` and never ended: their instance stopped during the
 * run. They are failed, so that the back office shows them as such rather than as running.
 */
export async function failAbandonedRuns(db: Kysely<Database>, before: Date, now: Date): Promise<void> {
  await db
    .updateTable('backup_run')
    .set({ finished_at: now.toISOString(), error: 'did not finish: the instance running it stopped' })
    .where('trigger', '=', 'scheduled')
    .where('finished_at', 'is', null)
    .where('started_at', '<', before.toISOString())
    .execute();
}

/** The newest backup that ended well: when it ended and the snapshot's size (for the back office and the metrics). */
export async function lastGoodBackup(db: Kysely<Database>): Promise<{ finishedAt: string; bytes: number } | undefined> {
  const row = await db
    .selectFrom('backup_run')
    .select(['finished_at', 'bytes'])
    .where('finished_at', 'is not', null)
    .where('error', 'is', null)
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { finishedAt: row.finished_at!, bytes: Number(row.bytes) } : undefined;
}

/** Scheduled snapshots that are still kept, newest first: what retention chooses from. */
export async function keptScheduledSnapshots(db: Kysely<Database>): Promise<Array<{ runId: number; startedAt: string; location: string }>> {
  const rows = await db
    .selectFrom('backup_run')
    .select(['run_id', 'started_at', 'location'])
    .where('trigger', '=', 'scheduled')
    .where('error', 'is', null)
    .where('finished_at', 'is not', null)
    .where('removed_at', 'is', null)
    .orderBy('started_at', 'desc')
    .execute();
  return rows.map((row) => ({ runId: row.run_id, startedAt: row.started_at, location: row.location! }));
}

export async function markSnapshotRemoved(db: Kysely<Database>, runId: number, removedAt: Date): Promise<void> {
  await db.updateTable('backup_run').set({ removed_at: removedAt.toISOString() }).where('run_id', '=', runId).execute();
}

/**
 * In a database just restored: the run that wrote the snapshot was under way when the database
 * was copied, so it is recorded as the good backup it became; any other run then under way never
 * ends in this database's history.
 */
export async function recordRestoredRuns(
  db: Kysely<Database>,
  snapshot: { runId: number | null; createdAt: string; bytes: number; location: string },
  now: Date,
): Promise<void> {
  if (snapshot.runId !== null) {
    await db
      .updateTable('backup_run')
      .set({ finished_at: snapshot.createdAt, bytes: snapshot.bytes, location: snapshot.location })
      .where('run_id', '=', snapshot.runId)
      .where('finished_at', 'is', null)
      .execute();
  }
  await db
    .updateTable('backup_run')
    .set({ finished_at: now.toISOString(), error: 'did not finish before the snapshot this database was restored from' })
    .where('finished_at', 'is', null)
    .execute();
}

/** The back office's list, newest first. */
export async function listBackupRuns(db: Kysely<Database>, page: { offset: number; limit: number; newestFirst: boolean }) {
  const rows = await db
    .selectFrom('backup_run')
    .select([
      'run_id as id',
      'trigger',
      'started_at as startedAt',
      'finished_at as finishedAt',
      'bytes',
      'location',
      'error',
      'removed_at as removedAt',
    ])
    .orderBy('run_id', page.newestFirst ? 'desc' : 'asc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const { total } = await db.selectFrom('backup_run').select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  return { rows: rows.map((row) => ({ ...row, bytes: row.bytes === null ? null : Number(row.bytes) })), total: Number(total) };
}
