import fp from 'fastify-plugin';
import { listenForContentChanges } from '../contentChanges/contentChangeListener';
import { notifyContentChanged } from '../repositories/contentChangeNotices';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Drops the cached answers of every instance (a release went live). A write to the content
     * tables needs no call: on PostgreSQL their triggers notify, and on SQLite the writer is this
     * process, which calls this itself.
     */
    announceContentChange(): Promise<void>;
  }
}

/**
 * Keeps the content cache of every instance in step with the database: on PostgreSQL each
 * instance listens for the notices the content triggers send and empties its cache on each one,
 * so an edit shows through every instance behind a load balancer at once, not after the cache's
 * time-to-live. SQLite serves one process, which empties its own.
 */
export default fp<{ databaseUrl: string | undefined }>(
  async (app, { databaseUrl }) => {
    if (!databaseUrl) {
      app.decorate('announceContentChange', async () => app.contentCache.clear());
      return;
    }
    const listener = listenForContentChanges({
      databaseUrl,
      onChange: () => app.contentCache.clear(),
      onConnectionLost: (error, retryInMs) =>
        app.log.warn({ err: error }, `content change listener lost its connection; cached content is dropped on reconnecting in ${retryInMs} ms`),
    });
    app.addHook('onClose', () => listener.close());
    await listener.ready;
    app.decorate('announceContentChange', () => notifyContentChanged(app.db));
  },
  { name: 'content-changes', dependencies: ['database', 'content-cache'] },
);
