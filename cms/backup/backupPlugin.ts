import fp from 'fastify-plugin';
import type { Clock } from '../platform/clock';
import { runPeriodically } from '../platform/runPeriodically';
import { bucketDestination, folderDestination } from './backupDestination';
import { failAbandonedRuns, keptScheduledSnapshots, markSnapshotRemoved, startBackupRun } from './backupRuns';
import { snapshotsToRemove } from './backupRetention';
import type { BackupSettings } from './backupSettings';
import { takeBackup, type BackupOutcome } from './takeBackup';

declare module 'fastify' {
  interface FastifyInstance {
    backups: {
      /** The schedule, for the back office; undefined when BACKUP_INTERVAL is not set. */
      schedule: { intervalMs: number; keepDaily: number; keepWeekly: number } | undefined;
      /**
       * Takes the backup of the schedule's current slot unless an instance recorded it already,
       * then applies retention; the plugin calls it on its own beat. Undefined without a schedule.
       */
      runDue(): Promise<DueOutcome | undefined>;
    };
  }
}

/** `taken`: the slot's backup is recorded already, by another instance or by this one. */
export type DueOutcome = BackupOutcome | { status: 'taken' };

export interface BackupPluginOptions {
  settings: BackupSettings | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  clock: Clock;
}

/** How often an instance looks whether a new slot began: cheap, the database is asked once per slot. */
const CHECK_MS = 60_000;

/**
 * Scheduled backups: the schedule's time is cut into slots of BACKUP_INTERVAL from the epoch, and
 * each instance looks every minute whether a new slot began. Recording the slot is the lock: the
 * slot is unique in `backup_run`, so of several instances on one database only the first to record
 * it runs the backup. An instance tries to record each slot once only, since on PostgreSQL an
 * insert that conflicts still uses up an identity value (once a minute, 1,440 run ids a day). A
 * failed backup is recorded with its error, shown to admins (Backups page) and logged, like a
 * notification that failed; the next slot tries again. After a good one, the snapshots retention
 * no longer keeps are removed.
 */
export default fp<BackupPluginOptions>(
  async (app, { settings, dataDir, databaseUrl, clock }) => {
    if (!settings) {
      app.decorate('backups', { schedule: undefined, runDue: async () => undefined });
      return;
    }
    const { intervalMs, keepDaily, keepWeekly } = settings;
    const destination = settings.bucket ? await bucketDestination(settings.bucket) : folderDestination(settings.folder!);

    const applyRetention = async () => {
      for (const snapshot of snapshotsToRemove(await keptScheduledSnapshots(app.db), { daily: keepDaily, weekly: keepWeekly })) {
        await destination.remove(snapshot.location);
        await markSnapshotRemoved(app.db, snapshot.runId, clock());
      }
    };

    let lastSlot: number | undefined;
    const runDue = async (): Promise<DueOutcome> => {
      const slot = new Date(Math.floor(clock().getTime() / intervalMs) * intervalMs);
      if (slot.getTime() === lastSlot) return { status: 'taken' };
      const runId = await startBackupRun(app.db, { trigger: 'scheduled', startedAt: clock(), slot: slot.toISOString() });
      lastSlot = slot.getTime();
      if (runId === undefined) return { status: 'taken' };
      const outcome = await takeBackup(
        {
          db: app.db,
          source: { engine: app.dbEngine, dataDir, databaseUrl, resumeFiles: app.resumeFiles },
          key: settings.keys.current,
          destination,
          clock,
        },
        runId,
      );
      await failAbandonedRuns(app.db, slot, clock());
      if (outcome.status === 'failed') {
        app.log.error({ err: outcome.error, backupRunId: outcome.runId }, 'scheduled backup failed; the next slot tries again');
      } else {
        app.log.info({ backupRunId: outcome.runId, location: outcome.location, bytes: outcome.bytes }, 'scheduled backup written');
        await applyRetention();
      }
      return outcome;
    };

    // Registered first so that it runs last (onClose hooks run in reverse): after the run in progress.
    app.addHook('onClose', async () => destination.close());
    // A run asked for goes in the same queue as those on the beat: never two at once.
    const runDueNow = runPeriodically(app, 'scheduled backup', CHECK_MS, runDue, { inBackground: true });
    app.decorate('backups', { schedule: { intervalMs, keepDaily, keepWeekly }, runDue: runDueNow });
  },
  { name: 'backups', dependencies: ['database', 'storage'] },
);
