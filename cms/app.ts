import Fastify, { type FastifyServerOptions } from 'fastify';
import { ADMIN_API_BASE_PATH } from '../contract/adminApi';
import { API_BASE_PATH } from '../contract/api';
import { NOTIFICATION_DEFAULTS, readNotificationSettings } from './notifications/notificationSettings';
import { readSecondFactorSettings } from './staff/secondFactor/secondFactorSettings';
import { DEFAULT_LIMITS, DEFAULTS, type CmsConfig, type ServerLimits } from './config';
import { DEFAULT_COMPANY_TIME_ZONE } from '../contract/companyTime';
import { sendFailure, writeFailureAndClose } from './http/sendFailure';
import apiDocuments from './openApiDocument';
import adminApp from './serving/adminAppPlugin';
import analytics from './analytics/analyticsPlugin';
import backups from './backup/backupPlugin';
import batchedWrites from './db/batchedWritesPlugin';
import bodyDeadline from './http/bodyDeadlinePlugin';
import connectionCap from './http/connectionCapPlugin';
import contentCache from './content/contentCachePlugin';
import contentChanges from './content/contentChangesPlugin';
import cors from './http/corsPlugin';
import database from './db/databasePlugin';
import errors from './http/errorsPlugin';
import health from './observability/healthPlugin';
import metrics from './observability/metricsPlugin';
import { NO_METRICS_ACCESS } from './observability/metricsAccess';
import { RequestLogController } from './observability/requestLogController';
import partnerOrigins from './partnerOrigins/partnerOriginsPlugin';
import redirects from './redirects/redirectsPlugin';
import notifications from './notifications/notificationsPlugin';
import leadRouting from './leadRouting/leadRoutingPlugin';
import { RESPONSE_PROMISE_DEFAULTS } from './leadRouting/responsePromiseSettings';
import publishing from './publishing/publishingPlugin';
import scheduling, { SCHEDULE_CHECK_SECONDS_DEFAULT } from './content/scheduling/schedulingPlugin';
import publicFiles from './storage/publicFilesPlugin';
import rateLimit from './http/rateLimiting/rateLimitPlugin';
import spam from './spam/spamPlugin';
import resumeParser from './resumes/resumeParserPlugin';
import resumeSweeper from './resumes/resumeSweeperPlugin';
import retention from './privacy/retentionPlugin';
import securityHeaders from './serving/securityHeadersPlugin';
import spamChallenge from './spamChallenge/spamChallengePlugin';
import { SPAM_CHALLENGE_DEFAULTS, type SpamChallengeSettings } from './spamChallenge/spamChallengeSettings';
import shareCards from './shareCards/shareCardsPlugin';
import site from './serving/sitePlugin';
import stockQuotes from './stockQuotes/stockQuotesPlugin';
import wechatShare from './wechatShare/wechatSharePlugin';
import storage from './storage/storagePlugin';
import valibotSchemas from './http/valibotSchemasPlugin';
import widgets from './serving/widgetsPlugin';
import adminApi from './adminApiRoutes';
import openApi from './openApiRoutes';
import type { QuickPublisher, SitePublisher } from './publishing/publishQueue';
import type { LoadSeedContent } from './seeding/seedContent';
import { seedIfEmpty } from './seeding/seedIfEmpty';
import { CONTENT_KIND_DEFINITIONS } from './content/kinds';
import { keepOwedOriginals } from './content/originalVersions';
import { adoptContentPictures } from './media/adoptedPictures';
import { systemClock, type Clock } from './platform/clock';

/** JSON bodies of the open API are a few hundred bytes; anything near this is not a form. */
const JSON_BODY_LIMIT = 64 * 1024;

export type AppOptions = Pick<
  CmsConfig,
  'dataDir' | 'databaseUrl' | 'corsOrigins' | 'submitRateLimitPerMinute' | 'contentCacheSeconds' | 'trustProxy'
