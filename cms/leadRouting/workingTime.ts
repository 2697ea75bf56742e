import { companyDay, companyInstant, nextDay } from '../../contract/companyTime';

/** When the company works: a weekly pattern on its clocks, and the days that break it. */
export interface WorkingCalendar {
  timeZone: string;
  /** Minutes after midnight the working day starts and ends (09:00 → 540, 18:00 → 1080). */
  opensAt: number;
  closesAt: number;
  /** Days of the week worked, 0 Sunday to 6 Saturday. */
  workingWeekdays: ReadonlySet<number>;
  /** `2026-10-01` → false (a holiday), `2026-09-28` → true (a working Sunday). */
  exceptions: ReadonlyMap<string, boolean>;
}

// No calendar leaves a year without a working day; beyond that the calendar is broken, not late.
const MAX_DAYS_SEARCHED = 366;

export function isWorkingDay(day: string, calendar: WorkingCalendar): boolean {
  return calendar.exceptions.get(day) ?? calendar.workingWeekdays.has(new Date(`${day}T00:00:00.000Z`).getUTCDay());
}

/**
 * The instant `durationMs` of working time after `start`: time outside working hours, on
 * weekends and holidays does not count, so a lead that arrives at 17:30 on a Friday with two
 * hours promised is due at 10:30 on Monday (09:00–18:00), and one that arrives on a Saturday is
 * due two hours after Monday opens.
 */
export function addWorkingTime(start: Date, durationMs: number, calendar: WorkingCalendar): Date {
  let remaining = durationMs;
  let day = companyDay(start, calendar.timeZone);
  for (let searched = 0; searched < MAX_DAYS_SEARCHED; searched++, day = nextDay(day)) {
    if (!isWorkingDay(day, calendar)) continue;
    const opens = companyInstant(day, calendar.opensAt, calendar.timeZone);
    const closes = companyInstant(day, calendar.closesAt, calendar.timeZone);
    const from = Math.max(start.getTime(), opens);
    if (from >= closes) continue;
    if (remaining <= closes - from) return new Date(from + remaining);
    remaining -= closes - from;
  }
  throw new Error(`The company calendar has no working time in the ${MAX_DAYS_SEARCHED} days after ${start.toISOString()}`);
}
