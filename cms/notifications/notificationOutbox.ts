import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseEngine } from '../db/connect';
import type { Database, NotificationOutboxTable } from '../db/schema';
import { preparedQuery } from '../db/preparedQuery';
import type { SubmissionKind } from '../../contract/submissionKinds';

/** What a row is about: a submission, or a staff invitation (its `submissionId` the invited user's id). */
export type NotificationKind = SubmissionKind | 'staff_invitation';
/** How a row is sent: mail to a mailbox, a signed POST to a webhook endpoint, or a group robot's message. */
export type NotificationChannel = 'mail' | 'webhook' | 'robot';
export type NotificationRow = Selectable<NotificationOutboxTable>;

export interface NewNotification {
  kind: NotificationKind;
  /** The submission's id, or the invited user's. */
  submissionId: number;
  channel: NotificationChannel;
  /** The mailbox, or the endpoint's URL. */
  target: string;
  webhookId?: number;
  robotId?: number;
  language: string;
  subject: string;
  body: string;
  createdAt: string;
}

// Prepared: every submission writes one row or more.
const insertRow = preparedQuery((db: Kysely<Database>, $: Readonly<Omit<NewNotification, 'webhookId' | 'robotId'> & { webhookId: number | null; robotId: number | null }>) =>
  db.insertInto('notification_outbox').values({
    kind: $.kind,
    submission_id: $.submissionId,
    channel: $.channel,
    target: $.target,
    webhook_id: $.webhookId,
    robot_id: $.robotId,
    language: $.language,
    subject: $.subject,
    body: $.body,
    next_attempt_at: $.createdAt,
    created_at: $.createdAt,
  }),
);

export async function insertNotification(db: Kysely<Database>, notification: NewNotification): Promise<void> {
  await insertRow(db, { ...notification, webhookId: notification.webhookId ?? null, robotId: notification.robotId ?? null });
}

/**
 * A deleted submission's mails and deliveries go with it: their subject and body repeat the
 * visitor's fields. An invitation's mail goes once its link is used or replaced: its body holds
 * the link.
 */
export async function deleteNotificationsOf(db: Kysely<Database>, kind: NotificationKind, submissionIds: number[]): Promise<void> {
  if (submissionIds.length === 0) return;
  await db.deleteFrom('notification_outbox').where('kind', '=', kind).where('submission_id', 'in', submissionIds).execute();
}

/** Which rows a worker takes: due at `now`, of the channels it can send, up to `limit`, held until `claimedUntil`. */
export interface Claim {
  now: string;
  claimedUntil: string;
  limit: number;
  channels: readonly NotificationChannel[];
}

/**
 * Takes up to `limit` unsent rows that are due and held by no live claim, holding each until
 * `claimedUntil`: no other worker takes them before then, and one that dies mid-send lets them
 * go when the lease ends, so every row is sent at least once. Rows of a channel the worker cannot
 * send (mail without SMTP) are left for one that can.
 */
export async function claimDueNotifications(db: Kysely<Database>, engine: DatabaseEngine, claim: Claim): Promise<NotificationRow[]> {
  if (claim.channels.length === 0) return [];
  return engine === 'postgres' ? claimWithRowLocks(db, claim) : claimOneByOne(db, claim);
}

/** Rows another transaction is claiming are skipped rather than waited for. */
async function claimWithRowLocks(db: Kysely<Database>, { now, claimedUntil, limit, channels }: Claim) {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('notification_outbox')
      .select('notification_id')
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .where('channel', 'in', channels)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .orderBy('notification_id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('notification_outbox')
      .set({ claimed_until: claimedUntil })
      .where('notification_id', 'in', due.map((row) => row.notification_id))
      .returningAll()
      .execute();
  });
}

/**
 * SQLite has no row locks: each claim is one conditional UPDATE, which SQLite runs alone, and a
 * row whose claim another worker took first no longer matches its condition. Each channel is
 * claimed by itself: with one channel named, the oldest unsent row is the first entry of
 * `notification_outbox_unsent` (migration 038); with several, SQLite read and sorted every
 * unsent row, those of a channel no worker sends included, on every claim.
 */
