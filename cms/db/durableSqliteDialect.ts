import fs from 'node:fs/promises';
import path from 'node:path';
import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDatabase, type SqliteDialectConfig } from 'kysely';
import { groupSync, type GroupSync } from './groupSync';

/** Makes what SQLite wrote to the WAL durable; `close` lets the file go. */
export interface WalFlush {
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** Counts the statements prepared that can change the database (better-sqlite3's `readonly` is false). */
interface WriteCount {
  count: number;
}

/**
 * SQLite in WAL mode with `synchronous = NORMAL` writes each commit to the WAL without syncing it;
 * this dialect syncs the WAL itself, off the event loop, before the query or transaction that wrote
 * resolves: what a caller was told is committed is on disk, as with `synchronous = FULL`.
 *
 * With FULL, better-sqlite3 syncs inside COMMIT on the event loop, which then waits the disk's
 * milliseconds for each commit, one commit at a time (docs/benchmarks.md). Here the connection is
 * released at once, other requests' statements run while the disk syncs, and the commits made
 * meanwhile share the next sync (`groupSync`).
 *
 * A commit is visible to other queries from the moment SQLite makes it, a few milliseconds before
 * its sync ends, as on PostgreSQL: nothing acknowledged is lost, but work that reads it before its
 * sync ends (the outbox worker) could act on a commit that a power cut then takes back.
 */
export class DurableSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #writes: WriteCount;
  readonly #wal: WalFlush;

  constructor({ database, file, wal = walFileFlush(file) }: { database: SqliteDatabase; file: string; wal?: WalFlush }) {
    const writes: WriteCount = { count: 0 };
    const config: SqliteDialectConfig = {
      database: {
        close: () => database.close(),
        prepare(sql) {
          const statement = database.prepare(sql);
          if (!(statement as unknown as { readonly: boolean }).readonly) writes.count += 1;
          return statement;
        },
      },
    };
    super(config);
    this.#config = config;
    this.#writes = writes;
    this.#wal = wal;
  }

  override createDriver(): Driver {
    return new DurableSqliteDriver(this.#config, this.#writes, this.#wal);
  }
}

class DurableSqliteDriver extends SqliteDriver {
  readonly #writes: WriteCount;
  readonly #wal: WalFlush;
  readonly #synced: GroupSync;
  /** The write count when the connection was taken: a higher one at its release means its holder wrote. */
  #writesAtAcquire = 0;

  constructor(config: SqliteDialectConfig, writes: WriteCount, wal: WalFlush) {
    super(config);
    this.#writes = writes;
    this.#wal = wal;
    this.#synced = groupSync(() => wal.flush());
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    this.#writesAtAcquire = this.#writes.count;
    return connection;
  }

  override async releaseConnection(): Promise<void> {
    const wrote = this.#writes.count !== this.#writesAtAcquire;
    await super.releaseConnection();
    if (wrote) await this.#synced.sync();
  }

  override async destroy(): Promise<void> {
    await this.#synced.drain();
    await this.#wal.close();
    await super.destroy();
  }
}

/**
 * Syncs the WAL file of the database at `file`: its data and, the first time, the folder that
 * holds it, whose entry for a new WAL file must reach the disk too (SQLite syncs the folder when it
 * creates a journal). The file is opened at the first sync, once a write has created it, and kept
 * open: SQLite keeps the WAL file, truncated or not, while a connection is open.
 */
export function walFileFlush(file: string): WalFlush {
  let wal: fs.FileHandle | undefined;
  return {
    async flush() {
      if (!wal) {
        wal = await fs.open(`${file}-wal`, 'r');
        const folder = await fs.open(path.dirname(file), 'r');
        try {
          await folder.sync();
        } finally {
          await folder.close();
        }
      }
      await wal.datasync();
    },
    async close() {
      await wal?.close();
      wal = undefined;
    },
  };
}
