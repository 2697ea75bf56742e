import { describe, expect, it } from 'vitest';
import { isTradingTime, nextPollAt, shanghaiDay } from '../../../cms/stockQuotes/tradingHours';

/** An instant given in Shanghai time. */
const shanghai = (local: string) => new Date(`${local}+08:00`);
const MINUTE = 60_000;

describe('trading sessions (Shanghai time)', () => {
  it.each([
    ['2026-11-24T09:29:59', false], // Tuesday, before the morning session
    ['2026-11-24T09:30:00', true],
    ['2026-11-24T11:30:00', true],
    ['2026-11-24T11:30:01', false], // lunch break
    ['2026-11-24T12:59:59', false],
    ['2026-11-24T13:00:00', true],
    ['2026-11-24T15:00:00', true],
    ['2026-11-24T15:00:01', false],
    ['2026-11-28T10:00:00', false], // Saturday
    ['2026-11-29T14:00:00', false], // Sunday
    ['2026-11-30T01:45:00', false], // Monday 01:45 in Shanghai is Sunday 17:45 UTC
  ])('%s is in a session: %s', (local, trading) => {
    expect(isTradingTime(shanghai(local))).toBe(trading);
  });

  it('places an instant on the Shanghai calendar, not the UTC one', () => {
    expect(shanghaiDay(new Date('2026-11-23T17:45:00Z'))).toMatchObject({ date: '2026-11-24', weekday: 2 });
  });
});

describe('the next poll', () => {
  it.each([
    ['within a session: one interval later', '2026-11-24T10:00:00', 5, '2026-11-24T10:05:00'],
    ['near the end of the morning: at 11:30, not in the break', '2026-11-24T11:28:00', 5, '2026-11-24T11:30:00'],
    ['at 11:30: at 13:00', '2026-11-24T11:30:00', 5, '2026-11-24T13:00:00'],
    ['in the lunch break: at 13:00', '2026-11-24T12:10:00', 5, '2026-11-24T13:00:00'],
    ['near the close: at 15:00, for the closing price', '2026-11-24T14:59:30', 1, '2026-11-24T15:00:00'],
    ['at the close: at 09:30 the next weekday', '2026-11-24T15:00:00', 1, '2026-11-25T09:30:00'],
    ['before the opening: at 09:30', '2026-11-24T07:00:00', 1, '2026-11-24T09:30:00'],
    ['on Friday evening: on Monday at 09:30', '2026-11-27T20:00:00', 1, '2026-11-30T09:30:00'],
    ['on Saturday: on Monday at 09:30', '2026-11-28T10:00:00', 1, '2026-11-30T09:30:00'],
  ])('%s', (_name, local, intervalMinutes, expected) => {
    expect(nextPollAt(shanghai(local), intervalMinutes * MINUTE)).toEqual(shanghai(expected));
  });

  it('walks a whole week and never lands outside a session', () => {
    const polls: Date[] = [];
    let now = shanghai('2026-11-23T00:00:00');
    while (now < shanghai('2026-11-30T00:00:00')) {
      now = nextPollAt(now, 7 * MINUTE);
      polls.push(now);
    }
    expect(polls.slice(0, -1).every(isTradingTime)).toBe(true);
    // Monday to Friday: 09:30 + 17 polls to 11:29 + 11:30, 13:00 + 17 to 14:59 + 15:00 each day.
    expect(polls.slice(0, -1)).toHaveLength(5 * (1 + 17 + 1 + 1 + 17 + 1));
    expect(polls.at(-1)).toEqual(shanghai('2026-11-30T09:30:00'));
  });
});
