import { companyDay, nextDay, startOfCompanyDay } from '../../contract/companyTime';
import type { DashboardDays } from '../../contract/dashboardPeriods';

/** A span of time the dashboard counts over: from (kept) to before (not kept), ISO instants. */
export interface Bucket {
  /** The first company day of the span, `YYYY-MM-DD`. */
  label: string;
  from: string;
  before: string;
}

export interface DashboardPeriod {
  days: Bucket[];
  previousDays: Bucket[];
  /** Weeks (Monday to Sunday on the company's clocks) that overlap the period, and as many before them. */
  weeks: Bucket[];
  previousWeeks: Bucket[];
  /** The whole period and the one of the same length just before it. */
  current: Bucket;
  previous: Bucket;
  /** Every day the spans above cover, in order: counted once, then summed into each span. */
  coveredDays: Bucket[];
}

const addDays = (day: string, count: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + count * 86_400_000).toISOString().slice(0, 10);

/** A company day and the instants it starts and ends at: a day's length is the company's (summer time included). */
const dayBucket = (day: string, length: number, timeZone: string): Bucket => ({
  label: day,
  from: startOfCompanyDay(day, timeZone),
  before: startOfCompanyDay(length === 1 ? nextDay(day) : addDays(day, length), timeZone),
});

/**
 * The last `length` company days up to and including today, day by day and week by week, with the
 * same spans before them for comparison. Days are the company's (COMPANY_TIME_ZONE), like every
 * date the back office shows.
 */
export function dashboardPeriod(now: Date, timeZone: string, length: DashboardDays): DashboardPeriod {
  const today = companyDay(now, timeZone);
  const first = addDays(today, 1 - length);
  const previousFirst = addDays(first, -length);
  const days = Array.from({ length }, (_, index) => dayBucket(addDays(first, index), 1, timeZone));
  const previousDays = Array.from({ length }, (_, index) => dayBucket(addDays(previousFirst, index), 1, timeZone));
  // Monday of the first day's week: getUTCDay of a calendar day is its weekday anywhere.
  const monday = addDays(first, -((new Date(`${first}T00:00:00.000Z`).getUTCDay() + 6) % 7));
  const weekCount = Math.ceil((Date.parse(`${today}T00:00:00.000Z`) - Date.parse(`${monday}T00:00:00.000Z`) + 86_400_000) / (7 * 86_400_000));
  const weeks = Array.from({ length: weekCount }, (_, index) => dayBucket(addDays(monday, 7 * index), 7, timeZone));
  const previousWeeks = Array.from({ length: weekCount }, (_, index) => dayBucket(addDays(monday, 7 * (index - weekCount)), 7, timeZone));
  const coveredFirst = previousWeeks[0]!.label < previousFirst ? previousWeeks[0]!.label : previousFirst;
  const coveredCount = (Date.parse(`${weeks.at(-1)!.label}T00:00:00.000Z`) - Date.parse(`${coveredFirst}T00:00:00.000Z`)) / 86_400_000 + 7;
  return {
    coveredDays: Array.from({ length: coveredCount }, (_, index) => dayBucket(addDays(coveredFirst, index), 1, timeZone)),
    days,
    previousDays,
    weeks,
    previousWeeks,
    current: dayBucket(first, length, timeZone),
    previous: dayBucket(previousFirst, length, timeZone),
  };
}
