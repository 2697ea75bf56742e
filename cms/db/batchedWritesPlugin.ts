import fp from 'fastify-plugin';

/**
 * Answers made ready during one turn of the event loop are written together at its end.
 *
 * Under load one turn reads many requests. Written as soon as each is ready, every answer makes
 * the kernel wake the process that receives it (a proxy on the same host, the benchmark's load
 * generator) while that process sleeps between answers; on a machine with few cores the wakeup
 * costs the sender more than the answer's own work, and the slower the CMS answers the more of
 * its answers pay it (docs/benchmarks.md). Written after the turn, the first answer wakes the
 * receiver and the others reach it awake. An answer waits for the rest of its turn at most.
 *
 * Only answers serialised already (text or bytes) wait: a stream's file is opened while it
 * waits, and an error it met then would find no listener yet.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
      setImmediate(() => {
        // Fastify drops a second answer to a request only once the first is written, so one
        // sent while the first waited is dropped here, as it would have been without the wait.
        if (reply.raw.headersSent) request.log.warn('a second answer to the request was dropped');
        else done(null, payload);
      });
    });
  },
  { name: 'batched-writes' },
);
