import type { NotificationRow } from './notificationOutbox';

/**
 * One way an outbox row leaves (mail, webhook). `send` resolves once the other side accepted the
 * row and throws otherwise; the worker records either outcome and retries the failures.
 */
export interface DeliveryChannel {
  send(row: NotificationRow): Promise<void>;
  close(): void;
}
