import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { claimDueNotifications, insertNotification, type NotificationChannel } from '../../../cms/notifications/notificationOutbox';
import { withMigratedDatabase } from '../../support/databaseAtMigration';
import { recordingQueries } from '../../support/recordedQueries';

const UNSENT_MAIL = 3_000;

describe('the outbox claim on SQLite', () => {
  it('reads one entry of the unsent rows\' index, however many unsent rows of another channel wait', () =>
    withMigratedDatabase('sqlite', 'outboxclaim', async (db) => {
      const createdAt = new Date(Date.now() - 60_000).toISOString();
      const row = (channel: NotificationChannel, submissionId: number) => ({
        kind: 'lead' as const,
        submissionId,
        channel,
        target: channel === 'mail' ? 'sales@example.com' : 'https://crm.example.com/hook',
        language: 'zh',
        subject: 'subject',
        body: 'body',
        createdAt,
      });
      // Mail no worker sends (no SMTP) piles up unsent before the webhook rows.
      await db.transaction().execute(async (trx) => {
        for (let id = 1; id <= UNSENT_MAIL; id++) await insertNotification(trx, row('mail', id));
        await insertNotification(trx, row('webhook', UNSENT_MAIL + 1));
        await insertNotification(trx, row('webhook', UNSENT_MAIL + 2));
      });

      // The claim's statements as the repository builds them, recorded on their way to SQLite.
      const { db: tracing, queries: captured } = recordingQueries(db);
      const now = new Date().toISOString();
      const claimed = await claimDueNotifications(tracing, 'sqlite', {
        now,
        claimedUntil: new Date(Date.now() + 60_000).toISOString(),
        limit: 10,
        channels: ['webhook'],
      });
      expect(claimed.map((claim) => [claim.channel, claim.submission_id])).toEqual([
        ['webhook', UNSENT_MAIL + 1],
        ['webhook', UNSENT_MAIL + 2],
      ]);

      const claim = captured[0]!;
      const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${claim.sql}`, [...claim.parameters]));
      const plan = rows.map((step) => step.detail);
      expect(plan).toContain('SEARCH notification_outbox USING INDEX notification_outbox_unsent (channel=?)');
      expect(plan.join('\n')).not.toMatch(/TEMP B-TREE|SCAN notification_outbox/);
    }));
});
