import type { Kysely } from 'kysely';
import { identityKey } from './columns';

/**
 * The spam score (cms/spam/):
 *
 * - `potential_customer.spam_score` and `spam_reasons`: the score a lead got when it arrived and
 *   the signals that made it (JSON, `SpamReason[]`); rows older than the score have 0 and none.
 * - `potential_customer.text_fingerprint`: a digest of the lead's normalised free text, indexed
 *   with the time so "the same text again, lately" is one index range; null for text too short to
 *   tell a repeat from a common phrase.
 * - `download_request.spam_score` and `spam_reasons`: the same for a download request, from the
 *   signals that apply to its fields (no free text: no repeats).
 * - `spam_mark`: each time a sales user marks a submission Spam or Not spam, with the score and
 *   reasons it had then, for tuning the weights. It holds nothing the visitor wrote, so it stays
 *   when the submission is deleted (no foreign key to it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('potential_customer').addColumn('spam_score', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('potential_customer').addColumn('spam_reasons', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('potential_customer').addColumn('text_fingerprint', 'text').execute();
  await db.schema
    .createIndex('potential_customer_text_fingerprint')
    .on('potential_customer')
    .columns(['text_fingerprint', 'created_at'])
    .execute();

  await db.schema.alterTable('download_request').addColumn('spam_score', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('download_request').addColumn('spam_reasons', 'text', (c) => c.notNull().defaultTo('[]')).execute();

  await db.schema
    .createTable('spam_mark')
    .addColumn('mark_id', 'integer', identityKey(db))
    .addColumn('submission_kind', 'text', (c) => c.notNull())
    .addColumn('submission_id', 'integer', (c) => c.notNull())
    .addColumn('verdict', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('reasons', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer', (c) => c.notNull().references('staff_user.user_id'))
    .addColumn('marked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('spam_mark_marked').on('spam_mark').column('marked_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('spam_mark').execute();
  for (const column of ['spam_reasons', 'spam_score']) await db.schema.alterTable('download_request').dropColumn(column).execute();
  await db.schema.dropIndex('potential_customer_text_fingerprint').execute();
  for (const column of ['text_fingerprint', 'spam_reasons', 'spam_score']) {
    await db.schema.alterTable('potential_customer').dropColumn(column).execute();
  }
}
