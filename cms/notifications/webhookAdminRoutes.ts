import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { idParams } from '../../contract/queries';
import type { CmsMessageKey } from '../../contract/messages/cmsMessages';
import { notFound } from '../http/cmsError';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { isAllowedWebhookUrl } from './webhookUrl';
import {
  deleteWebhookEndpoint,
  findWebhookEndpoint,
  insertWebhookEndpoint,
  listWebhookEndpoints,
  updateWebhookEndpoint,
} from './webhookEndpoints';
import { recordAudit } from '../staff/recordAudit';
import { listHeaders, listQuery } from '../http/listRange';

const webhookListQuery = listQuery(['id']);

/** Standard Webhooks' secret format: `whsec_` and the base64 of the key (24 bytes or more). */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const target = (id: number) => `webhook:${id}`;

/** The CRM endpoints that receive each new lead: admins register, change, disable and remove them. */
const webhookRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const { db } = app;
  const admin = app.requireRole('admin');

  const endpointFields = {
    url: v.pipe(
      v.string('webhookUrlInvalid' satisfies CmsMessageKey),
      v.trim(),
      v.maxLength(2000, 'webhookUrlInvalid' satisfies CmsMessageKey),
      v.check((url) => isAllowedWebhookUrl(url, app.notifications.webhookHttpAllowed), 'webhookUrlInvalid' satisfies CmsMessageKey),
    ),
    description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'webhookDescriptionTooLong' satisfies CmsMessageKey)), ''),
  };
  const createBody = v.object(endpointFields);
  /** react-admin sends the whole record back; these are the fields an admin may change. */
  const changeBody = v.object({ ...endpointFields, enabled: v.boolean() });

  const existing = async (id: number) => {
    const endpoint = await findWebhookEndpoint(db, id);
    if (!endpoint) throw notFound();
    return endpoint;
  };

  app.get('/webhooks', {
    schema: {
      summary: 'CRM webhook endpoints',
      description: '`id`, `url`, `description`, `enabled`, `createdAt`; never their secrets. A simple-REST list. Role: admin.',
      querystring: webhookListQuery,
    },
    preHandler: admin,
  }, async (request, reply) => {
    const { range, sort } = request.query;
    const { rows, total } = await listWebhookEndpoints(db, { offset: range.offset, limit: range.limit, newestFirst: sort.order !== 'ASC' });
    await recordAudit(request, { action: 'webhook.list', target: `range:${range.start}-${range.end}` });
    return reply.headers(listHeaders('webhooks', range.start, rows.length, total)).send(rows);
  });

  // The one answer that holds the secret: it is not shown again, so a lost one means a new endpoint.
  app.post('/webhooks', {
    schema: {
      summary: 'Add a webhook endpoint',
      description: '`{url, description}`: a new endpoint, enabled; answers it (201) with its `secret`, which no other answer shows. Role: admin.',
      body: createBody,
    },
    preHandler: admin,
  }, async (request, reply) => {
    const secret = newSecret();
    const id = await insertWebhookEndpoint(db, { ...request.body, secret, createdAt: app.staffClock().toISOString() });
    await recordAudit(request, { action: 'webhook.create', target: target(id) });
    return reply.code(201).send({ ...(await existing(id)), secret });
  });

  app.get('/webhooks/:id', {
    schema: {
      summary: 'One webhook endpoint',
      description: 'Without its secret. Role: admin.',
      params: idParams,
    },
    preHandler: admin,
  }, async (request, reply) => {
    const endpoint = await existing(request.params.id);
    await recordAudit(request, { action: 'webhook.read', target: target(endpoint.id) });
    return reply.send(endpoint);
  });

  app.put('/webhooks/:id', {
    schema: {
      summary: 'Change a webhook endpoint',
      description: '`{url, description, enabled}`; answers the endpoint, without its secret. Role: admin.',
      params: idParams,
      body: changeBody,
    },
    preHandler: admin,
  }, async (request, reply) => {
    const { id } = request.params;
    if (!(await updateWebhookEndpoint(db, id, request.body))) throw notFound();
    await recordAudit(request, { action: 'webhook.update', target: target(id) });
    return reply.send(await existing(id));
  });

  app.delete('/webhooks/:id', {
    schema: {
      summary: 'Remove a webhook endpoint',
      description: 'Removes the endpoint and its deliveries still waiting; answers it. Role: admin.',
      params: idParams,
    },
    preHandler: admin,
  }, async (request, reply) => {
    const endpoint = await existing(request.params.id);
    await deleteWebhookEndpoint(db, endpoint.id);
    await recordAudit(request, { action: 'webhook.delete', target: target(endpoint.id) });
    return reply.send(endpoint);
  });
};

export default webhookRoutes;
