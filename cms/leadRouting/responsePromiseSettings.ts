import { readInteger } from '../platform/readInteger';

/** The response-time promise: how soon a new lead is contacted, and who hears when it is not (docs/leadRouting.md). */
export interface ResponsePromiseSettings {
  /** Working minutes from a lead's arrival to when it is due (LEAD_RESPONSE_MINUTES). */
  responseMinutes: number;
  /** Further working minutes, after it was due, before a still-new lead goes to the manager (LEAD_ESCALATION_MINUTES). */
  escalationMinutes: number;
  /** The working day on the company's clocks (WORKING_HOURS), in minutes after midnight. */
  opensAt: number;
  closesAt: number;
  /** Days of the week worked (WORKING_DAYS), 0 Sunday to 6 Saturday. */
  workingWeekdays: ReadonlySet<number>;
  /** Who is told of an overdue lead (LEAD_ESCALATION_TO): a staff user's e-mail (their channel) or a mailbox; none when undefined. */
  escalateTo: string | undefined;
  /** How often overdue leads are looked for (LEAD_REMINDER_CHECK_SECONDS). */
  checkIntervalMs: number;
}

export const RESPONSE_PROMISE_DEFAULTS: ResponsePromiseSettings = {
  responseMinutes: 120,
  escalationMinutes: 120,
  opensAt: 9 * 60,
  closesAt: 18 * 60,
  workingWeekdays: new Set([1, 2, 3, 4, 5]),
  escalateTo: undefined,
  checkIntervalMs: 60_000,
};

/** `09:00-18:00` → [540, 1080]. */
function readWorkingHours(raw: string | undefined): [number, number] {
  const text = raw?.trim();
  if (!text) return [RESPONSE_PROMISE_DEFAULTS.opensAt, RESPONSE_PROMISE_DEFAULTS.closesAt];
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(text);
  const [opensAt, closesAt] = match ? [Number(match[1]) * 60 + Number(match[2]), Number(match[3]) * 60 + Number(match[4])] : [NaN, NaN];
  if (!match || Number(match[2]) > 59 || Number(match[4]) > 59 || !(opensAt < closesAt) || closesAt > 24 * 60) {
    throw new Error(`WORKING_HOURS must be an opening and a closing time such as 09:00-18:00, got "${raw}"`);
  }
  return [opensAt, closesAt];
}

/** `1-5` or `1,2,3,4,5,6`: ISO days of the week (1 Monday to 7 Sunday), as JavaScript numbers them (0 Sunday). */
function readWorkingDays(raw: string | undefined): ReadonlySet<number> {
  const text = raw?.trim();
  if (!text) return RESPONSE_PROMISE_DEFAULTS.workingWeekdays;
  const days = new Set<number>();
  for (const part of text.split(',')) {
    const range = /^\s*([1-7])\s*(?:-\s*([1-7])\s*)?$/.exec(part);
    if (!range || Number(range[2] ?? range[1]) < Number(range[1])) {
      throw new Error(`WORKING_DAYS must list days of the week from 1 (Monday) to 7 (Sunday), such as 1-5 or 1,2,3,4,5,6, got "${raw}"`);
    }
    for (let day = Number(range[1]); day <= Number(range[2] ?? range[1]); day++) days.add(day % 7);
  }
  return days;
}

/** Settings from LEAD_RESPONSE_MINUTES, LEAD_ESCALATION_MINUTES, WORKING_HOURS, WORKING_DAYS, LEAD_ESCALATION_TO, LEAD_REMINDER_CHECK_SECONDS. */
export function readResponsePromiseSettings(env: NodeJS.ProcessEnv): ResponsePromiseSettings {
  const [opensAt, closesAt] = readWorkingHours(env.WORKING_HOURS);
  return {
    responseMinutes: readInteger(env, 'LEAD_RESPONSE_MINUTES', RESPONSE_PROMISE_DEFAULTS.responseMinutes, 1, 60 * 24 * 30),
    escalationMinutes: readInteger(env, 'LEAD_ESCALATION_MINUTES', RESPONSE_PROMISE_DEFAULTS.escalationMinutes, 1, 60 * 24 * 30),
    opensAt,
    closesAt,
    workingWeekdays: readWorkingDays(env.WORKING_DAYS),
    escalateTo: env.LEAD_ESCALATION_TO?.trim().toLowerCase() || undefined,
    checkIntervalMs: readInteger(env, 'LEAD_REMINDER_CHECK_SECONDS', RESPONSE_PROMISE_DEFAULTS.checkIntervalMs / 1000, 1, 86_400) * 1000,
  };
}
