import { describe, expect, it } from 'vitest';
import { formatCompanyTime, isTimeZone, nextDay, startOfCompanyDay, wallClock } from '../../contract/companyTime';

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

  it('knows IANA names only', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Beijing')).toBe(false);
  });
});
