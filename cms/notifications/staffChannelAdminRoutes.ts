import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import type { CmsMessageKey } from '../../contract/messages/cmsMessages';
import { idParams } from '../../contract/queries';
import { CmsError, notFound } from '../http/cmsError';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { recordAudit } from '../staff/recordAudit';
import { findRobotTarget } from './notificationRobots';
import { findStaffChannel, setStaffChannel } from './staffChannels';

/** A mobile number as the groups know it: digits, with an optional country code; spaces and hyphens dropped. */
const mentionField = v.pipe(
  v.nullable(v.pipe(v.string(), v.transform((value) => value.replace(/[\s-]/g, '')))),
  v.transform((value) => value || null),
  v.check((value) => value === null || /^\+?\d{6,15}$/.test(value), 'robotMentionInvalid' satisfies CmsMessageKey),
);

const channelBody = v.object({
  robotId: v.pipe(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), v.description('The robot that tells the user; null: their e-mail.')),
  mention: v.pipe(v.optional(mentionField, null), v.description('The mobile number by which the robot @-mentions the user (WeCom, DingTalk); null: named in the text only.')),
});

/**
 * A staff user's own channel, for what concerns them alone (a lead assigned, a reminder): a group
 * robot, or their e-mail. Set by admins on the staff user's page; every change is audited.
 */
const staffChannelRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const { db } = app;
  const admin = app.requireRole('admin');
  const target = (userId: number) => `staff:${userId}`;

  app.get('/staff-accounts/:id/channel', {
    schema: { summary: 'A staff user\'s own channel', description: '`{id, robotId, mention}`. Role: admin.', params: idParams },
    preHandler: admin,
  }, async (request, reply) => {
    const channel = await findStaffChannel(db, request.params.id);
    if (!channel) throw notFound();
    await recordAudit(request, { action: 'staff.channel.read', target: target(request.params.id) });
    return reply.send({ id: request.params.id, ...channel });
  });

  app.put('/staff-accounts/:id/channel', {
    schema: {
      summary: 'Change a staff user\'s own channel',
      description: '`{robotId, mention}`: an enabled robot (422 otherwise), or null for e-mail. Answers the channel. Role: admin.',
      params: idParams,
      body: channelBody,
    },
    preHandler: admin,
  }, async (request, reply) => {
    const { robotId, mention } = request.body;
    if (robotId !== null && !(await findRobotTarget(db, robotId))?.enabled) throw new CmsError(422, 'robotUnknown', { field: 'robotId' });
    const channel = { robotId, mention: robotId === null ? null : mention };
    if (!(await setStaffChannel(db, request.params.id, channel, app.staffClock()))) throw notFound();
    await recordAudit(request, { action: 'staff.channel', target: `${target(request.params.id)}: ${robotId === null ? 'mail' : `robot:${robotId}`}` });
    return reply.send({ id: request.params.id, ...channel });
  });
};

export default staffChannelRoutes;
