import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { API_BASE_PATH } from '../contract/api';
import { DEFAULT_LIMITS, type CmsConfig, type ServerLimits } from './config';
import { sendFailure, writeFailureAndClose } from './http/sendFailure';
import bodyDeadline from './plugins/bodyDeadline';
import connectionCap from './plugins/connectionCap';
import contentCache from './plugins/contentCache';
import cors from './plugins/cors';
import database from './plugins/database';
import errors from './plugins/errors';
import publicFiles from './plugins/publicFiles';
import rateLimit from './plugins/rateLimit';
import site from './plugins/site';
import storage from './plugins/storage';
import valibotSchemas from './plugins/valibotSchemas';
import widgets from './plugins/widgets';
import openApi from './routes/openApi';
import { seedIfEmpty } from './seed/seedDatabase';

/** JSON bodies of the open API are a few hundred bytes; anything near this is not a form. */
const JSON_BODY_LIMIT = 64 * 1024;

export type AppOptions = Pick<
  CmsConfig,
  'dataDir' | 'databaseUrl' | 'corsOrigins' | 'submitRateLimitPerMinute' | 'contentCacheSeconds' | 'trustProxy' | 'seed'
> & { siteDir?: string | undefined; widgetsDir?: string | undefined; limits?: Partial<ServerLimits> };

export async function buildApp(options: AppOptions, fastifyOptions: FastifyServerOptions = {}) {
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
    ...fastifyOptions,
  });

  // Submissions are JSON or multipart; a text body is a client mistake to answer with 415.
  app.removeContentTypeParser('text/plain');
  await app.register(errors);
  await app.register(connectionCap, { max: limits.maxConnectionsPerAddress });
  await app.register(bodyDeadline, limits);
  await app.register(valibotSchemas);
  await app.register(storage, { dataDir: options.dataDir });
  await app.register(database, { databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  if (options.seed) {
    app.addHook('onReady', async () => {
      const seeded = await seedIfEmpty(app.db, app.dbEngine, app.storage);
      if (seeded) app.log.info('seeded demo content');
    });
  }
  await app.register(contentCache, { ttlSeconds: options.contentCacheSeconds });
  await app.register(cors, { origins: options.corsOrigins });
  await app.register(rateLimit, { perMinute: options.submitRateLimitPerMinute });
  await app.register(multipart);
  await app.register(publicFiles);
  await app.register(openApi, { prefix: API_BASE_PATH });
  await app.register(widgets, { widgetsDir: options.widgetsDir });
  if (options.siteDir) await app.register(site, { siteDir: options.siteDir });
  return app;
}
