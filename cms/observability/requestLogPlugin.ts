import fp from 'fastify-plugin';

/**
 * One line per request, at debug level only: at info a balancer polling /readyz every second, or
 * a busy site, would fill the log with lines nobody reads (Fastify's own request lines are off,
 * `disableRequestLogging` in app.ts). Failures keep their own lines at every level, carrying the
 * request's id (cms/http/errorsPlugin.ts logs through `request.log`).
 */
export default fp(
  async (app) => {
    // Every request runs it: a callback hook costs none of the promise an async one does.
    app.addHook('onResponse', (request, reply, done) => {
      request.log.debug({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
      done();
    });
  },
  { name: 'request-log' },
);
