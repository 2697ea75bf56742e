import { companyInstant, wallClock } from '../../../contract/companyTime';

const two = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as a `datetime-local` input holds it (`2026-12-01T15:30`): the company's wall clock
 * (Beijing time by default), whatever the zone of the editor's computer.
 */
export function toCompanyInput(instant: string, timeZone: string): string {
  const t = wallClock(new Date(instant), timeZone);
  return `${t.year}-${two(t.month)}-${two(t.day)}T${two(t.hour)}:${two(t.minute)}`;
}

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
