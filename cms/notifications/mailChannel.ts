import nodemailer from 'nodemailer';
import type { DeliveryChannel } from './deliveryChannel';

/** A stalled SMTP conversation gives up well before the row's lease ends. */
const SMTP_SOCKET_TIMEOUT_MS = 60_000;

/**
 * Mail through SMTP (nodemailer). The outbox id in the Message-ID lets mail clients fold the
 * rare repeat of an at-least-once delivery.
 */
export function mailChannel(settings: { smtpUrl: string; mailFrom: string; publicUrl: string }): DeliveryChannel {
  const transport = nodemailer.createTransport({ url: settings.smtpUrl, socketTimeout: SMTP_SOCKET_TIMEOUT_MS });
  const messageHost = new URL(settings.publicUrl).hostname || 'localhost';
  return {
    async send(row) {
      await transport.sendMail({
        from: settings.mailFrom,
        to: row.target,
        subject: row.subject,
        text: row.body,
        messageId: `<outbox-${row.notification_id}@${messageHost}>`,
      });
    },
    close: () => transport.close(),
  };
}