> &
  Partial<Pick<
    CmsConfig,
    | 'resumeParseTimeoutMs' | 'resumeOrphanGraceSeconds'
    | 'leadRetentionMonths' | 'resumeRetentionMonths' | 'retentionIntervalHours' | 'scheduleCheckSeconds'
    | 'secureCookies' | 'companyTimeZone' | 'staffSessionIdleMinutes' | 'staffSessionMaxMinutes' | 'signInRateLimitPerMinute' | 'secondFactor'
    | 'notifications' | 'responsePromise' | 's3' | 'spamThreshold' | 'analytics' | 'stockQuotes' | 'metrics' | 'backup' | 'wechatShare'
  >> & {
    /** The content an empty database is seeded with; none when undefined (SEED=false). */
    seed?: LoadSeedContent | undefined;
    /** Each served only when given. */
    siteDir?: string | undefined;
    widgetsDir?: string | undefined;
    adminDir?: string | undefined;
    /** What staff sessions, sign-in lockouts and the retention job measure time by. */
    clock?: Clock;
    /** Timeouts and the connection cap; the defaults where not given. */
    limits?: Partial<ServerLimits>;
    /** Builds and publishes the site this instance serves; publishing is off without it. */
    publisher?: SitePublisher | undefined;
    /** Lays the pages edited since the live release over it at each publish request (cms/publishing/quick); off without it. */
    quickPublisher?: QuickPublisher | undefined;
    /** Requests for a publish closer together than this make one build. */
    publishDebounceMs?: number | undefined;
    /** The proof-of-work challenge: its settings, or `on`/`off` with the default settings (on when not given). */
    spamChallenge?: SpamChallengeSettings | SpamChallengeSettings['mode'] | undefined;
  };

