import fp from 'fastify-plugin';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { chooseRecipient } from './chooseRecipient';
import { composeNotification, type SubmissionNotice } from './composeNotification';
import { withJobTitle } from './withJobTitle';
import { mailChannel } from './mailChannel';
import type { NotificationSettings } from './notificationSettings';
import { startOutboxWorker, type OutboxWorker } from './outboxWorker';
import { webhookChannel } from './webhookChannel';
import { composeLeadCreated, LEAD_CREATED } from './webhookPayload';
import { insertNotification } from './notificationOutbox';
import { listEnabledWebhooks } from './webhookEndpoints';
import type { ApiLanguage } from '../../contract/language';
import { listRobotsFor, type RobotTarget } from './notificationRobots';
import { postRobotMessage, robotChannel } from './robotChannel';
import { robotSubmissionMessage, robotTestMessage } from './robotFields';
import { composeRobotBody } from './robotMessage';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: {
      /**
       * Writes, in the submission's transaction, the mail about it (none when its mailbox is not
       * configured), for a lead one delivery to each enabled webhook endpoint, and a message to
       * each enabled group robot told of its kind; less as its `untold` says.
       */
      enqueue(trx: Transaction<Database>, notice: SubmissionNotice, createdAt: string): Promise<void>;
      /** Tells the worker a submission was committed, so its rows leave without waiting for the next poll. */
      nudge(): void;
      /** Whether webhook endpoints may be plain http beyond loopback (WEBHOOK_ALLOW_HTTP). */
      webhookHttpAllowed: boolean;
      /** The CMS's address as staff reach it (PUBLIC_URL), for links in mail written elsewhere. */
      publicUrl: string;
      /** Posts a test message to the robot now, outside the outbox; throws what went wrong. */
      testRobot(robot: RobotTarget, language: ApiLanguage): Promise<void>;
    };
  }
}

/**
 * Staff mail, group robots and CRM webhooks about new submissions through one outbox table: the rows commit
 * with the submission, one worker sends each through its channel and retries until accepted.
 * Webhooks and robots always have their channel; mail only when SMTP_URL is set.
 */
export default fp<{ settings: NotificationSettings }>(
  async (app, { settings }) => {
    let worker: OutboxWorker | undefined;

    const enqueueMail = async (trx: Transaction<Database>, notice: SubmissionNotice, createdAt: string) => {
      const recipient = await chooseRecipient(trx, notice, settings);
      if (!recipient) return;
      const { subject, body } = composeNotification(await withJobTitle(trx, notice, recipient.language), recipient.language, settings.publicUrl);
      await insertNotification(trx, {
        kind: notice.kind,
        submissionId: notice.submissionId,
        channel: 'mail',
        target: recipient.address,
        language: recipient.language,
        subject,
        body,
        createdAt,
      });
    };

    const enqueueWebhooks = async (trx: Transaction<Database>, notice: SubmissionNotice, createdAt: string) => {
      if (notice.kind !== 'lead') return;
      const body = composeLeadCreated(notice, createdAt);
      for (const endpoint of await listEnabledWebhooks(trx)) {
        await insertNotification(trx, {
          kind: notice.kind,
          submissionId: notice.submissionId,
          channel: 'webhook',
          target: endpoint.url,
          webhookId: endpoint.id,
          language: String(notice.fields.language),
          subject: LEAD_CREATED,
          body,
          createdAt,
        });
      }
    };

    const enqueueRobots = async (trx: Transaction<Database>, notice: SubmissionNotice, createdAt: string) => {
      for (const robot of await listRobotsFor(trx, notice.kind)) {
        const message = robotSubmissionMessage(await withJobTitle(trx, notice, robot.language), robot.fields, robot.language, settings.publicUrl);
        await insertNotification(trx, {
          kind: notice.kind,
          submissionId: notice.submissionId,
          channel: 'robot',
          target: robot.name,
          robotId: robot.id,
          language: robot.language,
          subject: message.title,
          body: composeRobotBody(robot.vendor, message),
          createdAt,
        });
      }
    };

    app.decorate('notifications', {
      async enqueue(trx, notice, createdAt) {
        if (notice.untold === 'everyone') return;
        if (notice.untold !== 'mailbox') await enqueueMail(trx, notice, createdAt);
        await enqueueWebhooks(trx, notice, createdAt);
        await enqueueRobots(trx, notice, createdAt);
      },
      nudge: () => worker?.nudge(),
      webhookHttpAllowed: settings.webhookHttpAllowed,
      publicUrl: settings.publicUrl,
      async testRobot(robot, language) {
        const body = composeRobotBody(robot.vendor, robotTestMessage(language, settings.publicUrl));
        await postRobotMessage(app.db, app.dbEngine, robot, body, settings.webhookTimeoutMs);
      },
    });

    app.addHook('onReady', async () => {
      const missing = [
        !settings.smtpUrl && 'SMTP_URL (no mail is sent)',
        !settings.salesMailbox && 'SALES_MAILBOX (no mail about leads outside a located province, nor download requests)',
        !settings.hrMailbox && 'HR_MAILBOX (no mail about resumes for jobs without a recruiter)',
      ].filter(Boolean);
      if (missing.length > 0) app.log.warn({ missing }, 'e-mail notifications: settings missing');
      const { smtpUrl } = settings;
      worker = startOutboxWorker({
        db: app.db,
        engine: app.dbEngine,
        settings,
        channels: {
          webhook: webhookChannel(app.db, settings.webhookTimeoutMs),
          robot: robotChannel(app.db, app.dbEngine, settings.webhookTimeoutMs),
          ...(smtpUrl && { mail: mailChannel({ ...settings, smtpUrl }) }),
        },
        log: app.log,
        onAttempt: (channel, outcome) => app.metrics.recordDelivery(channel, outcome),
      });
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'notifications', dependencies: ['database', 'metrics'] },
);
