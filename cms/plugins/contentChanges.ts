import fp from 'fastify-plugin';
import { listenForNotices } from '../db/noticeListener';
import { CONTENT_CHANGED_CHANNEL, notifyContentChanged } from '../repositories/contentChangeNotices';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Drops the cached answers of every instance on this database: this one's at once, the
     * others' as soon as the notice reaches them (milliseconds).
     */
    announceContentChange(): Promise<void>;
  }
}

/**
 * Keeps the content caches of every instance in step: on PostgreSQL each instance listens for a
 * notice on the database and empties its cache on each one, so when a release goes live through
 * one instance, every instance behind the load balancer answers the new content at once, not
 * after the cache's time-to-live. SQLite serves one process, which empties its own.
 */
export default fp<{ databaseUrl: string | undefined }>(
  async (app, { databaseUrl }) => {
    if (!databaseUrl) {
      app.decorate('announceContentChange', async () => app.contentCache.clear());
      return;
    }
    const listener = listenForNotices({
      databaseUrl,
      channel: CONTENT_CHANGED_CHANNEL,
      applicationName: 'cms content listener',
      onNotice: () => app.contentCache.clear(),
      onConnectionLost: (error, retryInMs) =>
        app.log.warn({ err: error }, `content change listener lost its connection; cached content is dropped on reconnecting in ${retryInMs} ms`),
    });
    app.addHook('onClose', () => listener.close());
    await listener.ready;
    app.decorate('announceContentChange', async () => {
      app.contentCache.clear();
      await notifyContentChanged(app.db);
    });
  },
  { name: 'content-changes', dependencies: ['database', 'content-cache'] },
);
