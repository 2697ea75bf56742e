import fp from 'fastify-plugin';
import { ORPHAN_GRACE_SECONDS_DEFAULT, sweepOrphanResumeFiles } from '../submissions/orphanResumeSweep';

export interface ResumeSweeperOptions {
  /** How old a file without a row must be to be removed; also the time between sweeps. */
  graceSeconds?: number | undefined;
}

/**
 * Sweeps orphan resume files once the server is ready (what a crash left) and then every grace
 * period, logging each file removed. A sweep in progress is awaited on close, before the
 * database it reads is closed.
 */
export default fp<ResumeSweeperOptions>(
  async (app, { graceSeconds = ORPHAN_GRACE_SECONDS_DEFAULT }) => {
    const graceMs = graceSeconds * 1000;
    let running: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    let closed = false;

    const sweep = async () => {
      try {
        const removed = await sweepOrphanResumeFiles(app.db, app.storage.resumesDir, { graceMs });
        if (removed.length > 0) app.log.warn({ removed }, `removed ${removed.length} orphan resume file(s)`);
      } catch (error) {
        app.log.error({ err: error }, 'orphan resume sweep failed');
      }
    };
    const sweepAndSchedule = async () => {
      await sweep();
      if (closed) return;
      timer = setTimeout(() => (running = sweepAndSchedule()), graceMs);
      // The sweep alone must not keep the process alive.
      timer.unref();
    };

    app.addHook('onReady', async () => {
      running = sweepAndSchedule();
      await running;
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'resume-sweeper', dependencies: ['database', 'storage'] },
);
