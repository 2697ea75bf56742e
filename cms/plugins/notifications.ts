import fp from 'fastify-plugin';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { chooseRecipient } from '../notifications/chooseRecipient';
import { composeNotification, type SubmissionNotice } from '../notifications/composeNotification';
import type { NotificationSettings } from '../notifications/notificationSettings';
import { startOutboxWorker, type OutboxWorker } from '../notifications/outboxWorker';
import { insertNotification } from '../repositories/notificationOutbox';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: {
      /** Writes the mail about a submission in the submission's transaction (none when its mailbox is not configured). */
      enqueue(trx: Transaction<Database>, notice: SubmissionNotice, createdAt: string): Promise<void>;
      /** Tells the worker a submission was committed, so its mail leaves without waiting for the next poll. */
      nudge(): void;
    };
  }
}

/**
 * E-mail to staff about new submissions through an outbox table: the row commits with the
 * submission, a worker (when SMTP_URL is set) sends it and retries until the server accepts it.
 */
export default fp<{ settings: NotificationSettings }>(
  async (app, { settings }) => {
    let worker: OutboxWorker | undefined;

    app.decorate('notifications', {
      async enqueue(trx, notice, createdAt) {
        const recipient = await chooseRecipient(trx, notice, settings);
        if (!recipient) return;
        const { subject, body } = composeNotification(notice, settings.language, settings.publicUrl);
        await insertNotification(trx, { kind: notice.kind, submissionId: notice.submissionId, recipient, language: settings.language, subject, body, createdAt });
      },
      nudge: () => worker?.nudge(),
    });

    app.addHook('onReady', async () => {
      const missing = [
        !settings.smtpUrl && 'SMTP_URL (nothing is sent)',
        !settings.salesMailbox && 'SALES_MAILBOX (no mail about leads outside a located province, nor download requests)',
        !settings.hrMailbox && 'HR_MAILBOX (no mail about resumes)',
      ].filter(Boolean);
      if (missing.length > 0) app.log.warn({ missing }, 'e-mail notifications: settings missing');
      const { smtpUrl } = settings;
      if (smtpUrl) worker = startOutboxWorker({ db: app.db, engine: app.dbEngine, settings: { ...settings, smtpUrl }, log: app.log });
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'notifications', dependencies: ['database'] },
);
