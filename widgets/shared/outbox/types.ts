import type { Envelope } from '../cmsApi';
import type { WidgetLanguage } from '../widgetLanguage';

/**
 * Submissions that could not be sent (offline, 25 s timeout, 5xx) are kept in the browser and
 * sent again when the page is next online or opened, with the same Idempotency-Key so the CMS
 * stores them once: nothing the visitor sent is lost, nothing is stored twice.
 */
export type OutboxKind = 'lead' | 'resume';

export interface LeadDelivery {
  kind: 'lead';
  body: Record<string, unknown>;
}

export interface ResumeDelivery {
  kind: 'resume';
  fields: Record<string, string>;
  file: File;
}

export type Delivery = LeadDelivery | ResumeDelivery;

export type DeliveryResult =
  /** The CMS answered; `envelope.code` says whether it accepted. */
  | { status: 'answered'; envelope: Envelope }
  /** Kept in the browser; it will be sent again later. */
  | { status: 'queued' };

/** What happened to a submission after `deliver` answered (the loader may turn these into page events). */
export type OutboxEvent =
  /** Stored in the browser after a retryable failure. */
  | { type: 'queued'; kind: OutboxKind; key: string }
  /** A stored submission was sent by a later flush and the CMS answered. */
  | { type: 'delivered'; kind: OutboxKind; key: string; envelope: Envelope };

export interface Outbox {
  /** Sends now; on a retryable failure stores the submission and answers `queued`. */
  deliver(delivery: Delivery, options: { language: WidgetLanguage; onProgress?: (fraction: number) => void }): Promise<DeliveryResult>;
  /** Sends whatever is waiting; called on load and on the `online` event. */
  flush(): Promise<void>;
  /** How many submissions are waiting. */
  pending(): Promise<number>;
  /** Follows queued and later delivered submissions; answers the unsubscribe function. */
  subscribe(listener: (event: OutboxEvent) => void): () => void;
}
