import { describe, expect, it } from 'vitest';
import { companyDay, companyInstant, companyIsoTime, endOfCompanyDay, formatCompanyTime, isTimeZone, nextDay, startOfCompanyDay, wallClock } from '../../contract/companyTime';

describe('the company\'s wall clock', () => {
  it('reads a UTC instant as Beijing time, a day later after 16:00 UTC, with the offset', () => {
    expect(formatCompanyTime(new Date('2026-11-28T17:45:35.778Z'), 'Asia/Shanghai')).toBe('2026-11-29 01:45:35 +08:00');
    expect(wallClock(new Date('2026-11-28T17:45:35.778Z'), 'Asia/Shanghai')).toEqual({ year: 2026, month: 11, day: 29, hour: 1, minute: 45, second: 35, offset: '+08:00' });
  });

  it('follows a zone\'s summer time and writes UTC itself as +00:00, never as 24:00', () => {
    expect(formatCompanyTime(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('2026-07-01 08:00:00 -04:00');
    expect(formatCompanyTime(new Date('2026-12-01T12:00:00Z'), 'America/New_York')).toBe('2026-12-01 07:00:00 -05:00');
    expect(formatCompanyTime(new Date('2026-12-01T00:00:05Z'), 'UTC')).toBe('2026-12-01 00:00:05 +00:00');
    expect(formatCompanyTime(new Date('2026-06-01T00:00:00Z'), 'Asia/Kolkata')).toBe('2026-06-01 05:30:00 +05:30');
  });

  it('starts a company\'s day at its midnight, summer time changes included', () => {
    expect(startOfCompanyDay('2026-11-29', 'Asia/Shanghai')).toBe('2026-11-28T16:00:00.000Z');
    expect(startOfCompanyDay('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfCompanyDay('2026-03-09', 'America/New_York')).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfCompanyDay('2026-11-01', 'America/New_York')).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfCompanyDay('2026-11-02', 'America/New_York')).toBe('2026-11-02T05:00:00.000Z');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });

  it('ends a company\'s day at its last second, written ISO 8601 with the offset then (a job posting\'s validThrough)', () => {
    expect(endOfCompanyDay('2026-12-31', 'Asia/Shanghai')).toBe('2026-12-31T23:59:59+08:00');
    expect(Date.parse(endOfCompanyDay('2026-12-31', 'Asia/Shanghai'))).toBe(Date.parse('2026-12-31T15:59:59Z'));
    // New York's summer time starts on 8 March and ends on 1 November 2026: the offset is the one at the day's end.
    expect(endOfCompanyDay('2026-03-08', 'America/New_York')).toBe('2026-03-08T23:59:59-04:00');
    expect(endOfCompanyDay('2026-11-01', 'America/New_York')).toBe('2026-11-01T23:59:59-05:00');
    expect(endOfCompanyDay('2026-02-28', 'UTC')).toBe('2026-02-28T23:59:59+00:00');
    expect(companyIsoTime(new Date('2026-06-01T00:00:00.900Z'), 'Asia/Kolkata')).toBe('2026-06-01T05:30:00+05:30');
  });

  it('names the company\'s day of an instant, and the instant its clocks read a time of a day', () => {
    expect(companyDay(new Date('2026-11-28T15:59:59.999Z'), 'Asia/Shanghai')).toBe('2026-11-28');
    expect(companyDay(new Date('2026-11-28T16:00:00.000Z'), 'Asia/Shanghai')).toBe('2026-11-29');
    expect(companyDay(new Date('2026-03-08T04:59:59.000Z'), 'America/New_York')).toBe('2026-03-07');
    expect(new Date(companyInstant('2026-11-29', 9 * 60, 'Asia/Shanghai')).toISOString()).toBe('2026-11-29T01:00:00.000Z');
    // 09:00 in New York the day after clocks went forward is four hours behind UTC, the day before five.
    expect(new Date(companyInstant('2026-03-07', 9 * 60, 'America/New_York')).toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(new Date(companyInstant('2026-03-09', 9 * 60, 'America/New_York')).toISOString()).toBe('2026-03-09T13:00:00.000Z');
  });

  it('reads every instant as Intl does, around summer time changes, half-hour zones and local mean time', () => {
    const intl = (instant: Date, timeZone: string) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23', timeZoneName: 'longOffset' })
          .formatToParts(instant)
          .map((part) => [part.type, part.value]),
      );
      const offset = (parts.timeZoneName ?? 'GMT').slice(3) || '+00:00';
      return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second), offset };
    };
    // The first instant of each change of offset within a range, found by halving it.
    const changeWithin = (timeZone: string, from: string, to: string) => {
      let [before, after] = [Date.parse(from), Date.parse(to)];
      const offsetOf = (instant: number) => intl(new Date(instant), timeZone).offset;
      expect(offsetOf(before), `${timeZone} changes offset between ${from} and ${to}`).not.toBe(offsetOf(after));
      while (after - before > 1) {
        const middle = Math.floor((before + after) / 2);
        if (offsetOf(middle) === offsetOf(before)) before = middle;
        else after = middle;
      }
      return after;
    };
    const changes = [
      ['America/New_York', changeWithin('America/New_York', '2026-02-01T00:00:00Z', '2026-04-01T00:00:00Z')] as const,
      ['America/St_Johns', changeWithin('America/St_Johns', '2026-10-01T00:00:00Z', '2026-12-01T00:00:00Z')] as const,
      ['Australia/Lord_Howe', changeWithin('Australia/Lord_Howe', '2026-09-01T00:00:00Z', '2026-12-01T00:00:00Z')] as const,
      ['Australia/Lord_Howe', changeWithin('Australia/Lord_Howe', '2026-03-01T00:00:00Z', '2026-05-01T00:00:00Z')] as const,
      ['Asia/Kathmandu', changeWithin('Asia/Kathmandu', '1985-06-01T00:00:00Z', '1986-06-01T00:00:00Z')] as const,
      ['Asia/Shanghai', changeWithin('Asia/Shanghai', '1900-01-01T00:00:00Z', '1902-01-01T00:00:00Z')] as const,
    ];
    // Instants a second, a minute and hours either side of each change (offsets are kept per hour).
    for (const [timeZone, change] of changes) {
      for (const step of [-7_200_000, -60_000, -1_000, -1, 0, 1, 1_000, 60_000, 1_800_000, 7_200_000]) {
        const instant = new Date(change + step);
        expect(wallClock(instant, timeZone), `${timeZone} ${instant.toISOString()}`).toEqual(intl(instant, timeZone));
      }
    }
  });

  it('knows IANA names only', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Beijing')).toBe(false);
  });
});
