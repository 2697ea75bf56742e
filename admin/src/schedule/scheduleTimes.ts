import { companyInstant, companyIsoTime } from '../../../contract/companyTime';

/**
 * An instant as a `datetime-local` input holds it (`2026-12-01T15:30`): the company's wall clock
 * (Beijing time by default), whatever the zone of the editor's computer: its ISO time to the
 * minute, without the offset.
 */
export const toCompanyInput = (instant: string, timeZone: string): string => companyIsoTime(new Date(instant), timeZone).slice(0, 16);

/** A `datetime-local` input's value, read on the company's clocks, as an instant (ISO 8601); null when empty or not a time. */
export function fromCompanyInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(companyInstant(match[1]!, Number(match[2]) * 60 + Number(match[3]), timeZone)).toISOString();
}

/** The first day (`2026-12-01`) of the month `offset` months from the one a day is in. */
export function monthStart(day: string, offset = 0): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + offset, 1));
  return first.toISOString().slice(0, 10);
}
