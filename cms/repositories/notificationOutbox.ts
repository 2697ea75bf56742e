import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseEngine } from '../db/connect';
import type { Database, NotificationOutboxTable } from '../db/schema';

export type NotificationKind = 'lead' | 'resume' | 'download_request';
export type NotificationRow = Selectable<NotificationOutboxTable>;

export interface NewNotification {
  kind: NotificationKind;
  submissionId: number;
  recipient: string;
  language: string;
  subject: string;
  body: string;
  createdAt: string;
}

export async function insertNotification(db: Kysely<Database>, notification: NewNotification): Promise<void> {
  await db
    .insertInto('notification_outbox')
    .values({
      kind: notification.kind,
      submission_id: notification.submissionId,
      recipient: notification.recipient,
      language: notification.language,
      subject: notification.subject,
      body: notification.body,
      next_attempt_at: notification.createdAt,
      created_at: notification.createdAt,
    })
    .execute();
}

/** A deleted submission's mails go with it: their subject and body repeat the visitor's fields. */
export async function deleteNotificationsOf(db: Kysely<Database>, kind: NotificationKind, submissionIds: number[]): Promise<void> {
  if (submissionIds.length === 0) return;
  await db.deleteFrom('notification_outbox').where('kind', '=', kind).where('submission_id', 'in', submissionIds).execute();
}

/**
 * Takes up to `limit` unsent rows that are due and held by no live claim, holding each until
 * `claimedUntil`: no other worker takes them before then, and one that dies mid-send lets them
 * go when the lease ends, so every row is sent at least once.
 */
export async function claimDueNotifications(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  claim: { now: string; claimedUntil: string; limit: number },
): Promise<NotificationRow[]> {
  return engine === 'postgres' ? claimWithRowLocks(db, claim) : claimOneByOne(db, claim);
}

/** Rows another transaction is claiming are skipped rather than waited for. */
async function claimWithRowLocks(db: Kysely<Database>, { now, claimedUntil, limit }: { now: string; claimedUntil: string; limit: number }) {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('notification_outbox')
      .select('notification_id')
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', now)
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
 * row whose claim another worker took first no longer matches its condition.
 */
async function claimOneByOne(db: Kysely<Database>, { now, claimedUntil, limit }: { now: string; claimedUntil: string; limit: number }) {
  const claimed: NotificationRow[] = [];
  while (claimed.length < limit) {
    const row = await db
      .updateTable('notification_outbox')
      .set({ claimed_until: claimedUntil })
      .where('notification_id', '=', (eb) =>
        eb
          .selectFrom('notification_outbox')
          .select('notification_id')
          .where('sent_at', 'is', null)
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

export async function listNotifications(
  db: Kysely<Database>,
  page: { offset: number; limit: number; newestFirst: boolean },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const rows = await db
    .selectFrom('notification_outbox')
    .selectAll()
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
