import type { ApiLanguage } from '../../contract/language';

/** How staff are told of new submissions by e-mail (README: "Notifications"). */
export interface NotificationSettings {
  /** Where mail is handed over (smtp:// or smtps://); none: nothing is sent, the worker does not run. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Leads no service location covers, and download requests. */
  salesMailbox: string | undefined;
  hrMailbox: string | undefined;
  /** The language the mails are written in. */
  language: ApiLanguage;
  /** The CMS's address as staff reach it: links into the back office, the Message-ID's host. */
  publicUrl: string;
  /** How often the worker looks for due mail when no submission nudged it. */
  pollIntervalMs: number;
  /** The wait after the first failed attempt; it doubles after each further one, up to `maxRetryDelayMs`. */
  retryBaseMs: number;
  maxRetryDelayMs: number;
  /** How long a worker holds a row it sends before another worker may take it over. */
  leaseMs: number;
}

export const NOTIFICATION_DEFAULTS = {
  mailFrom: 'website@localhost',
  language: 'zh',
  publicUrl: 'http://localhost:8000',
  pollIntervalMs: 30_000,
  retryBaseMs: 60_000,
  maxRetryDelayMs: 6 * 3_600_000,
  leaseMs: 5 * 60_000,
} as const;

/**
 * Settings from the environment: SMTP_URL, MAIL_FROM, SALES_MAILBOX, HR_MAILBOX, NOTIFY_LANGUAGE,
 * PUBLIC_URL, NOTIFY_POLL_SECONDS, NOTIFY_RETRY_BASE_SECONDS, NOTIFY_LEASE_SECONDS.
 */
export function readNotificationSettings(env: NodeJS.ProcessEnv): NotificationSettings {
  const language = env.NOTIFY_LANGUAGE?.trim() || NOTIFICATION_DEFAULTS.language;
  if (language !== 'zh' && language !== 'en') throw new Error(`NOTIFY_LANGUAGE must be zh or en, got "${language}"`);
  const seconds = (name: string, fallbackMs: number, maxSeconds: number) => {
    const raw = env[name]?.trim();
    const value = raw ? Number(raw) : fallbackMs / 1000;
    if (!Number.isInteger(value) || value < 1 || value > maxSeconds) {
      throw new Error(`${name} must be a whole number from 1 to ${maxSeconds}, got "${raw}"`);
    }
    return value * 1000;
  };
  return {
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || NOTIFICATION_DEFAULTS.mailFrom,
    salesMailbox: env.SALES_MAILBOX?.trim() || undefined,
    hrMailbox: env.HR_MAILBOX?.trim() || undefined,
    language,
    publicUrl: (env.PUBLIC_URL?.trim() || NOTIFICATION_DEFAULTS.publicUrl).replace(/\/+$/, ''),
    pollIntervalMs: seconds('NOTIFY_POLL_SECONDS', NOTIFICATION_DEFAULTS.pollIntervalMs, 86_400),
    retryBaseMs: seconds('NOTIFY_RETRY_BASE_SECONDS', NOTIFICATION_DEFAULTS.retryBaseMs, 86_400),
    maxRetryDelayMs: NOTIFICATION_DEFAULTS.maxRetryDelayMs,
    leaseMs: seconds('NOTIFY_LEASE_SECONDS', NOTIFICATION_DEFAULTS.leaseMs, 86_400),
  };
}
