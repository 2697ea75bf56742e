import type { FastifyPluginAsync } from 'fastify';
import staffSession, { type StaffSessionOptions } from '../../plugins/staffSession';
import { countStaffUsers } from '../../queries/staffUsers';
import auditLogRoutes from './auditLog';
import sessionRoutes, { type SessionRouteOptions } from './session';

export type AdminApiOptions = StaffSessionOptions & SessionRouteOptions;

/** The back office's API, mounted under /cms/admin/api; sessions exist in this scope only. */
const adminApi: FastifyPluginAsync<AdminApiOptions> = async (app, options) => {
  await app.register(staffSession, options);
  await app.register(sessionRoutes, options);
  await app.register(auditLogRoutes);

  app.addHook('onReady', async () => {
    if ((await countStaffUsers(app.db)) === 0) {
      app.log.warn("No staff user yet: create one with  printf '%s' 'a-password-of-12+-chars' | npm run staff -- add --email you@example.com --role admin");
    }
  });
};

export default adminApi;
