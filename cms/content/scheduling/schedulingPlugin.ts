import fp from 'fastify-plugin';
import { announcedChange } from '../../platform/announcedChange';
import { notifyInstances } from '../../platform/instanceNotices';
import type { Clock } from '../../platform/clock';
import { runPeriodically } from '../../platform/runPeriodically';
import { announceLiveChanges } from '../kinds';
import { runScheduleTick, type LiveChange } from './scheduleTick';

declare module 'fastify' {
  interface FastifyInstance {
    /** Carries out the scheduled changes due now (they are also carried out every SCHEDULE_CHECK_SECONDS). */
    runScheduleNow(): Promise<LiveChange[]>;
  }
}

export const SCHEDULE_CHECK_SECONDS_DEFAULT = 10;

/** Notified when scheduled changes went live, for the instance that builds the site. */
const SCHEDULED_CHANNEL = 'content_scheduled';

/**
 * Scheduled publishing: every instance runs the tick, and of several on one database exactly one
 * takes each due change (dueSchedules.ts). The instance that changed something tells every
 * instance's caches of the kinds changed, and asks for a site publish through a notice every
 * instance hears (`content_scheduled`), so the instance that builds the site (`npm start`, which
 * may not be the one that took the change) builds it.
 */
export default fp<{ intervalMs: number; clock: Clock; companyTimeZone: string; databaseUrl: string | undefined }>(
  async (app, { intervalMs, clock, companyTimeZone, databaseUrl }) => {
    const requestSitePublish = () => {
      app.publishing?.request();
    };
    // On PostgreSQL the notice reaches every instance, this one included, so it alone asks:
    // asking here as well would make a second build once the first had started.
    if (databaseUrl) await announcedChange(app, { databaseUrl, channel: SCHEDULED_CHANNEL, what: 'scheduled content', onChange: requestSitePublish });
    const askForSitePublish = async () => (databaseUrl ? notifyInstances(app.db, SCHEDULED_CHANNEL) : requestSitePublish());
    const runNow = runPeriodically(app, 'scheduled publishing', intervalMs, async () => {
      const changed = await runScheduleTick(app.db, clock(), companyTimeZone);
      if (changed.length === 0) return changed;
      app.log.info({ scheduled: changed }, 'carried out scheduled changes');
      await announceLiveChanges(app, new Set(changed.map((change) => change.kind)));
      await askForSitePublish();
      return changed;
    });
    app.decorate('runScheduleNow', runNow);
  },
  { name: 'scheduling', dependencies: ['database', 'publishing'] },
);
