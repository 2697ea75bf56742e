/** How long visitors' submissions are kept, from when they were sent. */
export interface RetentionPeriods {
  /** Leads and download requests. */
  leadMonths: number;
  /** Resumes and their files. */
  resumeMonths: number;
}

export const RETENTION_DEFAULTS = { leadMonths: 24, resumeMonths: 6, intervalHours: 24 } as const;

/** The same day of the month `months` earlier, at the same time (clamped by the calendar). */
export function monthsBefore(time: Date, months: number): Date {
  const cutoff = new Date(time);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}
