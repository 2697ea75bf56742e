import fp from 'fastify-plugin';
import { readPartnerOriginSet } from './partnerOrigins';
import { announcedRead } from '../platform/announcedRead';

declare module 'fastify' {
  interface FastifyInstance {
    partnerOrigins: PartnerOrigins;
  }
}

export interface PartnerOrigins {
  /** Whether the partner origins staff added (as this instance last read them) hold `origin`. */
  has(origin: string): boolean;
  /**
   * After a write: this instance reads them again before it resolves; on PostgreSQL the others
   * do as soon as the notice reaches them (milliseconds).
   */
  announceChange(): Promise<void>;
}

/**
 * The partner origins of the back office, held in memory for the CORS check of every request
 * that names an origin. They change a few times a year and must take effect at once: rather than
 * a cached read that would let a removed origin in until it expires, each instance reads the list
 * when it starts and again on each change, which on PostgreSQL every instance hears through a
 * notice on the database (the same mechanism that keeps the content caches in step), and after
 * its listening connection comes back (notices sent meanwhile are lost).
 */
export default fp<{ databaseUrl: string | undefined }>(
  async (app, { databaseUrl }) => {
    const origins = await announcedRead(app, {
      databaseUrl,
      channel: 'partner_origins_changed',
      what: 'partner origins',
      read: () => readPartnerOriginSet(app.db),
    });
    app.decorate('partnerOrigins', { has: (origin: string) => origins.current().has(origin), announceChange: origins.announceChange });
  },
  { name: 'partner-origins', dependencies: ['database'] },
);
