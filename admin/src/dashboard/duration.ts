import type { TranslateFunction } from 'react-admin';

/** Seconds as a person reads a wait: minutes, hours and minutes, or days and hours. */
export function formatDuration(seconds: number, translate: TranslateFunction): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return translate('app.dashboard.duration.minutes', { minutes });
  if (minutes < 24 * 60) return translate('app.dashboard.duration.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  const hours = Math.round(minutes / 60);
  return translate('app.dashboard.duration.days', { days: Math.floor(hours / 24), hours: hours % 24 });
}
