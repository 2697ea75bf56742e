import type { FastifyPluginAsync } from 'fastify';
import documentRoutes from '../../openApiDocument/documentRoutes';
import staffSession, { type StaffSessionOptions } from '../../plugins/staffSession';
import { countStaffUsers } from '../../repositories/staffUsers';
import auditLogRoutes from './auditLog';
import contentRoutes from './content';
import resumeContactRoutes from './resumeContact';
import resumeFileRoutes from './resumeFile';
import resumeNoteRoutes from './resumeNotes';
import resumePreviewRoutes from './resumePreview';
import resumeRoutes from './resumes';
import embedPreviewRoutes from './embedPreview';
import downloadRequestExportRoutes from './downloadRequestExport';
import downloadRequestRoutes from './downloadRequests';
import leadExportRoutes from './leadExport';
import leadRoutes from './leads';
import mediaRoutes from './media';
import notificationRoutes from './notifications';
import partnerOriginRoutes from './partnerOrigins';
import personalDataRoutes from './personalData';
import publishRoutes from './publish';
import sessionRoutes, { type SessionRouteOptions } from './session';
import staffUserRoutes from './staffUsers';
import storedFileRoutes from './storedFiles';
import webhookRoutes from './webhooks';

export type AdminApiOptions = StaffSessionOptions & SessionRouteOptions;

/** The back office's API, mounted under /cms/admin/api; sessions exist in this scope only. */
const adminApi: FastifyPluginAsync<AdminApiOptions> = async (app, options) => {
  const { clock, timeouts, secureCookies, signInRateLimitPerMinute } = options;
  await app.register(staffSession, { clock, timeouts, secureCookies });
  // Every answer of the back office holds personal data or a session's token: none is cached.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(sessionRoutes, { signInRateLimitPerMinute });
  await app.register(auditLogRoutes);
  await app.register(resumeRoutes);
  await app.register(resumeNoteRoutes);
  await app.register(resumeFileRoutes);
  await app.register(resumeContactRoutes);
  await app.register(resumePreviewRoutes);
  await app.register(leadRoutes);
  await app.register(leadExportRoutes);
  await app.register(downloadRequestExportRoutes);
  await app.register(downloadRequestRoutes);
  await app.register(notificationRoutes);
  await app.register(personalDataRoutes);
  await app.register(staffUserRoutes);
  await app.register(webhookRoutes);
  await app.register(publishRoutes);
  await app.register(mediaRoutes);
  await app.register(storedFileRoutes);
  await app.register(contentRoutes);
  await app.register(partnerOriginRoutes);
  await app.register(embedPreviewRoutes);
  await app.register(documentRoutes, { document: () => app.adminApiDocument(), guard: app.requireSignIn });

  app.addHook('onReady', async () => {
    if ((await countStaffUsers(app.db)) === 0) {
      app.log.warn("No staff user yet: create one with: printf '%s' 'a-password-of-12+-chars' | npm run staff -- add --email you@example.com --role admin");
    }
  });
};

export default adminApi;
