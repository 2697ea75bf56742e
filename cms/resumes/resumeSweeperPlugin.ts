import fp from 'fastify-plugin';
import { runPeriodically } from '../platform/runPeriodically';
import { ORPHAN_GRACE_SECONDS_DEFAULT, sweepOrphanResumeFiles } from './orphanResumeSweep';

export interface ResumeSweeperOptions {
  /** How old a file without a row must be to be removed; also the time between sweeps. */
  graceSeconds?: number | undefined;
}

/**
 * Sweeps orphan resume files once the server is ready (what a crash left) and then every grace
 * period, logging each file removed.
 */
export default fp<ResumeSweeperOptions>(
  async (app, { graceSeconds = ORPHAN_GRACE_SECONDS_DEFAULT }) => {
    const graceMs = graceSeconds * 1000;
    runPeriodically(app, 'orphan resume sweep', graceMs, async () => {
      const removed = await sweepOrphanResumeFiles(app.db, app.resumeFiles, { graceMs });
      if (removed.length > 0) app.log.warn({ removed }, `removed ${removed.length} orphan resume file(s)`);
    });
  },
  { name: 'resume-sweeper', dependencies: ['database', 'storage'] },
);