export async function buildApp(options: AppOptions, fastifyOptions: FastifyServerOptions = {}) {
  const clock = options.clock ?? systemClock;
  const companyTimeZone = options.companyTimeZone ?? DEFAULT_COMPANY_TIME_ZONE;
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const app = Fastify({
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: options.trustProxy,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // Node's own cut-off for a whole request, a backstop behind the body deadlines.
    requestTimeout: limits.headersTimeoutMs + limits.uploadTimeoutMs,
    // Node checks its header and request deadlines on this beat (30 s by default).
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs) },
    // Failures met before a route is chosen or a request is parsed answer the envelope too.
    frameworkErrors: (_error, request, reply) => sendFailure(request, reply, 400, 'badRequest'),
    clientErrorHandler: (error, socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      writeFailureAndClose(socket, status);
    },
    // The errors plugin answers 503 in the envelope while the instance stops.
    return503OnClosing: false,
    // One line per request, at debug level only.
    logController: new RequestLogController(),
    ...fastifyOptions,
  });

  // Submissions are JSON or multipart; a text body is a client mistake to answer with 415.
  app.removeContentTypeParser('text/plain');
  // First: it gives each route the headers of its area as the route is added.
  await app.register(securityHeaders);
  await app.register(batchedWrites);
  await app.register(errors);
  await app.register(connectionCap, { max: limits.maxConnectionsPerAddress });
  await app.register(bodyDeadline, limits);
  await app.register(valibotSchemas);
  await app.register(storage, { dataDir: options.dataDir, s3: options.s3 });
  await app.register(database, { databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  // Before the features that record through it.
  await app.register(metrics, { settings: options.metrics ?? NO_METRICS_ACCESS });
  // Here rather than in an onReady hook: hooks and plugins must finish within Fastify's start-up
  // timeout, and a seed on a busy machine (or an instance waiting under the lock for another's
  // seed) can take longer.
  try {
    if (options.seed && (await seedIfEmpty(app.db, app.dbEngine, app.storage, options.seed))) app.log.info('seeded demo content');
    // After the seed, which keeps its own items' versions: what is left owed is content the database held before.
    const kept = await keepOwedOriginals(app.db, CONTENT_KIND_DEFINITIONS, clock().toISOString());
    if (kept !== null) app.log.info({ items: kept }, 'kept the content as it is as version 1 of every item without a version');
    // A database from before the media library held the content's pictures gets them there once.
    const adopted = await adoptContentPictures(app.db, app.storage.publicDir, { createdBy: 'content', createdAt: clock().toISOString() });
    if (adopted > 0) app.log.info(`the media library took in ${adopted} pictures the content shows`);
  } catch (error) {
    await app.close();
    throw error;
  }
  // Without settings (tests, tools) no mailbox is configured and nothing is sent.
  const notificationSettings = options.notifications ?? readNotificationSettings({});
  await app.register(notifications, { settings: notificationSettings });
  await app.register(leadRouting, {
    promise: options.responsePromise ?? RESPONSE_PROMISE_DEFAULTS,
    timeZone: companyTimeZone,
    notifications: notificationSettings,
    clock,
  });
  await app.register(resumeSweeper, { graceSeconds: options.resumeOrphanGraceSeconds });
  await app.register(retention, {
    leadMonths: options.leadRetentionMonths,
    resumeMonths: options.resumeRetentionMonths,
    intervalHours: options.retentionIntervalHours,
    clock,
  });
  await app.register(backups, { settings: options.backup, dataDir: options.dataDir, databaseUrl: options.databaseUrl, clock });
  await app.register(stockQuotes, { settings: options.stockQuotes, clock });
  await app.register(resumeParser, { timeoutMs: options.resumeParseTimeoutMs });
  await app.register(contentCache, { ttlSeconds: options.contentCacheSeconds });
  await app.register(contentChanges, { databaseUrl: options.databaseUrl });
  await app.register(redirects, { databaseUrl: options.databaseUrl, siteDir: options.siteDir });
  await app.register(publishing, { publisher: options.publisher, quick: options.quickPublisher, debounceMs: options.publishDebounceMs });
  await app.register(partnerOrigins, { databaseUrl: options.databaseUrl });
  await app.register(analytics, { settings: options.analytics, databaseUrl: options.databaseUrl });
  await app.register(wechatShare, { settings: options.wechatShare, databaseUrl: options.databaseUrl, clock });
  // After the kinds' own plugins (analytics: the settings kind), whose holdings a scheduled change tells to read again.
  await app.register(scheduling, {
    intervalMs: (options.scheduleCheckSeconds ?? SCHEDULE_CHECK_SECONDS_DEFAULT) * 1000,
    clock,
    companyTimeZone,
    databaseUrl: options.databaseUrl,
  });
  await app.register(cors, { origins: options.corsOrigins });
  await app.register(rateLimit, { perMinute: options.submitRateLimitPerMinute });
  await app.register(spam, { threshold: options.spamThreshold });
  await app.register(spamChallenge, { settings: spamChallengeSettings(options.spamChallenge), clock });
  await app.register(publicFiles);
  // Before the APIs: it makes their documents from their routes as they are added.
  await app.register(apiDocuments);
  await app.register(openApi, { prefix: API_BASE_PATH, companyTimeZone });
  await app.register(adminApi, {
    prefix: ADMIN_API_BASE_PATH,
    clock,
    secureCookies: options.secureCookies ?? false,
    companyTimeZone,
    timeouts: {
      idleMinutes: options.staffSessionIdleMinutes ?? DEFAULTS.staffSessionIdleMinutes,
      absoluteMinutes: options.staffSessionMaxMinutes ?? DEFAULTS.staffSessionMaxMinutes,
    },
    signInRateLimitPerMinute: options.signInRateLimitPerMinute ?? DEFAULTS.signInRateLimitPerMinute,
    // Without settings (tools, tests that give none) the production default: admins and HR need one.
    secondFactor: options.secondFactor ?? readSecondFactorSettings({}, NOTIFICATION_DEFAULTS.publicUrl),
  });
  if (options.widgetsDir) await app.register(widgets, { widgetsDir: options.widgetsDir });
  if (options.adminDir) await app.register(adminApp, { adminDir: options.adminDir, companyTimeZone });
  if (options.siteDir) {
    await app.register(shareCards, { siteDir: options.siteDir });
    await app.register(site, { siteDir: options.siteDir });
  }
  await app.register(health, { siteDir: options.siteDir });
  return app;
}

function spamChallengeSettings(option: AppOptions['spamChallenge']): SpamChallengeSettings {
  if (typeof option === 'object') return option;
  return { ...SPAM_CHALLENGE_DEFAULTS, mode: option ?? SPAM_CHALLENGE_DEFAULTS.mode };
}
