import path from 'node:path';
import type { AnalyticsSettings } from '../contract/entities/analytics';
import { DEFAULT_COMPANY_TIME_ZONE, isTimeZone } from '../contract/companyTime';
import { readAnalyticsSettings } from './analytics/analyticsSettings';
import { readNotificationSettings, type NotificationSettings } from './notifications/notificationSettings';
import { readResponsePromiseSettings, type ResponsePromiseSettings } from './leadRouting/responsePromiseSettings';
import { readMetricsSettings, type MetricsSettings } from './observability/metricsAccess';
import { RETENTION_DEFAULTS } from './privacy/retentionPeriods';
import { RESUME_PARSE_TIMEOUT_MS_DEFAULT } from './resumes/parsing/resumeParseLimits';
import { readS3Settings, type S3Settings } from './storage/s3Settings';
import { readBackupSettings, type BackupSettings } from './backup/backupSettings';
import { readStockQuoteSettings, type StockQuoteSettings } from './stockQuotes/stockQuoteSettings';
import { readWechatShareSettings, type WechatShareSettings } from './wechatShare/wechatShareSettings';
import { ORPHAN_GRACE_SECONDS_DEFAULT } from './resumes/orphanResumeSweep';
import { SPAM_THRESHOLD_DEFAULT } from './spam/spamPlugin';
import { readSecondFactorSettings, type SecondFactorSettings } from './staff/secondFactor/secondFactorSettings';
import { readSpamChallengeSettings, type SpamChallengeSettings } from './spamChallenge/spamChallengeSettings';
import { readInteger } from './platform/readInteger';
import { SCHEDULE_CHECK_SECONDS_DEFAULT } from './content/scheduling/schedulingPlugin';

export interface CmsConfig {
  port: number;
  host: string;
  /** Database file (SQLite) and every stored file: public assets and resumes. */
  dataDir: string;
  /** The built Gatsby site (`public/`) the CMS serves beside its API; none when undefined. */
  siteDir: string | undefined;
  /** The embed bundle (`npm run build:widgets`), served at /widgets/. */
  widgetsDir: string;
  /** The back office's single-page app (`npm run build:admin`), served at /admin/. */
  adminDir: string;
  /** PostgreSQL instead of SQLite when set. */
  databaseUrl: string | undefined;
  /** Uploaded files (resumes) go to this S3-compatible object store; under `dataDir` when undefined. */
  s3: S3Settings | undefined;
  /** Partner origins allowed to call the open API from a browser, besides the CMS's own. */
  corsOrigins: string[];
  /** Submissions (leads, resumes, download requests) one client address may make per minute. */
  submitRateLimitPerMinute: number;
  /** A submission with this spam score or more lands with status `spam` (SPAM_THRESHOLD). */
  spamThreshold: number;
  /** The proof-of-work challenge submissions carry (SPAM_CHALLENGE and its SPAM_CHALLENGE_* variables). */
  spamChallenge: SpamChallengeSettings;
  /** How long read answers are served from memory; 0 turns the cache off. */
  contentCacheSeconds: number;
  /** Trust `X-Forwarded-For` from a load balancer in front (rate limits count the real client). */
  trustProxy: boolean;
  /** How long one resume parse may take before it answers empty fields. */
  resumeParseTimeoutMs: number;
  /** How old a resume file without a row must be before the sweep removes it. */
  resumeOrphanGraceSeconds: number;
  /** Leads and download requests are deleted this many months after they were sent. */
  leadRetentionMonths: number;
  /** Resumes and their files are deleted this many months after they were sent. */
  resumeRetentionMonths: number;
  /** Hours between two runs of the retention job (it runs at start too). */
  retentionIntervalHours: number;
  /** Seconds between two looks for scheduled publishes and unpublishes that came due (SCHEDULE_CHECK_SECONDS). */
  scheduleCheckSeconds: number;
  /** Seed demo content into an empty database. */
  seed: boolean;
  limits: ServerLimits;
  /** pino's level (LOG_LEVEL): one line per request at `debug`, none at `info`. */
  logLevel: string;
  /** Who may read /metrics (METRICS_ALLOW, METRICS_TOKEN). */
  metrics: MetricsSettings;
  /** The CMS is reached over HTTPS (PUBLIC_URL starts with https:): staff cookies are Secure and `__Host-`. */
  secureCookies: boolean;
  /** Staff sessions end after this long without a request, and this long after sign-in whatever happens. */
  staffSessionIdleMinutes: number;
  staffSessionMaxMinutes: number;
  /** Sign-in attempts one client address may make per minute. */
  signInRateLimitPerMinute: number;
  /** The roles that must have a second factor (SECOND_FACTOR_ROLES) and the passkeys' relying party (PUBLIC_URL). */
  secondFactor: SecondFactorSettings;
  /** The IANA time zone staff read times in (COMPANY_TIME_ZONE): the back office's dates and the exports' times. */
  companyTimeZone: string;
  /** E-mail to staff about new submissions. */
  notifications: NotificationSettings;
  /** The response-time promise on new leads and its reminders (LEAD_RESPONSE_MINUTES, WORKING_HOURS…). */
  responsePromise: ResponsePromiseSettings;
  /** The analytics tools site pages load (BAIDU_TONGJI_ID, GOOGLE_ANALYTICS_ID). */
  analytics: AnalyticsSettings;
  /** The share's quote feed (STOCK_QUOTE_URL, STOCK_HISTORY_URL); never polled when undefined. */
  stockQuotes: StockQuoteSettings | undefined;
  /** Scheduled backups (BACKUP_INTERVAL and the other BACKUP_* variables); none when undefined. */
  backup: BackupSettings | undefined;
  /** Where WeChat's API and JS-SDK are reached (WECHAT_API_BASE_URL, WECHAT_JS_SDK_URL). */
  wechatShare: WechatShareSettings;
}

