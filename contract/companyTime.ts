/**
 * The company's time zone when COMPANY_TIME_ZONE does not name another: staff read every time in
 * it (the back office, exports), whatever the time zone of their computer or the server.
 */
export const DEFAULT_COMPANY_TIME_ZONE = 'Asia/Shanghai';

/** An instant as a clock on the wall of the company reads it, with that clock's offset from UTC. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** `+08:00`, `-05:00`, `+00:00`. */
  offset: string;
}

// Building a formatter is costly next to using one: each time zone gets one, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows `timeZone` as an IANA time zone name (`Asia/Shanghai`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** A time zone's offset from UTC at an instant: in milliseconds (whole seconds), and as written (`+08:00`). */
interface Offset {
  millis: number;
  text: string;
}

function measuredOffset(instant: number, timeZone: string): Offset {
  const parts = Object.fromEntries(formatterOf(timeZone).formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const wallAsUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  // `GMT+08:00`; UTC itself is written `GMT`.
  return { millis: wallAsUtc - Math.floor(instant / 1000) * 1000, text: (parts.timeZoneName ?? 'GMT').slice(3) || '+00:00' };
}

const HOUR = 3_600_000;

// Asking Intl for a wall clock costs several microseconds, and a lead's arrival asks for a dozen.
// A time zone changes its offset a few times a year at most, never twice within an hour: an hour
// whose first and last instants have the same offset has it throughout, and is asked about once.
const steadyHours = new Map<string, Map<number, Offset>>();
const STEADY_HOURS_KEPT = 10_000;

/** How far the company's clocks are ahead of UTC at an instant (whole seconds). */
function offsetAt(instant: number, timeZone: string): Offset {
  const hour = Math.floor(instant / HOUR);
  let hours = steadyHours.get(timeZone);
  if (!hours) steadyHours.set(timeZone, (hours = new Map()));
  const known = hours.get(hour);
  if (known) return known;
  const first = measuredOffset(hour * HOUR, timeZone);
  const last = measuredOffset(hour * HOUR + HOUR - 1, timeZone);
  if (first.millis !== last.millis) return measuredOffset(instant, timeZone);
  if (hours.size >= STEADY_HOURS_KEPT) hours.clear();
  hours.set(hour, first);
  return first;
}

export function wallClock(instant: Date, timeZone: string): WallClock {
  const { millis, text } = offsetAt(instant.getTime(), timeZone);
  const wall = new Date(instant.getTime() + millis);
  return {
    year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(),
    hour: wall.getUTCHours(), minute: wall.getUTCMinutes(), second: wall.getUTCSeconds(),
    offset: text,
  };
}

const two = (value: number) => String(value).padStart(2, '0');
const dayText = (t: WallClock) => `${t.year}-${two(t.month)}-${two(t.day)}`;
const secondsText = (t: WallClock) => `${two(t.hour)}:${two(t.minute)}:${two(t.second)}`;

/** `2026-11-29 01:45:35 +08:00`: the company's wall clock, sortable as text, with its offset so nobody reads it as UTC. */
export function formatCompanyTime(instant: Date, timeZone: string): string {
  const t = wallClock(instant, timeZone);
  return `${dayText(t)} ${secondsText(t)} ${t.offset}`;
}

/** The calendar day (`2026-11-29`) the company's clocks are on at an instant. */
export const companyDay = (instant: Date, timeZone: string): string => dayText(wallClock(instant, timeZone));

/** The instant (milliseconds) the company's clocks read `minutes` after midnight on a calendar day. */
export function companyInstant(day: string, minutes: number, timeZone: string): number {
  const asUtc = Date.parse(`${day}T00:00:00.000Z`) + minutes * 60_000;
  // The offset at that reading taken as UTC, then again at the instant that gives: right across a change to or from summer time.
  const first = asUtc - offsetAt(asUtc, timeZone).millis;
  return asUtc - offsetAt(first, timeZone).millis;
}

/**
 * The instant a calendar day (`2026-11-29`) starts on the company's clocks, as an ISO string:
 * a day picked in a date filter is the company's day, as the times on screen are.
 */
export const startOfCompanyDay = (day: string, timeZone: string): string => new Date(companyInstant(day, 0, timeZone)).toISOString();

/** Whether a YYYY-MM-DD names a day of the calendar (the format alone, and Date.parse, take 2026-02-30). */
export const isCalendarDay = (day: string): boolean => new Date(`${day}T00:00:00.000Z`).toISOString().startsWith(day);

/** The day after a calendar day (`2026-11-30` → `2026-12-01`). */
export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

/** An instant as ISO 8601 on the company's clocks, with their offset (`2026-11-29T23:59:59+08:00`), to the second. */
export function companyIsoTime(instant: Date, timeZone: string): string {
  const t = wallClock(instant, timeZone);
  return `${dayText(t)}T${secondsText(t)}${t.offset}`;
}

/** The last second of a calendar day (`2026-11-29`) on the company's clocks, as companyIsoTime writes it. */
export const endOfCompanyDay = (day: string, timeZone: string): string =>
  companyIsoTime(new Date(companyInstant(nextDay(day), 0, timeZone) - 1000), timeZone);
