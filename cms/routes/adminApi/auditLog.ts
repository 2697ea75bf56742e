import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider';
import { listAuditEntries } from '../../repositories/auditLog';
import { contentRange, listQuery } from './listRange';

const auditLogQuery = listQuery(['id']);

/** The audit trail, newest first by default; admins only. */
const auditLogRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  app.get('/audit-log', { schema: { querystring: auditLogQuery }, preHandler: app.requireRole('admin') }, async (request, reply) => {
    const { range, sort } = request.query;
    const { rows, total } = await listAuditEntries(app.db, {
      offset: range.start,
      limit: range.end - range.start + 1,
      newestFirst: sort.order !== 'ASC',
    });
    return reply
      .header('content-range', contentRange('audit-log', range.start, rows.length, total))
      .header('cache-control', 'no-store')
      .send(rows);
  });
};

export default auditLogRoutes;
