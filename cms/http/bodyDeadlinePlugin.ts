import fp from 'fastify-plugin';
import { bodyStillArriving, sendFailure } from './sendFailure';

/**
 * A body must arrive within a deadline that fits its kind: a form's JSON is a few hundred bytes
 * and has no reason to take more than seconds (a client sending it a byte at a time holds a
 * connection and memory for nothing), while a 10 MB resume on a slow uplink takes minutes.
 * Past the deadline the request is answered 408 and its connection closed. Node's own
 * `requestTimeout` stays as the backstop, at the longer of the two.
 */
export default fp<{ bodyTimeoutMs: number; uploadTimeoutMs: number }>(
  async (app, { bodyTimeoutMs, uploadTimeoutMs }) => {
    // Every request runs it: a callback hook costs none the promise and extra turn an async one does.
    app.addHook('onRequest', (request, reply, done) => {
      const raw = request.raw;
      if (!bodyStillArriving(request)) return done();
      const multipart = (raw.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
      const timer = setTimeout(() => {
        if (raw.complete || reply.sent) return;
        request.log.info({ multipart }, 'body deadline passed');
        reply.header('connection', 'close');
        sendFailure(request, reply, 408, 'requestTimeout');
      }, multipart ? uploadTimeoutMs : bodyTimeoutMs);
      raw.once('end', () => clearTimeout(timer));
      raw.once('close', () => clearTimeout(timer));
      done();
    });
  },
  { name: 'body-deadline' },
);
