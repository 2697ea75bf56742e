import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { connectDatabase, type DatabaseEngine, type PoolUse } from './connect';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbEngine: DatabaseEngine;
    dbDescription: string;
    /** The PostgreSQL pool's use now; null on SQLite. */
    dbPoolUse: () => PoolUse | null;
  }
}

export interface DatabasePluginOptions {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** Connects, brings the schema to the latest migration, and closes with the server. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const handle = connectDatabase({
      ...options,
      onIdleConnectionError: (error) => app.log.warn({ err: error }, 'an idle database connection was ended; a new one opens on demand'),
    });
    try {
      await migrateToLatest(handle.db);
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.decorate('db', handle.db);
    app.decorate('dbEngine', handle.engine);
    app.decorate('dbDescription', handle.description);
    app.decorate('dbPoolUse', handle.poolUse);
    app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
