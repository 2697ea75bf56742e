import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { listLeadOwners } from './staffUsers';
import { listHeaders, listQuery, pageInMemory } from '../http/listRange';

const ownerListQuery = listQuery(['displayName', 'email']);

/**
 * Whom sales may give a lead to: the enabled users with the sales role (or admin), as
 * `{id, displayName, email}` in a simple-REST list; sales and admins only. A handful of rows,
 * paged in memory.
 */
const staffUserRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  app.get('/staff-users', {
    schema: {
      summary: 'Whom a lead can be given to',
      description: 'The enabled users with the sales or admin role, `{id, displayName, email}`, sorted by `displayName` (then `email`). A simple-REST list. Role: sales.',
      querystring: ownerListQuery,
    },
    preHandler: app.requireRole('sales'),
  }, async (request, reply) => {
    const owners = (await listLeadOwners(app.db)).map((user) => ({ id: user.userId, displayName: user.displayName, email: user.email }));
    const rows = pageInMemory(owners, request.query);
    return reply.headers(listHeaders('staff-users', request.query.range.start, rows.length, owners.length)).send(rows);
  });
};

export default staffUserRoutes;
