import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { DurableSqliteDialect } from './durableSqliteDialect';
import { namingStatements } from './namedStatements';
import { cachingStatements } from './statementCache';
import { allowSynchronousReads } from './synchronousReads';

export type DatabaseEngine = 'sqlite' | 'postgres';

/** How busy the PostgreSQL pool is: its open connections, those idle, and the queries waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  /** Where the data lives, for the start-up line (no password). */
  description: string;
  /** The pool's use now; null on SQLite, whose one connection is not pooled. */
  poolUse(): PoolUse | null;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL (or PostgreSQL-wire) connection string; SQLite when absent. */
  databaseUrl?: string | undefined;
  /** Folder of the SQLite file. */
  dataDir: string;
  /**
   * Told when the server ends an idle pooled PostgreSQL connection (a restart, a failover, an
   * administrator); the pool opens a new one on demand. Without a listener the pool's error event
   * would end the process.
   */
  onIdleConnectionError?: (error: Error) => void;
}

/** The SQLite database's file in the data folder. */
export const SQLITE_FILE = 'cms.sqlite';

export function connectDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl ? connectPostgres(options.databaseUrl, options.onIdleConnectionError) : connectSqlite(options.dataDir);
}

function connectSqlite(dataDir: string): DatabaseHandle {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, SQLITE_FILE);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // A lead answered with code 0 survives a power cut: the dialect syncs the WAL after each commit
  // before the commit's caller goes on, off the event loop and shared by the commits made
  // meanwhile (cms/db/durableSqliteDialect.ts), where FULL would sync it inside each COMMIT.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const statements = cachingStatements(sqlite);
  const dialect = new DurableSqliteDialect({ database: statements, file });
  const db = new Kysely<Database>({ dialect });
  allowSynchronousReads(db, statements, dialect.transactions);
  return {
    db,
    engine: 'sqlite',
    description: `SQLite ${file}`,
    poolUse: () => null,
    close: () => db.destroy(),
  };
}

/** Connections one instance opens to PostgreSQL at most. */
const POOL_MAX = 10;

function connectPostgres(databaseUrl: string, onIdleConnectionError: (error: Error) => void = (error) => console.warn(error.message)): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_MAX });
  pool.on('error', onIdleConnectionError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingStatements(pool) }) });
  const url = new URL(databaseUrl);
  return {
    db,
    engine: 'postgres',
    description: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
    close: () => db.destroy(),
  };
}
