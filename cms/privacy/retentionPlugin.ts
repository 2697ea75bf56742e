import fp from 'fastify-plugin';
import { deletionCounts } from './deletePersonalData';
import { purgeExpired } from './purgeExpired';
import { RETENTION_DEFAULTS, type RetentionPeriods } from './retentionPeriods';
import { appendAuditEntry } from '../staff/auditLog';
import type { DeletedSubmissions } from './personalData';
import { runPeriodically } from '../platform/runPeriodically';
import type { Clock } from '../platform/clock';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes what is past its retention period now; the plugin runs it on its own beat too. */
    purgeExpiredPersonalData(): Promise<DeletedSubmissions>;
  }
}

export interface RetentionOptions extends Partial<RetentionPeriods> {
  intervalHours?: number | undefined;
  clock: Clock;
}

/** Who the audit log names for what the CMS deletes on its own. */
const SYSTEM_ACTOR = 'system';

/**
 * Deletes visitors' submissions once their retention period is over: once the server is ready
 * and then every interval. Each run that deletes something is logged with the ids and appended
 * to the audit log; a run in progress is awaited on close, before the database is closed.
 */
export default fp<RetentionOptions>(
  async (app, options) => {
    const periods: RetentionPeriods = {
      leadMonths: options.leadMonths ?? RETENTION_DEFAULTS.leadMonths,
      resumeMonths: options.resumeMonths ?? RETENTION_DEFAULTS.resumeMonths,
    };
    const intervalMs = (options.intervalHours ?? RETENTION_DEFAULTS.intervalHours) * 3_600_000;

    const purge = async () => {
      const now = options.clock();
      const deleted = await purgeExpired(app.db, app.resumeFiles, periods, now);
      const counts = deletionCounts(deleted);
      if (counts.leads + counts.downloadRequests + counts.resumes > 0) {
        const { leadIds, downloadRequestIds, resumeIds } = deleted;
        app.log.info({ retention: { counts, leadIds, downloadRequestIds, resumeIds } }, 'deleted personal data past its retention period');
        await appendAuditEntry(app.db, {
          occurredAt: now,
          actorUserId: null,
          actor: SYSTEM_ACTOR,
          action: 'retention.purge',
          target: JSON.stringify({ leadIds, downloadRequestIds, resumeIds }),
          clientIp: '',
        });
      }
      return deleted;
    };
    // A purge asked for goes in the same queue as the scheduled ones: never two at once.
    app.decorate('purgeExpiredPersonalData', runPeriodically(app, 'retention purge', intervalMs, purge));
  },
  { name: 'retention', dependencies: ['database', 'storage'] },
);
