import path from 'node:path';
import pg from 'pg';
import { libpqConnection, runTool } from './childProcess';

/** Whether the PostgreSQL database at `databaseUrl` has any table in its schema. */
export async function postgresHoldsTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: string }>(
      'SELECT count(*) AS tables FROM information_schema.tables WHERE table_schema = current_schema()',
    );
    return Number(rows[0]!.tables) > 0;
  } finally {
    await client.end();
  }
}

/**
 * Loads a `pg_dump --format=custom` file into the database at `databaseUrl` in one transaction:
 * `pg_restore` writes it out as SQL (owners and grants left out, so any role can load it), and
 * psql runs that, after emptying the schema when `replace`, between one BEGIN and COMMIT; a
 * failure anywhere leaves the database as it was.
 */
export async function loadPostgresDump(databaseUrl: string, dump: string, replace: boolean): Promise<void> {
  const script = path.join(path.dirname(dump), 'restore.sql');
  await runTool('pg_restore', ['--no-owner', '--no-privileges', `--file=${script}`, dump]);
  const { dbname, env } = libpqConnection(databaseUrl);
  await runTool(
    'psql',
    [
      '--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction',
      ...(replace ? ['--command=DROP SCHEMA public CASCADE; CREATE SCHEMA public;'] : []),
      `--file=${script}`, `--dbname=${dbname}`,
    ],
    { env },
  );
}
