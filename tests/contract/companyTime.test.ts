import { describe, expect, it } from 'vitest';
import { formatCompanyTime, isTimeZone, wallClock } from '../../contract/companyTime';

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

  it('knows IANA names only', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Beijing')).toBe(false);
  });
});
