import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { idParams } from '../../../contract/queries';
import { scheduleBody } from '../../../contract/content/schedule';
import { CmsError } from '../../http/cmsError';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider';
import { recordAudit } from '../../staff/recordAudit';
import { contentNotFound, readWorkingCopy, requireRecord } from '../contentRecords';
import { findSchedule, normalisedTimes, writeSchedule } from '../scheduling/contentSchedules';
import { refuseUnschedulable } from '../scheduling/scheduleRules';
import { actorOf, itemTarget, rolesNote, type KindRouteOptions } from './contentRouteOptions';

/** An item's schedule: when it goes live and when it leaves the site, by itself (cms/content/scheduling). */
const kindScheduleRoutes: FastifyPluginAsync<KindRouteOptions, RawServerDefault, ValibotTypeProvider> = async (app, { definition }) => {
  const { db } = app;
  const { kind } = definition;

  app.put('/:id/schedule', {
    schema: {
      summary: `Schedule an item of the ${kind} kind`,
      description: `\`{publishAt, unpublishAt}\`: instants (ISO 8601 with an offset) or null to clear. At the time the item is published (its draft, if any, goes live) or unpublished by the scheduler and the site is rebuilt. A new time must be still to come, and the unpublish time after the publish time; a time as it is stays as it is; the settings, always live, take no unpublish time. Answers the item. ${rolesNote(definition)}`,
      params: idParams,
      body: scheduleBody,
    },
    preHandler: app.requireRole(...definition.roles),
  }, async (request, reply) => {
    const { id } = request.params;
    const actor = actorOf(request);
    const times = normalisedTimes(request.body);
    await db.transaction().execute(async (trx) => {
      if (!(await readWorkingCopy(trx, definition, id))) throw contentNotFound();
      if (definition.alwaysLive && times.unpublish !== null) throw new CmsError(400, 'settingsSingle', { field: 'unpublishAt' });
      const current = await findSchedule(trx, kind, id);
      refuseUnschedulable(times, current, new Date(actor.at));
      await writeSchedule(trx, kind, id, { times, current }, actor);
    });
    await recordAudit(request, { action: 'content.schedule', target: `${itemTarget(definition, id)}:${times.publish ?? '-'}/${times.unpublish ?? '-'}` });
    return reply.send(await requireRecord(db, definition, id));
  });
};

export default kindScheduleRoutes;
