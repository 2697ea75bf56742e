import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { SQLITE_FILE } from '../db/connect';
import { runTool, libpqConnection } from './childProcess';

const LAST_MIGRATION = 'SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1';

/**
 * `VACUUM INTO` in a worker thread: one read transaction, so one point in time, while the CMS
 * keeps writing (WAL); in a thread so that a large database does not stop the event loop of the
 * CMS that runs a scheduled backup. Plain JavaScript, given better-sqlite3's path, as the worker
 * does not go through tsx.
 */
const VACUUM_WORKER = `
const { workerData } = require('node:worker_threads');
const SQLite = require(workerData.module);
const db = new SQLite(workerData.source, { readonly: true, fileMustExist: true });
try { db.prepare('VACUUM INTO ?').run(workerData.target); } finally { db.close(); }
`;

/** Copies the SQLite database of `dataDir` into the file `target`; answers its last migration. */
export async function dumpSqlite(dataDir: string, target: string): Promise<string> {
  const worker = new Worker(VACUUM_WORKER, {
    eval: true,
    workerData: { module: createRequire(__filename).resolve('better-sqlite3'), source: path.join(dataDir, SQLITE_FILE), target },
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the SQLite copy stopped with code ${code}`))));
  });
  const copy = new SQLite(target, { readonly: true, fileMustExist: true });
  try {
    return (copy.prepare(LAST_MIGRATION).get() as { name: string }).name;
  } finally {
    copy.close();
  }
}

/**
 * `pg_dump --format=custom` of the database into `target`. The dump reads a snapshot exported by
 * a transaction of ours, which reads the migration level from the same point in time.
 */
export async function dumpPostgres(databaseUrl: string, target: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const migration = (await client.query<{ name: string }>(LAST_MIGRATION)).rows[0]!.name;
    const { dbname, env } = libpqConnection(databaseUrl);
    await runTool('pg_dump', ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${target}`, `--dbname=${dbname}`], { env });
    await client.query('COMMIT');
    return migration;
  } finally {
    await client.end();
  }
}
