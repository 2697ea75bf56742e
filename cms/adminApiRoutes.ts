import type { FastifyPluginAsync } from 'fastify';
import documentRoutes from './openApiDocument/documentRoutes';
import staffSession, { type StaffSessionOptions } from './staff/staffSessionPlugin';
import { countStaffUsers } from './staff/staffUsers';
import auditLogRoutes from './staff/auditLogAdminRoutes';
import contentRoutes from './content/adminRoutes';
import dashboardRoutes from './dashboard/dashboardAdminRoutes';
import resumeContactRoutes from './resumes/resumeContactAdminRoutes';
import resumeFileRoutes from './resumes/resumeFileAdminRoutes';
import resumeNoteRoutes from './resumes/resumeNoteAdminRoutes';
import resumePreviewRoutes from './resumes/resumePreviewAdminRoutes';
import resumeRoutes from './resumes/resumeAdminRoutes';
import embedPreviewRoutes from './serving/embedPreviewAdminRoutes';
import downloadRequestExportRoutes from './downloads/downloadRequestExportAdminRoutes';
import downloadRequestRoutes from './downloads/downloadRequestAdminRoutes';
import leadExportRoutes from './leads/leadExportAdminRoutes';
import leadRoutes from './leads/leadAdminRoutes';
import spamMarkExportRoutes from './spam/spamMarkExportAdminRoutes';
import mediaRoutes from './media/mediaAdminRoutes';
import notificationRoutes from './notifications/notificationAdminRoutes';
import backupRoutes from './backup/backupAdminRoutes';
import partnerOriginRoutes from './partnerOrigins/partnerOriginAdminRoutes';
import redirectRoutes from './redirects/redirectAdminRoutes';
import submissionApiTokenRoutes from './spamChallenge/submissionApiTokenAdminRoutes';
import personalDataRoutes from './privacy/personalDataAdminRoutes';
import publishRoutes from './publishing/publishAdminRoutes';
import sessionRoutes from './staff/sessionAdminRoutes';
import accountRoutes from './staff/accountAdminRoutes';
import invitationRoutes from './staff/invitationAdminRoutes';
import secondFactorAccountRoutes from './staff/secondFactor/secondFactorAccountRoutes';
import secondFactorSignInRoutes from './staff/secondFactor/secondFactorSignInRoutes';
import staffAccountRoutes from './staff/staffAccountAdminRoutes';
import staffUserRoutes from './staff/staffUserAdminRoutes';
import storedFileRoutes from './downloads/storedFileAdminRoutes';
import webhookRoutes from './notifications/webhookAdminRoutes';
import companyCalendarRoutes from './leadRouting/companyCalendarAdminRoutes';
import routingRuleRoutes from './leadRouting/routingRuleAdminRoutes';
import salesTeamRoutes from './leadRouting/salesTeamAdminRoutes';
import robotRoutes from './notifications/robotAdminRoutes';
import wechatAccountRoutes from './wechatShare/wechatAccountAdminRoutes';
import staffChannelRoutes from './notifications/staffChannelAdminRoutes';

/** The back office's API, mounted under /cms/admin/api; sessions exist in this scope only. */
const adminApi: FastifyPluginAsync<StaffSessionOptions> = async (app, options) => {
  const { clock, timeouts, secureCookies, signInRateLimitPerMinute, secondFactor, companyTimeZone } = options;
  await app.register(staffSession, { clock, timeouts, secureCookies, signInRateLimitPerMinute, secondFactor, companyTimeZone });
  // Every answer of the back office holds personal data or a session's token: none is cached.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(sessionRoutes);
  await app.register(secondFactorSignInRoutes);
  await app.register(secondFactorAccountRoutes);
  await app.register(invitationRoutes);
  await app.register(accountRoutes);
  await app.register(staffAccountRoutes);
  await app.register(auditLogRoutes);
  await app.register(resumeRoutes);
  await app.register(resumeNoteRoutes);
  await app.register(resumeFileRoutes);
  await app.register(resumeContactRoutes);
  await app.register(resumePreviewRoutes);
  await app.register(dashboardRoutes);
  await app.register(leadRoutes);
  await app.register(leadExportRoutes);
  await app.register(spamMarkExportRoutes);
  await app.register(downloadRequestExportRoutes);
  await app.register(downloadRequestRoutes);
  await app.register(notificationRoutes);
  await app.register(backupRoutes);
  await app.register(personalDataRoutes);
  await app.register(staffUserRoutes);
  await app.register(webhookRoutes);
  await app.register(routingRuleRoutes);
  await app.register(salesTeamRoutes);
  await app.register(companyCalendarRoutes);
  await app.register(robotRoutes);
  await app.register(wechatAccountRoutes);
  await app.register(staffChannelRoutes);
  await app.register(publishRoutes);
  await app.register(mediaRoutes);
  await app.register(storedFileRoutes);
  await app.register(contentRoutes);
  await app.register(partnerOriginRoutes);
  await app.register(redirectRoutes);
  await app.register(submissionApiTokenRoutes);
  await app.register(embedPreviewRoutes);
  await app.register(documentRoutes, { document: () => app.adminApiDocument(), guard: app.requireSignIn });

  app.addHook('onReady', async () => {
    if ((await countStaffUsers(app.db)) === 0) {
      app.log.warn("No staff user yet: create one with: printf '%s' 'a-password-of-12+-chars' | npm run staff -- add --email you@example.com --role admin");
    }
  });
};

export default adminApi;
