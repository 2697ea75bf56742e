import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { connectDatabase } from '../../cms/db/connect';
import { migrateToLatest } from '../../cms/db/migrate';
import type { Database } from '../../cms/db/schema';
import { createPostgresDatabase } from './postgresDatabase';
import type { Engine } from './testApp';

/**
 * A fresh database of `engine` migrated up to `last` (every migration when undefined), for a
 * migration's test: its body stores what the older schema held, migrates on and checks. The
 * body is told where the database is (a backup of it, say). The database and its folder are
 * removed after.
 */
export async function withDatabaseAtMigration(
  engine: Engine,
  name: string,
  last: string | undefined,
  body: (db: Kysely<Database>, where: { dataDir: string; databaseUrl: string | undefined }) => Promise<void>,
): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `cms-${name}-${engine}-`));
  const postgres = engine === 'postgres' ? await createPostgresDatabase(name) : undefined;
  const handle = connectDatabase({ dataDir, databaseUrl: postgres?.url });
  try {
    await migrateToLatest(handle.db, last);
    await body(handle.db, { dataDir, databaseUrl: postgres?.url });
  } finally {
    await handle.close();
    await postgres?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** A fresh database of `engine` with every migration, for a test of the database layer itself. */
export const withMigratedDatabase = (engine: Engine, name: string, body: Parameters<typeof withDatabaseAtMigration>[3]) =>
  withDatabaseAtMigration(engine, name, undefined, body);
