import { DEFAULT_API_LANGUAGE, type ApiLanguage } from '../../contract/language';
import { readInteger } from '../platform/readInteger';
import type { Recipient } from './recipient';

/** How staff are told of new submissions by e-mail, and CRMs by webhook (README: "Notifications"). */
export interface NotificationSettings {
  /** Where mail is handed over (smtp:// or smtps://); none: mail rows wait unsent (webhooks still leave). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Leads no service location covers, and download requests. */
  salesMailbox: Recipient | undefined;
  /** Resumes for jobs that name no recruiter of their own. */
  hrMailbox: Recipient | undefined;
  /** Webhook endpoints may be plain http anywhere, not only on this machine (loopback). */
  webhookHttpAllowed: boolean;
  /** How long an endpoint has to answer a delivery before the attempt counts as failed. */
  webhookTimeoutMs: number;
  /** The CMS's address as staff reach it: links into the back office, the Message-ID's host. */
  publicUrl: string;
  /** How often the worker looks for due rows when no submission nudged it. */
  pollIntervalMs: number;
  /** The wait after the first failed attempt; it doubles after each further one, up to `maxRetryDelayMs`. */
  retryBaseMs: number;
  maxRetryDelayMs: number;
  /** How long a worker holds a row it sends before another worker may take it over. */
  leaseMs: number;
}

export const NOTIFICATION_DEFAULTS = {
  mailFrom: 'website@localhost',
  webhookHttpAllowed: false,
  webhookTimeoutMs: 10_000,
  publicUrl: 'http://localhost:8000',
  pollIntervalMs: 30_000,
  retryBaseMs: 60_000,
  maxRetryDelayMs: 6 * 3_600_000,
  leaseMs: 5 * 60_000,
} as const;

const LANGUAGES: Record<string, ApiLanguage> = { zh: 'zh', 'zh-cn': 'zh', en: 'en', 'en-us': 'en' };

/** A language setting: `zh`/`zh-CN` or `en`/`en-US`; anything else is refused rather than guessed. */
function readLanguage(env: NodeJS.ProcessEnv, name: string, fallback: ApiLanguage): ApiLanguage {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const language = LANGUAGES[raw.toLowerCase()];
  if (!language) throw new Error(`${name} must be zh-CN or en-US, got "${raw}"`);
  return language;
}

/**
 * Settings from the environment: SMTP_URL, MAIL_FROM, SALES_MAILBOX, SALES_MAILBOX_LANGUAGE,
 * HR_MAILBOX, HR_MAILBOX_LANGUAGE, NOTIFY_LANGUAGE (the default of both languages), PUBLIC_URL,
 * NOTIFY_POLL_SECONDS, NOTIFY_RETRY_BASE_SECONDS, NOTIFY_LEASE_SECONDS, WEBHOOK_ALLOW_HTTP.
 */
export function readNotificationSettings(env: NodeJS.ProcessEnv): NotificationSettings {
  const language = readLanguage(env, 'NOTIFY_LANGUAGE', DEFAULT_API_LANGUAGE);
  const mailbox = (name: string): Recipient | undefined => {
    const address = env[name]?.trim();
    return address ? { address, language: readLanguage(env, `${name}_LANGUAGE`, language) } : undefined;
  };
  const allowHttp = env.WEBHOOK_ALLOW_HTTP?.trim() || 'false';
  if (allowHttp !== 'true' && allowHttp !== 'false') throw new Error(`WEBHOOK_ALLOW_HTTP must be true or false, got "${allowHttp}"`);
  const seconds = (name: string, fallbackMs: number, maxSeconds: number) => readInteger(env, name, fallbackMs / 1000, 1, maxSeconds) * 1000;
  return {
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || NOTIFICATION_DEFAULTS.mailFrom,
    salesMailbox: mailbox('SALES_MAILBOX'),
    hrMailbox: mailbox('HR_MAILBOX'),
    webhookHttpAllowed: allowHttp === 'true',
    webhookTimeoutMs: NOTIFICATION_DEFAULTS.webhookTimeoutMs,
    publicUrl: (env.PUBLIC_URL?.trim() || NOTIFICATION_DEFAULTS.publicUrl).replace(/\/+$/, ''),
    pollIntervalMs: seconds('NOTIFY_POLL_SECONDS', NOTIFICATION_DEFAULTS.pollIntervalMs, 86_400),
    retryBaseMs: seconds('NOTIFY_RETRY_BASE_SECONDS', NOTIFICATION_DEFAULTS.retryBaseMs, 86_400),
    maxRetryDelayMs: NOTIFICATION_DEFAULTS.maxRetryDelayMs,
    leaseMs: seconds('NOTIFY_LEASE_SECONDS', NOTIFICATION_DEFAULTS.leaseMs, 86_400),
  };
}
