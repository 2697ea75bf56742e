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

export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(formatterOf(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  // `GMT+08:00`; UTC itself is written `GMT`.
  const offset = (parts.timeZoneName ?? 'GMT').slice(3) || '+00:00';
  return {
    year: Number(parts.year), month: Number(parts.month), day: Number(parts.day),
    hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second),
    offset,
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** `2026-11-29 01:45:35 +08:00`: the company's wall clock, sortable as text, with its offset so nobody reads it as UTC. */
export function formatCompanyTime(instant: Date, timeZone: string): string {
  const t = wallClock(instant, timeZone);
  return `${t.year}-${two(t.month)}-${two(t.day)} ${two(t.hour)}:${two(t.minute)}:${two(t.second)} ${t.offset}`;
}

/** How far the company's clocks are ahead of UTC at an instant (whole seconds), in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const t = wallClock(new Date(instant), timeZone);
  return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a calendar day (`2026-11-29`) starts on the company's clocks, as an ISO string:
 * a day picked in a date filter is the company's day, as the times on screen are.
 */
export function startOfCompanyDay(day: string, timeZone: string): string {
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
  // The offset at UTC midnight, then again at the instant that gives: right across a change to or from summer time.
  const first = midnightUtc - offsetAt(midnightUtc, timeZone);
  return new Date(midnightUtc - offsetAt(first, timeZone)).toISOString();
}

/** The day after a calendar day (`2026-11-30` → `2026-12-01`). */
export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
