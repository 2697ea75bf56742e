import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { listNotifications } from './notificationOutbox';
import { recordAudit } from '../staff/recordAudit';
import { listHeaders, listQuery } from '../http/listRange';

const notificationQuery = listQuery(['id']);

/** The e-mails to staff and the webhook deliveries about submissions, newest first: what was sent, and what keeps failing and why; admins only. */
const notificationRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  app.get('/notifications', {
    schema: {
      summary: 'The outbox',
      description: 'Staff mail, webhook deliveries and group robot messages about submissions, newest first, with their channel, target, and what keeps failing and why. A simple-REST list. Role: admin.',
      querystring: notificationQuery,
    },
    preHandler: app.requireRole('admin'),
  }, async (request, reply) => {
    const { range, sort } = request.query;
    const { rows, total } = await listNotifications(app.db, {
      offset: range.offset,
      limit: range.limit,
      newestFirst: sort.order !== 'ASC',
    });
    // Subjects and targets name the people who wrote in: reading them is a read of personal data.
    await recordAudit(request, { action: 'notification.list', target: `range:${range.start}-${range.end}` });
    return reply
      .headers(listHeaders('notifications', range.start, rows.length, total))
      .send(rows);
  });
};

export default notificationRoutes;
