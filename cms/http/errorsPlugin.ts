import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { CmsError } from './cmsError';
import type { CmsMessageKey } from '../../contract/messages/cmsMessages';
import { bodyStillArriving, messageForStatus, sendFailure, sendFailureOnceReceived } from './sendFailure';

/** Plugin errors whose status alone would say too little. */
const MESSAGE_BY_CODE: Record<string, CmsMessageKey> = {
  FST_CSRF_MISSING_SECRET: 'csrfTokenInvalid',
  FST_CSRF_INVALID_TOKEN: 'csrfTokenInvalid',
};

/**
 * Every failure leaves as the envelope with a non-zero `code` and a message for people.
 * Internals (stack traces, SQL, file paths) go to the log only. A failure met after the answer
 * went out (the client gave up, a deadline answered first) has no one left to tell.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | CmsError, request, reply) => {
      if (reply.sent || reply.raw.headersSent) {
        request.log.info({ err: error }, 'failure after the answer was sent');
        return;
      }
      const send = bodyStillArriving(request) ? sendFailureOnceReceived : sendFailure;
      if (error instanceof CmsError) {
        send(request, reply, error.statusCode, error.messageKey, error.options);
        return;
      }
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        send(request, reply, 500, 'serverError');
        return;
      }
      request.log.info({ code: error.code, status }, error.message);
      send(request, reply, status, MESSAGE_BY_CODE[error.code] ?? messageForStatus(status));
    });

    app.setNotFoundHandler((request, reply) => sendFailure(request, reply, 404, 'notFound'));

    // A stopping instance answers 503 in the envelope, and closes the connection so the client's
    // retry goes to a new one (another instance behind a load balancer).
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // Every request runs it: a callback hook costs none the promise and extra turn an async one does.
    app.addHook('onRequest', (request, reply, done) => {
      if (!closing) return done();
      reply.header('connection', 'close');
      sendFailure(request, reply, 503, 'serverError');
    });
  },
  { name: 'errors' },
);
