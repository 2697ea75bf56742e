import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { listAuditEntries } from './auditLog';
import { listHeaders, listQuery } from '../http/listRange';

const auditLogQuery = listQuery(['id']);

/** The audit trail, newest first by default; admins only. */
const auditLogRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  app.get('/audit-log', {
    schema: {
      summary: 'The audit log',
      description: 'Newest first: when, who (`actor` as recorded, `actorName` the staff user\'s display name), what, target, client address; every sign-in, failure, lockout and sign-out, and every list, read, change and export of personal data. A simple-REST list. Role: admin.',
      querystring: auditLogQuery,
    },
    preHandler: app.requireRole('admin'),
  }, async (request, reply) => {
    const { range, sort } = request.query;
    const { rows, total } = await listAuditEntries(app.db, {
      offset: range.offset,
      limit: range.limit,
      newestFirst: sort.order !== 'ASC',
    });
    return reply
      .headers(listHeaders('audit-log', range.start, rows.length, total))
      .send(rows);
  });
};

export default auditLogRoutes;