/** How long the server waits for what a client sends, and how many connections one address may hold. */
export interface ServerLimits {
  /** From a connection's start to the end of a request's headers (slow-header clients). */
  headersTimeoutMs: number;
  /** A JSON (or any non-multipart) body must have arrived this long after its headers. */
  bodyTimeoutMs: number;
  /** A multipart body (a resume upload) must have arrived this long after its headers. */
  uploadTimeoutMs: number;
  /** A connection that sends or receives nothing for this long is closed. */
  idleTimeoutMs: number;
  /** How long a kept-alive connection waits for its next request. */
  keepAliveTimeoutMs: number;
  /** Open connections one client address may hold; 0: no cap (behind a load balancer). */
  maxConnectionsPerAddress: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  bodyTimeoutMs: 10_000,
  // A 10 MB resume over a 256 kbit/s uplink takes about 5 minutes and a half.
  uploadTimeoutMs: 600_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerAddress: 0,
};

/** Connections one address may hold when clients reach the CMS directly (no TRUST_PROXY). */
const DIRECT_MAX_CONNECTIONS_PER_ADDRESS = 256;

export const DEFAULTS = {
  port: 8000,
  host: '127.0.0.1',
  dataDir: './data',
  submitRateLimitPerMinute: 20,
  contentCacheSeconds: 30,
  staffSessionIdleMinutes: 30,
  staffSessionMaxMinutes: 8 * 60,
  signInRateLimitPerMinute: 10,
} as const;

/** Where the build writes the site, the embed bundle and the back office: the defaults of SITE_DIR, WIDGETS_DIR and ADMIN_DIR. */
export interface OutputDirs {
  siteDir: string;
  widgetsDir: string;
  adminDir: string;
}

/** Where the data lives: all a command that works on the database alone needs. */
export function readStorageConfig(env: NodeJS.ProcessEnv): Pick<CmsConfig, 'dataDir' | 'databaseUrl'> {
  return {
    dataDir: path.resolve(env.DATA_DIR?.trim() || DEFAULTS.dataDir),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
  };
}

/**
 * The configuration from the environment. The build's output folders come from the entry that
 * starts the CMS (builders/paths.ts defines them), so the server does not load the build's code.
 */
