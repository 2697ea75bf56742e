import { describe, expect, it } from 'vitest';
import { RESPONSE_PROMISE_DEFAULTS, readResponsePromiseSettings } from '../../../cms/leadRouting/responsePromiseSettings';
import { addWorkingTime, type WorkingCalendar } from '../../../cms/leadRouting/workingTime';

const HOUR = 3_600_000;

/** Weekdays 09:00–18:00 in Beijing, National Day week off, Saturday 10 October worked in its place. */
const calendar: WorkingCalendar = {
  timeZone: 'Asia/Shanghai',
  opensAt: 9 * 60,
  closesAt: 18 * 60,
  workingWeekdays: new Set([1, 2, 3, 4, 5]),
  exceptions: new Map([
    ...['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07'].map((day) => [day, false] as const),
    ['2026-10-10', true] as const,
  ]),
};

/** A Beijing wall-clock time (`2026-09-25 17:30`) as an instant. */
const beijing = (time: string) => new Date(`${time.replace(' ', 'T')}:00+08:00`);

describe('working time on the company calendar', () => {
  it.each([
    ['a morning arrival is due the same morning', '2026-09-30 10:15', 2, '2026-09-30 12:15'],
    ['an arrival before opening counts from 09:00', '2026-09-30 07:40', 2, '2026-09-30 11:00'],
    ['an evening arrival counts what is left of the day, then the next morning', '2026-09-29 17:30', 2, '2026-09-30 10:30'],
    ['an arrival after closing counts from the next morning', '2026-09-29 21:00', 2, '2026-09-30 11:00'],
    ['a Friday evening arrival goes over the weekend', '2026-09-25 17:30', 2, '2026-09-28 10:30'],
    ['a Saturday arrival counts from Monday', '2026-09-26 12:00', 2, '2026-09-28 11:00'],
    ['holidays do not count, a working Saturday does', '2026-09-30 17:00', 2, '2026-10-08 10:00'],
    ['the working Saturday itself is a working day', '2026-10-09 17:30', 1, '2026-10-10 09:30'],
    ['a promise longer than a day spans working days', '2026-09-28 09:00', 20, '2026-09-30 11:00'],
    ['due exactly at closing stays that day', '2026-09-30 16:00', 2, '2026-09-30 18:00'],
  ])('%s', (_case, arrival, hours, due) => {
    expect(addWorkingTime(beijing(arrival), hours * HOUR, calendar).toISOString()).toBe(beijing(due).toISOString());
  });

  it('follows summer time where the company keeps it', () => {
    const berlin: WorkingCalendar = { ...calendar, timeZone: 'Europe/Berlin', exceptions: new Map() };
    // Friday 27 March 2026 17:00 CET (+01:00); summer time starts on Sunday the 29th, so Monday opens at 09:00 CEST (+02:00).
    expect(addWorkingTime(new Date('2026-03-27T17:00:00+01:00'), 2 * HOUR, berlin).toISOString())
      .toBe(new Date('2026-03-30T10:00:00+02:00').toISOString());
  });

  it('refuses a calendar without working days instead of searching for ever', () => {
    expect(() => addWorkingTime(beijing('2026-09-30 10:00'), HOUR, { ...calendar, workingWeekdays: new Set(), exceptions: new Map() })).toThrow(/no working time/);
  });
});

describe('the response-time promise settings', () => {
  it('default to two working hours, weekdays 09:00–18:00, and read what is set', () => {
    expect(readResponsePromiseSettings({})).toEqual(RESPONSE_PROMISE_DEFAULTS);
    const read = readResponsePromiseSettings({
      LEAD_RESPONSE_MINUTES: '90', LEAD_ESCALATION_MINUTES: '240', WORKING_HOURS: '08:30-17:30', WORKING_DAYS: '1-5,6',
      LEAD_ESCALATION_TO: 'Manager@Example.com', LEAD_REMINDER_CHECK_SECONDS: '30',
    });
    expect(read).toEqual({
      responseMinutes: 90, escalationMinutes: 240, opensAt: 510, closesAt: 1050, workingWeekdays: new Set([1, 2, 3, 4, 5, 6]),
      escalateTo: 'manager@example.com', checkIntervalMs: 30_000,
    });
    expect(readResponsePromiseSettings({ WORKING_DAYS: '7' }).workingWeekdays).toEqual(new Set([0]));
  });

  it.each([
    ['WORKING_HOURS', '18:00-09:00'],
    ['WORKING_HOURS', '9-18'],
    ['WORKING_HOURS', '09:75-18:00'],
    ['WORKING_DAYS', '0-4'],
    ['WORKING_DAYS', '5-1'],
    ['LEAD_RESPONSE_MINUTES', '0'],
    ['LEAD_RESPONSE_MINUTES', '1.5'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => readResponsePromiseSettings({ [name]: value })).toThrow(name);
  });
});