async function claimOneByOne(db: Kysely<Database>, { now, claimedUntil, limit, channels }: Claim) {
  const claimed: NotificationRow[] = [];
  for (const channel of channels) {
    while (claimed.length < limit) {
      const row = await db
        .updateTable('notification_outbox')
        .set({ claimed_until: claimedUntil })
        .where('notification_id', '=', (eb) =>
          eb
            .selectFrom('notification_outbox')
            .select('notification_id')
            .where('sent_at', 'is', null)
            .where('channel', '=', channel)
            .where('next_attempt_at', '<=', now)
            .where((inner) => inner.or([inner('claimed_until', 'is', null), inner('claimed_until', '<', now)]))
            .orderBy('notification_id')
            .limit(1),
        )
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .returningAll()
        .executeTakeFirst();
      if (!row) break;
      claimed.push(row);
    }
  }
  return claimed;
}

export async function markNotificationSent(db: Kysely<Database>, id: number, sentAt: string): Promise<void> {
  await db
    .updateTable('notification_outbox')
    .set((eb) => ({ sent_at: sentAt, claimed_until: null, attempts: eb('attempts', '+', 1) }))
    .where('notification_id', '=', id)
    .execute();
}

export async function markNotificationFailed(db: Kysely<Database>, id: number, failure: { error: string; nextAttemptAt: string }): Promise<void> {
  await db
    .updateTable('notification_outbox')
    .set((eb) => ({
      last_error: failure.error,
      next_attempt_at: failure.nextAttemptAt,
      claimed_until: null,
      attempts: eb('attempts', '+', 1),
    }))
    .where('notification_id', '=', id)
    .execute();
}

/** A row held back before any attempt (a robot's rate limit): due again at `nextAttemptAt`, its attempts and error unchanged. */
export async function holdNotification(db: Kysely<Database>, id: number, nextAttemptAt: string): Promise<void> {
  await db.updateTable('notification_outbox').set({ next_attempt_at: nextAttemptAt, claimed_until: null }).where('notification_id', '=', id).execute();
}

export async function listNotifications(
  db: Kysely<Database>,
  page: { offset: number; limit: number; newestFirst: boolean },
) {
  // What admins see of each row; the bodies (mail text, webhook payload) stay out of the list.
  const rows = await db
    .selectFrom('notification_outbox')
    .select([
      'notification_id as id',
      'kind',
      'submission_id as submissionId',
      'channel',
      'target',
      'language',
      'subject',
      'attempts',
      'next_attempt_at as nextAttemptAt',
      'sent_at as sentAt',
      'last_error as lastError',
      'created_at as createdAt',
    ])
    .orderBy('notification_id', page.newestFirst ? 'desc' : 'asc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const { total } = await db
    .selectFrom('notification_outbox')
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/** Deliveries still waiting for an endpoint that is being removed go with it; the ones sent stay as history. */
export async function deletePendingDeliveries(db: Kysely<Database>, webhookId: number): Promise<void> {
  await db.deleteFrom('notification_outbox').where('webhook_id', '=', webhookId).where('sent_at', 'is', null).execute();
}

/** Unsent rows of one channel: never tried yet, or retrying after failed attempts. */
export interface OutboxDepth {
  channel: string;
  state: 'new' | 'retrying';
  count: number;
}

/** The unsent rows of the whole outbox (every instance's), by channel and by whether an attempt failed. */
export async function countUnsentNotifications(db: Kysely<Database>): Promise<OutboxDepth[]> {
  // Selected and grouped by: 1 once an attempt failed.
  const retrying = sql<number>`case when attempts > 0 then 1 else 0 end`;
  const rows = await db
    .selectFrom('notification_outbox')
    .select(['channel', retrying.as('retrying'), sql<number>`count(*)`.as('count')])
    .where('sent_at', 'is', null)
    .groupBy(['channel', retrying])
    .execute();
  return rows.map((row) => ({ channel: row.channel, state: Number(row.retrying) === 1 ? 'retrying' : 'new', count: Number(row.count) }));
}
