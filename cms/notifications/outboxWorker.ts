import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseEngine } from '../db/connect';
import type { Database } from '../db/schema';
import {
  claimDueNotifications,
  holdNotification,
  markNotificationFailed,
  markNotificationSent,
  type NotificationChannel,
  type NotificationRow,
} from './notificationOutbox';
import { DeliveryHeld, type DeliveryChannel } from './deliveryChannel';
import type { NotificationSettings } from './notificationSettings';

/** How one attempt to send a row ended: accepted by the other side, or to be retried. */
export type DeliveryOutcome = 'sent' | 'failed';

export interface OutboxWorker {
  /** Looks for due rows now (a submission was just committed); a pass under way runs once more. */
  nudge(): void;
  /** Waits for the pass under way, then sends nothing more. */
  stop(): Promise<void>;
}

/** Rows claimed per query: small, so a lease is not held long on rows that wait behind a slow send. */
const CLAIM_BATCH = 10;
const LAST_ERROR_MAX = 1_000;

/**
 * Sends the outbox's due rows, each through its channel (mail, webhook, robot): on start, on each
 * nudge, every poll interval, and when a failed row's next attempt is due. A row is marked sent
 * only after the other side accepted it, so a crash between the two sends it again (at least
 * once); each channel carries the outbox id so the receiver can fold such a repeat. Only rows of
 * the channels given are claimed (no mail without SMTP).
 */
export function startOutboxWorker(deps: {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  settings: Pick<NotificationSettings, 'pollIntervalMs' | 'retryBaseMs' | 'maxRetryDelayMs' | 'leaseMs'>;
  channels: Partial<Record<NotificationChannel, DeliveryChannel>>;
  log: FastifyBaseLogger;
  /** Told each attempt's outcome, for the metrics. */
  onAttempt: (channel: string, outcome: DeliveryOutcome) => void;
}): OutboxWorker {
  const { db, engine, settings, channels, log, onAttempt } = deps;
  const channelNames = Object.keys(channels) as NotificationChannel[];
  let timer: NodeJS.Timeout | undefined;
  let timerDueAt = Infinity;
  let running: Promise<void> | undefined;
  let runAgain = false;
  let stopped = false;

  // One timer, for the earliest wake asked for: a pass does not clear it, so a failed row's retry
  // stays due while passes for other rows (nudged by new submissions) come and go.
  const wakeIn = (delayMs: number) => {
    const dueAt = Date.now() + delayMs;
    if (stopped || dueAt >= timerDueAt) return;
    clearTimeout(timer);
    timerDueAt = dueAt;
    timer = setTimeout(() => {
      timerDueAt = Infinity;
      // Node counts a timer from the event loop's time when it was set, which a busy loop has
      // left behind the clock: it can fire before `dueAt`, when the row it wakes for is not
      // due yet, and that row would wait for the next poll. It waits out the rest instead.
      if (Date.now() < dueAt) wakeIn(dueAt - Date.now());
      else nudge();
    }, delayMs);
    // The worker alone must not keep the process alive.
    timer.unref();
  };

  const send = async (row: NotificationRow) => {
    try {
      const channel = channels[row.channel as NotificationChannel];
      if (!channel) throw new Error(`no channel ${row.channel}`);
      await channel.send(row);
      await markNotificationSent(db, row.notification_id, new Date().toISOString());
      onAttempt(row.channel, 'sent');
    } catch (error) {
      if (error instanceof DeliveryHeld) {
        await holdNotification(db, row.notification_id, error.until.toISOString());
        wakeIn(Math.max(0, error.until.getTime() - Date.now()));
        return;
      }
      onAttempt(row.channel, 'failed');
      const delayMs = Math.min(settings.retryBaseMs * 2 ** row.attempts, settings.maxRetryDelayMs);
      const message = (error instanceof Error ? error.message : String(error)).slice(0, LAST_ERROR_MAX);
      await markNotificationFailed(db, row.notification_id, { error: message, nextAttemptAt: new Date(Date.now() + delayMs).toISOString() });
      log.warn({ notificationId: row.notification_id, channel: row.channel, attempts: row.attempts + 1, err: error }, 'notification not sent; will retry');
      wakeIn(delayMs);
    }
  };

  const pass = async () => {
    try {
      for (;;) {
        const now = new Date();
        const rows = await claimDueNotifications(db, engine, {
          now: now.toISOString(),
          claimedUntil: new Date(now.getTime() + settings.leaseMs).toISOString(),
          limit: CLAIM_BATCH,
          channels: channelNames,
        });
        for (const row of rows) await send(row);
        if (rows.length < CLAIM_BATCH || stopped) break;
      }
    } catch (error) {
      log.error({ err: error }, 'notification outbox pass failed');
    }
    wakeIn(settings.pollIntervalMs);
  };

  function nudge() {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = pass().finally(() => {
      running = undefined;
      if (runAgain) {
        runAgain = false;
        nudge();
      }
    });
  }

  nudge();
  return {
    nudge,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (running) await running;
      for (const channel of Object.values(channels)) channel.close();
    },
  };
}
