// Per-test-file PostgreSQL database inside the run's server (see globalSetup.ts).
//
//   let db: { url: string; drop(): Promise<void> };
//   beforeAll(async () => { db = await createPostgresDatabase('articles'); });
//   afterAll(() => db.drop());
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface PostgresDatabase {
  /** Connection URL of the new, empty database. */
  url: string;
  /** Drops the database, closing any connections still open to it. Safe to call twice. */
  drop(): Promise<void>;
}

/** Unique, lower-case identifier of at most 63 bytes (PostgreSQL's limit). */
function uniqueName(name: string | undefined): string {
  const label = (name ?? 'test').toLowerCase().replace(/[^a-z0-9_]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 32) || 'test';
  return `t_${label}_${process.pid}_${randomBytes(5).toString('hex')}`;
}

async function withAdmin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Creates a fresh database with a unique name (containing `name`) in the run's PostgreSQL server,
 * or in `serverUrl`'s where a test started its own (its project's global setup starts none), empty
 * or, given a `template` database of that server, a copy of it.
 */
export async function createPostgresDatabase(
  name?: string,
  { template, serverUrl = inject('postgresUrl') }: { template?: string; serverUrl?: string } = {},
): Promise<PostgresDatabase> {
  if (!serverUrl) {
    throw new Error(
      "inject('postgresUrl') is empty: run the tests through vitest with tests/support/globalSetup.ts as globalSetup (see vitest.config.ts).",
    );
  }
  return createDatabaseIn(serverUrl, uniqueName(name), template);
}

/** Creates the database `database` in the server at `serverUrl` (a copy of `template` if given). */
export async function createDatabaseIn(serverUrl: string, database: string, template?: string): Promise<PostgresDatabase> {
  await withAdmin(serverUrl, (client) => client.query(`CREATE DATABASE "${database}"${template ? ` TEMPLATE "${template}"` : ''}`));
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  let dropping: Promise<void> | undefined;
  return {
    url: url.toString(),
    drop() {
      dropping ??= withAdmin(serverUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      });
      return dropping;
    },
  };
}