export function readConfig(env: NodeJS.ProcessEnv, outputs: OutputDirs): CmsConfig {
  const trustProxy = env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1';
  const seconds = (name: string, fallbackMs: number, maxSeconds: number) =>
    readInteger(env, name, fallbackMs / 1000, 1, maxSeconds) * 1000;
  const notifications = readNotificationSettings(env);
  return {
    ...readStorageConfig(env),
    s3: readS3Settings(env),
    port: readInteger(env, 'PORT', DEFAULTS.port, 0, 65535),
    host: env.HOST?.trim() || DEFAULTS.host,
    siteDir: path.resolve(env.SITE_DIR?.trim() || outputs.siteDir),
    widgetsDir: path.resolve(env.WIDGETS_DIR?.trim() || outputs.widgetsDir),
    adminDir: path.resolve(env.ADMIN_DIR?.trim() || outputs.adminDir),
    corsOrigins: readOrigins(env.CORS_ORIGINS),
    submitRateLimitPerMinute: readInteger(env, 'SUBMIT_RATE_LIMIT', DEFAULTS.submitRateLimitPerMinute, 1, 1_000_000),
    spamThreshold: readInteger(env, 'SPAM_THRESHOLD', SPAM_THRESHOLD_DEFAULT, 1, 101),
    spamChallenge: readSpamChallengeSettings(env),
    contentCacheSeconds: readInteger(env, 'CONTENT_CACHE_SECONDS', DEFAULTS.contentCacheSeconds, 0, 86_400),
    trustProxy,
    resumeParseTimeoutMs: readInteger(env, 'RESUME_PARSE_TIMEOUT_MS', RESUME_PARSE_TIMEOUT_MS_DEFAULT, 100, 600_000),
    resumeOrphanGraceSeconds: readInteger(env, 'RESUME_ORPHAN_GRACE_SECONDS', ORPHAN_GRACE_SECONDS_DEFAULT, 1, 86_400 * 30),
    leadRetentionMonths: readInteger(env, 'LEAD_RETENTION_MONTHS', RETENTION_DEFAULTS.leadMonths, 1, 1200),
    resumeRetentionMonths: readInteger(env, 'RESUME_RETENTION_MONTHS', RETENTION_DEFAULTS.resumeMonths, 1, 1200),
    retentionIntervalHours: readInteger(env, 'RETENTION_INTERVAL_HOURS', RETENTION_DEFAULTS.intervalHours, 1, 24 * 30),
    scheduleCheckSeconds: readInteger(env, 'SCHEDULE_CHECK_SECONDS', SCHEDULE_CHECK_SECONDS_DEFAULT, 1, 60),
    seed: env.SEED !== 'false',
    limits: {
      headersTimeoutMs: seconds('HEADERS_TIMEOUT_SECONDS', DEFAULT_LIMITS.headersTimeoutMs, 600),
      bodyTimeoutMs: seconds('BODY_TIMEOUT_SECONDS', DEFAULT_LIMITS.bodyTimeoutMs, 600),
      uploadTimeoutMs: seconds('UPLOAD_TIMEOUT_SECONDS', DEFAULT_LIMITS.uploadTimeoutMs, 7_200),
      idleTimeoutMs: seconds('IDLE_TIMEOUT_SECONDS', DEFAULT_LIMITS.idleTimeoutMs, 3_600),
      keepAliveTimeoutMs: seconds('KEEP_ALIVE_TIMEOUT_SECONDS', DEFAULT_LIMITS.keepAliveTimeoutMs, 3_600),
      maxConnectionsPerAddress: readInteger(
        env,
        'MAX_CONNECTIONS_PER_ADDRESS',
        trustProxy ? 0 : DIRECT_MAX_CONNECTIONS_PER_ADDRESS,
        0,
        1_000_000,
      ),
    },
    logLevel: readLogLevel(env.LOG_LEVEL),
    metrics: readMetricsSettings(env),
    secureCookies: env.PUBLIC_URL?.trim().toLowerCase().startsWith('https:') ?? false,
    staffSessionIdleMinutes: readInteger(env, 'STAFF_SESSION_IDLE_MINUTES', DEFAULTS.staffSessionIdleMinutes, 1, 1440),
    staffSessionMaxMinutes: 60 * readInteger(env, 'STAFF_SESSION_MAX_HOURS', DEFAULTS.staffSessionMaxMinutes / 60, 1, 168),
    signInRateLimitPerMinute: readInteger(env, 'SIGN_IN_RATE_LIMIT', DEFAULTS.signInRateLimitPerMinute, 1, 1_000_000),
    secondFactor: readSecondFactorSettings(env, notifications.publicUrl),
    companyTimeZone: readTimeZone(env.COMPANY_TIME_ZONE),
    notifications,
    responsePromise: readResponsePromiseSettings(env),
    analytics: readAnalyticsSettings(env),
    stockQuotes: readStockQuoteSettings(env),
    backup: readBackupSettings(env),
    wechatShare: readWechatShareSettings(env),
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function readLogLevel(raw: string | undefined): string {
  const level = raw?.trim().toLowerCase() || 'info';
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

function readTimeZone(raw: string | undefined): string {
  const timeZone = raw?.trim() || DEFAULT_COMPANY_TIME_ZONE;
  if (!isTimeZone(timeZone)) throw new Error(`COMPANY_TIME_ZONE must be an IANA time zone name such as Asia/Shanghai, got "${raw}"`);
  return timeZone;
}

/** Origins are compared exactly as browsers send them: scheme, host and port, no path. */
function readOrigins(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      const url = new URL(origin);
      if (url.origin === 'null') throw new Error(`CORS_ORIGINS: "${origin}" is not an http(s) origin`);
      return url.origin;
    });
}
