import * as v from 'valibot';
import type { ApiLanguage } from '../language';
import type { ClassifyType } from '../entities/classify';
import type { ContentKind } from './kinds';

/**
 * Scheduled publishing (`/cms/admin/api/content/<kind>/<id>/schedule`, `/cms/admin/api/schedule`):
 * an item may be given a time to go live (`publish`) and a time to leave the site (`unpublish`).
 * Times are instants (ISO 8601); the back office shows and takes them in the company time zone.
 * At the time, the CMS publishes or unpublishes the item as an editor's Publish would, recorded as
 * by the scheduler (`SCHEDULER`), and asks for a site publish.
 */
export const SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/** Who the scheduler's publishes are by, in content versions and the audit log. */
export const SCHEDULER = 'scheduler';

/** One scheduled change of an item. */
export interface ScheduledChange {
  /** When it is due (ISO 8601, UTC). */
  at: string;
  /** The staff user who set it. */
  by: string;
  /** The code of the refusal that stopped it when it came due (a back-office message key); null unless it failed. */
  failure: string | null;
}

/** An item's schedule, on its record and its list row: each action's change, or null. */
export type ContentSchedule = Record<ScheduleAction, ScheduledChange | null>;

export const NO_SCHEDULE: ContentSchedule = { publish: null, unpublish: null };

/** An instant with its offset or `Z` (`2026-12-01T15:30:00+08:00`), or null to clear. */
const scheduleTime = v.nullable(v.pipe(v.string(), v.isoTimestamp()));

/** `PUT content/<kind>/<id>/schedule`: the times to keep (a time not changed keeps its row as it is). */
export const scheduleBody = v.object({ publishAt: scheduleTime, unpublishAt: scheduleTime });
export type ScheduleTimes = v.InferOutput<typeof scheduleBody>;

/** A row of the calendar (`GET schedule?from=&to=`): one scheduled change, with the item's names. */
export interface CalendarEntry {
  kind: ContentKind;
  id: number;
  action: ScheduleAction;
  at: string;
  by: string;
  failure: string | null;
  title: Record<ApiLanguage, string | null>;
  /** An article's section (the classify type of its category), which the back office edits it in; null for the other kinds. */
  classifyType: ClassifyType | null;
}
