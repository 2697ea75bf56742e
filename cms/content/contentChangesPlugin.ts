import fp from 'fastify-plugin';
import { announcedChange } from '../platform/announcedChange';

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
    const announce = await announcedChange(app, {
      databaseUrl,
      // Notified when the content the instances cache is out of date (a release went live).
      channel: 'content_changed',
      what: 'content',
      onChange: () => app.contentCache.clear(),
    });
    app.decorate('announceContentChange', announce);
  },
  { name: 'content-changes', dependencies: ['database', 'content-cache'] },
);
