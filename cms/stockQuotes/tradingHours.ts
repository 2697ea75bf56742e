/**
 * The trading sessions of the Shanghai and Shenzhen exchanges: Monday to Friday, 09:30 to 11:30
 * and 13:00 to 15:00 Shanghai time. Shanghai keeps UTC+8 all year (no daylight saving), so the
 * exchange's clock is the instant moved by eight hours. Exchange holidays are not known here: on
 * one the feed answers the last session's quote unchanged.
 */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const SESSIONS: ReadonlyArray<readonly [number, number]> = [
  [(9 * 60 + 30) * MINUTE_MS, (11 * 60 + 30) * MINUTE_MS],
  [13 * 60 * MINUTE_MS, 15 * 60 * MINUTE_MS],
];
export const MARKET_CLOSE_MS = 15 * 60 * MINUTE_MS;

/** Where an instant falls on the exchange's calendar. */
export function shanghaiDay(instant: Date): { date: string; weekday: number; msOfDay: number; dayStart: number } {
  const shifted = instant.getTime() + SHANGHAI_OFFSET_MS;
  const msOfDay = ((shifted % DAY_MS) + DAY_MS) % DAY_MS;
  const dayStart = shifted - msOfDay;
  const calendar = new Date(dayStart);
  return { date: calendar.toISOString().slice(0, 10), weekday: calendar.getUTCDay(), msOfDay, dayStart: dayStart - SHANGHAI_OFFSET_MS };
}

const isTradingDay = (weekday: number) => weekday >= 1 && weekday <= 5;

/** Whether `now` is within a session, both ends included. */
export function isTradingTime(now: Date): boolean {
  const { weekday, msOfDay } = shanghaiDay(now);
  return isTradingDay(weekday) && SESSIONS.some(([start, end]) => msOfDay >= start && msOfDay <= end);
}

/**
 * When to ask the feed next after asking at `now`: `intervalMs` later while that is still in the
 * session; else once more at the session's end (which gives the closing price at 15:00); else at
 * the start of the next session.
 */
export function nextPollAt(now: Date, intervalMs: number): Date {
  const { weekday, msOfDay, dayStart } = shanghaiDay(now);
  if (isTradingDay(weekday)) {
    for (const [start, end] of SESSIONS) {
      if (msOfDay < start || msOfDay >= end) continue;
      return new Date(dayStart + Math.min(msOfDay + intervalMs, end));
    }
  }
  for (let days = 0; days <= 7; days += 1) {
    const day = shanghaiDay(new Date(dayStart + days * DAY_MS + DAY_MS / 2));
    if (!isTradingDay(day.weekday)) continue;
    const start = SESSIONS.map(([sessionStart]) => day.dayStart + sessionStart).find((time) => time > now.getTime());
    if (start !== undefined) return new Date(start);
  }
  throw new Error('no trading session within a week');
}
