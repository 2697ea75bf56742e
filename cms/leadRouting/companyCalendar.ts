import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { preparedQuery } from '../db/preparedQuery';
import type { ResponsePromiseSettings } from './responsePromiseSettings';
import type { WorkingCalendar } from './workingTime';

/** A day that breaks the weekly pattern, as an admin enters it. */
export interface CalendarDay {
  /** `2026-10-01`; also the record's id in the back office. */
  id: string;
  working: boolean;
  note: string;
}

// Prepared: every arriving lead reads the days from its own.
const calendarDaysFrom = preparedQuery((db: Kysely<Database>, $: Readonly<{ from: string }>) =>
  db.selectFrom('company_calendar_day').selectAll().where('day', '>=', $.from).orderBy('day'),
);

/** The days entered, in order, from `from` on; every one without it ('' is before every day). */
export async function listCalendarDays(db: Kysely<Database>, { from = '' }: { from?: string } = {}): Promise<CalendarDay[]> {
  const rows = await calendarDaysFrom(db, { from });
  return rows.map((row) => ({ id: row.day, working: row.working === 1, note: row.note }));
}

export async function findCalendarDay(db: Kysely<Database>, day: string): Promise<CalendarDay | undefined> {
  return (await listCalendarDays(db, { from: day })).find((entry) => entry.id === day);
}

/** Adds the day, or changes it when it is listed already. */
export async function saveCalendarDay(db: Kysely<Database>, day: CalendarDay): Promise<void> {
  await db
    .insertInto('company_calendar_day')
    .values({ day: day.id, working: day.working ? 1 : 0, note: day.note })
    .onConflict((conflict) => conflict.column('day').doUpdateSet({ working: day.working ? 1 : 0, note: day.note }))
    .execute();
}

export async function deleteCalendarDay(db: Kysely<Database>, day: string): Promise<void> {
  await db.deleteFrom('company_calendar_day').where('day', '=', day).execute();
}

/** The company's calendar from `from` (a day) on: the weekly pattern of the settings and the days entered in the back office. */
export async function loadWorkingCalendar(
  db: Kysely<Database>,
  settings: ResponsePromiseSettings,
  timeZone: string,
  from: string,
): Promise<WorkingCalendar> {
  const days = await listCalendarDays(db, { from });
  return {
    timeZone,
    opensAt: settings.opensAt,
    closesAt: settings.closesAt,
    workingWeekdays: settings.workingWeekdays,
    exceptions: new Map(days.map((day) => [day.id, day.working])),
  };
}
