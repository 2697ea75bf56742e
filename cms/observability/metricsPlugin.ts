import fp from 'fastify-plugin';
import { lastGoodBackup } from '../backup/backupRuns';
import { sendFailure } from '../http/sendFailure';
import { countUnsentNotifications } from '../notifications/notificationOutbox';
import { createCmsMetrics, type CmsMetrics } from './cmsMetrics';
import { metricsAccess, type MetricsSettings } from './metricsAccess';
import { OBSERVABILITY_PATHS } from './observabilityPaths';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's metrics: what the features record, what /metrics answers. */
    metrics: CmsMetrics;
  }
}

/** The label of requests no route answered (404s of unknown addresses): one series, not one per URL. */
const UNMATCHED = 'unmatched';

/**
 * Prometheus metrics of this instance, in a registry of its own, answered at `GET /metrics` in
 * the text format to allowed addresses or the bearer token; 404 when neither is configured, 403
 * to anyone else. Every request is counted and timed by its route's pattern (`/cms/open/api/x/:id`),
 * never its URL, so the series stay few.
 */
export default fp<{ settings: MetricsSettings }>(
  async (app, { settings }) => {
    const metrics = createCmsMetrics({
      poolUse: app.dbPoolUse,
      outboxDepth: () => countUnsentNotifications(app.db),
      lastBackup: () => lastGoodBackup(app.db),
    });
    app.decorate('metrics', metrics);

    // Every request runs it: a callback hook costs none of the promise an async one does.
    app.addHook('onResponse', (request, reply, done) => {
      metrics.recordRequest(request.method, request.routeOptions.url ?? UNMATCHED, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    const access = metricsAccess(settings);
    app.get(OBSERVABILITY_PATHS.metrics, async (request, reply) => {
      const verdict = access(request.socket.remoteAddress, request.headers.authorization);
      if (verdict === 'off') return sendFailure(request, reply, 404, 'notFound');
      if (verdict === 'refused') return sendFailure(request, reply, 403, 'forbidden');
      const { text, contentType } = await metrics.exposition();
      return reply.header('cache-control', 'no-store').type(contentType).send(text);
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
