import type { ExpressionBuilder, Kysely } from 'kysely';
import type { ScheduleAction } from '../../../contract/content/schedule';
import type { Database } from '../../db/schema';

/** A due change one instance holds until `claimedUntil`. */
export interface ClaimedChange {
  kind: string;
  itemId: number;
  action: ScheduleAction;
  dueAt: string;
  claimedUntil: string;
}

/** The row of a claim, as long as it is still this claim (an editor who sets the time anew ends it). */
const sameClaim = (change: ClaimedChange) => ({
  kind: change.kind,
  item_id: change.itemId,
  action: change.action,
  due_at: change.dueAt,
  claimed_until: change.claimedUntil,
});

/** A change that did not fail and that no instance holds at `now` (or whose holder's claim ran out). */
const claimable = (now: string) => (eb: ExpressionBuilder<Database, 'content_schedule'>) =>
  eb.and([eb('failure', 'is', null), eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)])]);

/**
 * Takes the changes due at `now` that no instance holds (or whose holder's claim ran out) and
 * did not fail, soonest first, holding each until `claimedUntil`. Each is taken by one
 * conditional UPDATE: SQLite runs it alone, and PostgreSQL, when two instances update the same
 * row, makes the second wait for the first and evaluate the condition again on the row the first
 * wrote, which no longer matches; so of several instances exactly one takes each change.
 */
export async function claimDueChanges(db: Kysely<Database>, now: string, claimedUntil: string, limit: number): Promise<ClaimedChange[]> {
  const due = await db
    .selectFrom('content_schedule')
    .select(['kind', 'item_id as itemId', 'action', 'due_at as dueAt'])
    .$narrowType<{ action: ScheduleAction }>()
    .where('due_at', '<=', now)
    .where(claimable(now))
    .orderBy('due_at')
    // An item to be published and unpublished at the same instant ends unpublished.
    .orderBy('action')
    .limit(limit)
    .execute();
  const claimed: ClaimedChange[] = [];
  for (const change of due) {
    const result = await db
      .updateTable('content_schedule')
      .set({ claimed_until: claimedUntil })
      .where('kind', '=', change.kind)
      .where('item_id', '=', change.itemId)
      .where('action', '=', change.action)
      .where('due_at', '=', change.dueAt)
      .where(claimable(now))
      .executeTakeFirst();
    if (result.numUpdatedRows === 1n) claimed.push({ ...change, claimedUntil });
  }
  return claimed;
}

/**
 * A change carried out (or whose item is gone) leaves the schedule; a row an editor set anew
 * meanwhile (another time, so no longer this claim) stays.
 */
export async function completeChange(db: Kysely<Database>, change: ClaimedChange): Promise<void> {
  await db
    .deleteFrom('content_schedule')
    .where((eb) => eb.and(sameClaim(change)))
    .execute();
}

/** A change the content refused keeps its row with the refusal, and is not tried again until set anew. */
export async function failChange(db: Kysely<Database>, change: ClaimedChange, failure: string): Promise<void> {
  await db.updateTable('content_schedule').set({ failure, claimed_until: null }).where((eb) => eb.and(sameClaim(change))).execute();
}

/** A change that could not be carried out this time (the item changed meanwhile, the database failed) is let go for the next tick. */
export async function releaseChange(db: Kysely<Database>, change: ClaimedChange): Promise<void> {
  await db.updateTable('content_schedule').set({ claimed_until: null }).where((eb) => eb.and(sameClaim(change))).execute();
}
