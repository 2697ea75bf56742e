import type { NotificationRow } from './notificationOutbox';

/**
 * One way an outbox row leaves (mail, webhook, robot). `send` resolves once the other side
 * accepted the row and throws otherwise; the worker records either outcome and retries the
 * failures. Throwing `DeliveryHeld` instead means the row was not tried (a rate limit): it waits
 * until then without counting as an attempt.
 */
export interface DeliveryChannel {
  send(row: NotificationRow): Promise<void>;
  close(): void;
}

export class DeliveryHeld extends Error {
  constructor(readonly until: Date) {
    super(`held until ${until.toISOString()}`);
  }
}
