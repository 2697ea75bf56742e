import type { Kysely } from 'kysely';
import { NO_SCHEDULE, SCHEDULE_ACTIONS, type ContentSchedule, type ScheduleAction, type ScheduleTimes } from '../../../contract/content/schedule';
import type { ContentKind } from '../../../contract/content/kinds';
import type { Database } from '../../db/schema';

/** A row of `content_schedule` as the repository answers it. */
export interface ScheduleRow {
  kind: string;
  itemId: number;
  action: ScheduleAction;
  dueAt: string;
  scheduledBy: string;
  failure: string | null;
}

const scheduleColumns = ['kind', 'item_id as itemId', 'action', 'due_at as dueAt', 'scheduled_by as scheduledBy', 'failure'] as const;

const selectSchedules = (db: Kysely<Database>) => db.selectFrom('content_schedule').select(scheduleColumns).$narrowType<{ action: ScheduleAction }>();

const changeOf = (row: ScheduleRow) => ({ at: row.dueAt, by: row.scheduledBy, failure: row.failure });

/** The schedules of a page of items, by id; an item with none answers `NO_SCHEDULE`. */
export async function findSchedules(db: Kysely<Database>, kind: string, itemIds: number[]): Promise<Map<number, ContentSchedule>> {
  const rows = itemIds.length === 0 ? [] : await selectSchedules(db).where('kind', '=', kind).where('item_id', 'in', itemIds).execute();
  const schedules = new Map(itemIds.map((itemId) => [itemId, { ...NO_SCHEDULE }]));
  for (const row of rows) schedules.get(row.itemId)![row.action] = changeOf(row);
  return schedules;
}

export async function findSchedule(db: Kysely<Database>, kind: string, itemId: number): Promise<ContentSchedule> {
  return (await findSchedules(db, kind, [itemId])).get(itemId)!;
}

/**
 * Sets an item's schedule, `current` as read in the same transaction: an action given null loses
 * its row; one given a new time gets it afresh (unclaimed, without failure); one given the time
 * it has keeps its row as it is.
 */
export async function writeSchedule(
  db: Kysely<Database>,
  kind: ContentKind,
  itemId: number,
  change: { times: Record<ScheduleAction, string | null>; current: ContentSchedule },
  actor: { email: string; at: string },
): Promise<void> {
  const { times, current } = change;
  for (const action of SCHEDULE_ACTIONS) {
    const at = times[action];
    if (at === null) {
      await db.deleteFrom('content_schedule').where('kind', '=', kind).where('item_id', '=', itemId).where('action', '=', action).execute();
    } else if (current[action]?.at !== at) {
      const row = { due_at: at, scheduled_by: actor.email, scheduled_at: actor.at, claimed_until: null, failure: null };
      await db
        .insertInto('content_schedule')
        .values({ kind, item_id: itemId, action, ...row })
        .onConflict((conflict) => conflict.columns(['kind', 'item_id', 'action']).doUpdateSet(row))
        .execute();
    }
  }
}

/** The times of a `PUT …/schedule` body as the table keeps them: instants in UTC, or null. */
export const normalisedTimes = (body: ScheduleTimes): Record<ScheduleAction, string | null> => ({
  publish: body.publishAt === null ? null : new Date(body.publishAt).toISOString(),
  unpublish: body.unpublishAt === null ? null : new Date(body.unpublishAt).toISOString(),
});

/** What is scheduled from `from` (included) to `to` (excluded), of the kinds given, soonest first. */
export async function listScheduled(db: Kysely<Database>, range: { from: string; to: string; kinds: readonly string[] }): Promise<ScheduleRow[]> {
  if (range.kinds.length === 0) return [];
  return selectSchedules(db)
    .where('due_at', '>=', range.from)
    .where('due_at', '<', range.to)
    .where('kind', 'in', range.kinds)
    .orderBy('due_at')
    .orderBy('kind')
    .orderBy('item_id')
    .execute();
}

/** An item deleted takes its schedule with it. */
export async function deleteSchedules(db: Kysely<Database>, kind: string, itemId: number): Promise<void> {
  await db.deleteFrom('content_schedule').where('kind', '=', kind).where('item_id', '=', itemId).execute();
}
