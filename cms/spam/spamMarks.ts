import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { SPAM_SIGNALS, type SpamReason, type SpamSignal, type SpamVerdict } from '../../contract/spamReasons';
import type { SubmissionKind } from '../../contract/submissionKinds';

/** What a submission's status change says of sales' verdict: into spam is Spam, out of it Not spam, anything else none. */
function verdictOfMove(from: string, to: string): SpamVerdict | null {
  if (from === to) return null;
  if (to === 'spam') return 'spam';
  if (from === 'spam') return 'not_spam';
  return null;
}

export interface SpamMarkInput {
  kind: SubmissionKind;
  submissionId: number;
  from: string;
  to: string;
  score: number;
  reasons: readonly SpamReason[];
  language: string;
  actor: { userId: number; now: Date };
}

/** Records sales' verdict when a status change gives one, in the change's transaction. */
export async function recordSpamMark(trx: Kysely<Database>, mark: SpamMarkInput): Promise<void> {
  const verdict = verdictOfMove(mark.from, mark.to);
  if (!verdict) return;
  await trx
    .insertInto('spam_mark')
    .values({
      submission_kind: mark.kind,
      submission_id: mark.submissionId,
      verdict,
      score: mark.score,
      reasons: JSON.stringify(mark.reasons),
      language: mark.language,
      actor_user_id: mark.actor.userId,
      marked_at: mark.actor.now.toISOString(),
    })
    .execute();
}

/** The marks an export keeps: marked within the range, of one verdict. */
export interface SpamMarkFilter {
  createdFrom?: string;
  createdBefore?: string;
  verdict?: SpamVerdict;
}

const filtered = (db: Kysely<Database>, filter: SpamMarkFilter) => {
  let query = db.selectFrom('spam_mark');
  if (filter.createdFrom) query = query.where('spam_mark.marked_at', '>=', filter.createdFrom);
  if (filter.createdBefore) query = query.where('spam_mark.marked_at', '<', filter.createdBefore);
  if (filter.verdict) query = query.where('spam_mark.verdict', '=', filter.verdict);
  return query;
};

export async function countSpamMarks(db: Kysely<Database>, filter: SpamMarkFilter): Promise<number> {
  const { n } = await filtered(db, filter).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

/** One mark as exported: the verdict, who gave it, and each signal's points then (0 when it did not fire). */
export type SpamMarkRow = {
  id: number;
  markedAt: string;
  verdict: SpamVerdict;
  actor: string;
  kind: string;
  submissionId: number;
  language: string;
  score: number;
} & Record<`points_${SpamSignal}`, number>;

const toRow = (row: {
  id: number; markedAt: string; verdict: string; actor: string; kind: string; submissionId: number; language: string; score: number; reasons: string;
}): SpamMarkRow => {
  const reasons = JSON.parse(row.reasons) as SpamReason[];
  const points = Object.fromEntries(
    SPAM_SIGNALS.map((signal) => [`points_${signal}`, reasons.find((reason) => reason.signal === signal)?.points ?? 0]),
  ) as Record<`points_${SpamSignal}`, number>;
  return {
    id: row.id,
    markedAt: row.markedAt,
    verdict: row.verdict as SpamVerdict,
    actor: row.actor,
    kind: row.kind,
    submissionId: row.submissionId,
    language: row.language,
    score: row.score,
    ...points,
  };
};

/** Every mark the filter keeps, newest first, a batch at a time by keyset. */
export async function* streamSpamMarks(db: Kysely<Database>, filter: SpamMarkFilter, batchSize = 500): AsyncGenerator<SpamMarkRow> {
  let below: number | undefined;
  for (;;) {
    let query = filtered(db, filter)
      .innerJoin('staff_user', 'staff_user.user_id', 'spam_mark.actor_user_id')
      .select([
        'spam_mark.mark_id as id',
        'spam_mark.marked_at as markedAt',
        'spam_mark.verdict',
        'staff_user.display_name as actor',
        'spam_mark.submission_kind as kind',
        'spam_mark.submission_id as submissionId',
        'spam_mark.language',
        'spam_mark.score',
        'spam_mark.reasons',
      ]);
    if (below !== undefined) query = query.where('spam_mark.mark_id', '<', below);
    const rows = await query.orderBy('spam_mark.mark_id', 'desc').limit(batchSize).execute();
    for (const row of rows) yield toRow(row);
    if (rows.length < batchSize) return;
    below = rows[rows.length - 1]!.id;
  }
}
