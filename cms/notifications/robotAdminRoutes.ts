import { SUBMISSION_KINDS } from '../../contract/submissionKinds';
import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { idParams } from '../../contract/queries';
import type { CmsMessageKey } from '../../contract/messages/cmsMessages';
import { CmsError, notFound } from '../http/cmsError';
import { listHeaders, listQuery } from '../http/listRange';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { recordAudit } from '../staff/recordAudit';
import { DeliveryHeld } from './deliveryChannel';
import { deleteRobot, findRobot, findRobotTarget, insertRobot, listRobots, updateRobot, type NotificationRobot } from './notificationRobots';
import { DEFAULT_ROBOT_FIELDS, PERSONAL_ROBOT_FIELDS, ROBOT_FIELDS, ROBOT_VENDORS, type RobotField } from '../../contract/notificationRobots';
import { isAllowedWebhookUrl } from './webhookUrl';

const robotListQuery = listQuery(['id']);
const target = (id: number) => `robot:${id}`;
const NAME_MAX = 100;
const SECRET_MAX = 200;

const personalFields = (fields: readonly RobotField[]) => PERSONAL_ROBOT_FIELDS.filter((field) => fields.includes(field));

/**
 * The group robots (WeCom, Feishu, DingTalk) staff are told of submissions through: admins add,
 * change, test and remove them. A secret is written, never read back; a robot's messages carry
 * personal data only when an admin chooses so, and each such choice is audit-logged.
 */
const robotRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const { db } = app;
  const admin = app.requireRole('admin');

  const robotFields = {
    name: v.pipe(
      v.string('robotNameRequired' satisfies CmsMessageKey),
      v.trim(),
      v.nonEmpty('robotNameRequired' satisfies CmsMessageKey),
      v.maxLength(NAME_MAX, 'robotNameTooLong' satisfies CmsMessageKey),
    ),
    vendor: v.pipe(v.picklist(ROBOT_VENDORS, 'badRequest' satisfies CmsMessageKey), v.description('`wecom`, `feishu` or `dingtalk`.')),
    webhookUrl: v.pipe(
      v.string('webhookUrlInvalid' satisfies CmsMessageKey),
      v.trim(),
      v.maxLength(2000, 'webhookUrlInvalid' satisfies CmsMessageKey),
      v.check((url) => isAllowedWebhookUrl(url, app.notifications.webhookHttpAllowed), 'webhookUrlInvalid' satisfies CmsMessageKey),
    ),
    secret: v.pipe(
      v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SECRET_MAX, 'robotSecretTooLong' satisfies CmsMessageKey))),
      v.description('The signing secret (Feishu, DingTalk). Never answered; left out or empty on a change, the stored one stays.'),
    ),
    submissionKinds: v.pipe(
      v.array(v.picklist(SUBMISSION_KINDS, 'robotKindsRequired' satisfies CmsMessageKey)),
      v.minLength(1, 'robotKindsRequired' satisfies CmsMessageKey),
      v.transform((kinds) => [...new Set(kinds)]),
    ),
    fields: v.pipe(
      v.optional(v.array(v.picklist(ROBOT_FIELDS, 'badRequest' satisfies CmsMessageKey)), [...DEFAULT_ROBOT_FIELDS]),
      v.transform((fields) => ROBOT_FIELDS.filter((field) => fields.includes(field))),
      v.description(`What a message carries, of ${ROBOT_FIELDS.join(', ')}; by default ${DEFAULT_ROBOT_FIELDS.join(', ')}. ${PERSONAL_ROBOT_FIELDS.join(', ')} are the visitor's personal data.`),
    ),
    language: v.optional(v.picklist(['zh', 'en'], 'badRequest' satisfies CmsMessageKey), 'zh'),
    enabled: v.optional(v.boolean(), true),
  };
  const robotBody = v.object(robotFields);

  const existing = async (id: number) => {
    const robot = await findRobot(db, id);
    if (!robot) throw notFound();
    return robot;
  };

  /** Choosing to send (or to stop sending) a visitor's personal data to a group chat is recorded. */
  const auditPersonalFields = async (request: FastifyRequest, before: readonly RobotField[], after: NotificationRobot) => {
    const chosen = personalFields(after.fields);
    if (chosen.join(',') === personalFields(before).join(',')) return;
    await recordAudit(request, { action: 'robot.personalData', target: `${target(after.id)}: ${chosen.join(',') || 'none'}` });
  };

  app.get('/robots', {
    schema: {
      summary: 'Group robots',
      description: '`id`, `name`, `vendor`, `webhookUrl`, `hasSecret`, `submissionKinds`, `fields`, `language`, `enabled`, `createdAt`, `updatedAt`; never their secrets. A simple-REST list. Role: admin.',
      querystring: robotListQuery,
    },
    preHandler: admin,
  }, async (request, reply) => {
    const { range, sort } = request.query;
    const { rows, total } = await listRobots(db, { offset: range.offset, limit: range.limit, newestFirst: sort.order !== 'ASC' });
    await recordAudit(request, { action: 'robot.list', target: `range:${range.start}-${range.end}` });
    return reply.headers(listHeaders('robots', range.start, rows.length, total)).send(rows);
  });

  app.post('/robots', {
    schema: {
      summary: 'Add a group robot',
      description: '`{name, vendor, webhookUrl, secret, submissionKinds, fields, language, enabled}`; answers it (201), without its secret. Role: admin.',
      body: robotBody,
    },
    preHandler: admin,
  }, async (request, reply) => {
    const id = await insertRobot(db, request.body, app.staffClock().toISOString());
    const robot = await existing(id);
    await recordAudit(request, { action: 'robot.create', target: `${target(id)}: ${robot.vendor}` });
    await auditPersonalFields(request, [], robot);
    return reply.code(201).send(robot);
  });

  app.get('/robots/:id', {
    schema: { summary: 'One group robot', description: 'Without its secret. Role: admin.', params: idParams },
    preHandler: admin,
  }, async (request, reply) => {
    const robot = await existing(request.params.id);
    await recordAudit(request, { action: 'robot.read', target: target(robot.id) });
    return reply.send(robot);
  });

  app.put('/robots/:id', {
    schema: {
      summary: 'Change a group robot',
      description: 'As when added; a `secret` left out or empty keeps the stored one. Answers the robot, without its secret. Role: admin.',
      params: idParams,
      body: robotBody,
    },
    preHandler: admin,
  }, async (request, reply) => {
    const before = await existing(request.params.id);
    const { secret, ...changes } = request.body;
    await updateRobot(db, before.id, { ...changes, secret: secret || undefined }, app.staffClock().toISOString());
    const after = await existing(before.id);
    await recordAudit(request, { action: 'robot.update', target: `${target(after.id)}${secret ? ': new secret' : ''}` });
    await auditPersonalFields(request, before.fields, after);
    return reply.send(after);
  });

  app.delete('/robots/:id', {
    schema: {
      summary: 'Remove a group robot',
      description: 'Removes the robot and its messages still waiting; staff told through it are told by e-mail again. Answers it. Role: admin.',
      params: idParams,
    },
    preHandler: admin,
  }, async (request, reply) => {
    const robot = await existing(request.params.id);
    await deleteRobot(db, robot.id);
    await recordAudit(request, { action: 'robot.delete', target: target(robot.id) });
    return reply.send(robot);
  });

  app.post('/robots/:id/test', {
    schema: {
      summary: 'Send a test message',
      description: 'Posts a short message to the robot now, in its language, and answers `{sent: true}`; what the platform answered otherwise (422), or when its rate limit lets it send again (429). Role: admin.',
      params: idParams,
    },
    preHandler: admin,
  }, async (request, reply) => {
    const robot = await findRobotTarget(db, request.params.id);
    if (!robot) throw notFound();
    const { language } = await existing(robot.id);
    try {
      await app.notifications.testRobot(robot, language);
    } catch (error) {
      await recordAudit(request, { action: 'robot.test', target: `${target(robot.id)}: failed`, level: 'warn' });
      if (error instanceof DeliveryHeld) {
        throw new CmsError(429, 'robotTestHeld', { values: { seconds: Math.max(1, Math.ceil((error.until.getTime() - Date.now()) / 1000)) } });
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new CmsError(422, 'robotTestFailed', { values: { reason } });
    }
    await recordAudit(request, { action: 'robot.test', target: `${target(robot.id)}: sent` });
    return reply.send({ sent: true });
  });
};

export default robotRoutes;
