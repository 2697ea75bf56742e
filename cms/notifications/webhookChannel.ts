import type { Kysely } from 'kysely';
import { Webhook } from 'standardwebhooks';
import type { Database } from '../db/schema';
import { findWebhookTarget } from './webhookEndpoints';
import type { DeliveryChannel } from './deliveryChannel';
import { postOutbound } from './outboundPost';

/**
 * A signed POST of the row's JSON to its endpoint, as the Standard Webhooks specification says:
 * `webhook-id` is the outbox id, the same on every attempt, so a receiver can drop a repeat;
 * `webhook-timestamp` and `webhook-signature` are made anew for each attempt with the endpoint's
 * current secret (`v1,` and the base64 HMAC-SHA256 of "id.timestamp.body"). Only a 2xx answer is
 * a success, posted as every outbound POST is (postOutbound: no redirects followed, `timeoutMs`
 * at most).
 */
export function webhookChannel(db: Kysely<Database>, timeoutMs: number): DeliveryChannel {
  return {
    async send(row) {
      const endpoint = row.webhook_id === null ? undefined : await findWebhookTarget(db, row.webhook_id);
      // A disabled endpoint's deliveries wait, retried on the same schedule, until it is enabled again.
      if (!endpoint?.enabled) throw new Error('the webhook endpoint is disabled or removed');
      const id = String(row.notification_id);
      const timestamp = new Date();
      const signature = new Webhook(endpoint.secret).sign(id, timestamp, row.body);
      const response = await postOutbound(
        endpoint.url,
        {
          headers: {
            'content-type': 'application/json',
            'webhook-id': id,
            'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
            'webhook-signature': signature,
          },
          body: row.body,
        },
        timeoutMs,
        'webhook endpoint',
      );
      await response.body?.cancel();
    },
    close() {},
  };
}
