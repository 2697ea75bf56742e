import type { FastifyPluginAsync } from 'fastify';
import { listAuditEntries } from '../../queries/auditLog';
import { readListRange } from './listRange';

/** The audit trail, newest first by default; admins only. */
const auditLogRoutes: FastifyPluginAsync = async (app) => {
  app.get('/audit-log', { preHandler: app.requireRole('admin') }, async (request, reply) => {
    const range = readListRange(request.query, ['id']);
    const { rows, total } = await listAuditEntries(app.db, {
      offset: range.start,
      limit: range.end - range.start + 1,
      newestFirst: range.order !== 'ASC',
    });
    return reply
      .header('content-range', `audit-log ${range.start}-${range.start + Math.max(rows.length - 1, 0)}/${total}`)
      .header('cache-control', 'no-store')
      .send(rows);
  });
};

export default auditLogRoutes;
