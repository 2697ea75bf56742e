import { describe, expect, it } from 'vitest';
import { fromCompanyInput, monthStart, toCompanyInput } from '../../admin/src/schedule/scheduleTimes';

describe('schedule times on the company’s clocks', () => {
  it('reads a time typed in Beijing time as the instant eight hours earlier in UTC, and shows it back the same', () => {
    expect(fromCompanyInput('2026-12-01T15:30', 'Asia/Shanghai')).toBe('2026-12-01T07:30:00.000Z');
    expect(toCompanyInput('2026-12-01T07:30:00.000Z', 'Asia/Shanghai')).toBe('2026-12-01T15:30');
    // Past midnight in Beijing is the day before in UTC.
    expect(fromCompanyInput('2026-12-01T00:15', 'Asia/Shanghai')).toBe('2026-11-30T16:15:00.000Z');
    expect(toCompanyInput('2026-11-30T16:15:00.000Z', 'Asia/Shanghai')).toBe('2026-12-01T00:15');
  });

  it('follows a company time zone with summer time, whatever the computer’s own zone', () => {
    expect(fromCompanyInput('2026-07-01T09:00', 'Europe/Berlin')).toBe('2026-07-01T07:00:00.000Z');
    expect(fromCompanyInput('2026-12-01T09:00', 'Europe/Berlin')).toBe('2026-12-01T08:00:00.000Z');
  });

  it('answers null for an empty or partial input, which clears the time', () => {
    expect(fromCompanyInput('', 'Asia/Shanghai')).toBeNull();
    expect(fromCompanyInput('2026-12-01', 'Asia/Shanghai')).toBeNull();
  });

  it('steps months across the years', () => {
    expect(monthStart('2026-12-17')).toBe('2026-12-01');
    expect(monthStart('2026-12-17', 1)).toBe('2027-01-01');
    expect(monthStart('2026-01-05', -1)).toBe('2025-12-01');
  });
});
