import fs from 'node:fs/promises';
import path from 'node:path';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDatabase } from 'kysely';
import { groupSync, type GroupSync } from './groupSync';

/** Makes what SQLite wrote to the WAL durable; `close` lets the file go. */
export interface WalFlush {
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** Whether a caller's transaction is open on the connection (reads then must wait their turn). */
export interface TransactionState {
  readonly inTransaction: boolean;
}

/** Transactions that share one COMMIT at most: a bound on how long the first of them waits for it. */
const SHARED_COMMIT_LIMIT = 64;

/** The savepoint each caller's transaction is, inside the shared one. */
const MEMBER = 'shared_commit_member';

/** Statements SQLite refuses inside a transaction: a shared one open is committed before them. */
const OUTSIDE_TRANSACTIONS = /^\s*(pragma|vacuum)\b/i;

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
 * Transactions also share their COMMIT. SQLite's one connection runs one caller's transaction at a
 * time; each is a savepoint, released at its commit, of one transaction left open until the turn
 * of the event loop it began in is over (at most SHARED_COMMIT_LIMIT callers), then committed at
 * once: under load one turn reads many requests, and their transactions run one after the other
 * within it. A commit writes every page it changed to the WAL:
 * a lead touches some twenty-five pages (its table's and the outbox's and touches' indexes), most
 * of them the same as the lead before it, so a shared commit writes each page once for all of them,
 * and SQLite checkpoints (two syncs on the event loop) that much less often. Each caller is
 * answered only once the shared COMMIT and the WAL's sync after it are done; a caller's failing
 * transaction rolls back to its savepoint and leaves the others'. A failing COMMIT fails them all.
 *
 * A commit is visible to other queries from the moment SQLite makes it (a released savepoint from
 * the moment it is released), a few milliseconds before its sync ends, as on PostgreSQL: nothing
 * acknowledged is lost, but work that reads it before its sync ends (the outbox worker) could act
 * on a commit that a power cut then takes back.
 */
export class DurableSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase;
  readonly #wal: WalFlush;
  readonly #transactions = { inTransaction: false };

  constructor({ database, file, wal = walFileFlush(file) }: { database: SqliteDatabase; file: string; wal?: WalFlush }) {
    super({ database });
    this.#database = database;
    this.#wal = wal;
  }

  /** Whether a caller's transaction is open (cms/db/synchronousReads.ts runs reads at once only when not). */
  get transactions(): TransactionState {
    return this.#transactions;
  }

  override createDriver(): Driver {
    return new DurableSqliteDriver(this.#database, this.#wal, this.#transactions);
  }
}

/** A transaction callers share: how many committed into it, whether its turn is over, and when it is committed and synced. */
interface SharedCommit {
  members: number;
  due: boolean;
  durable: Promise<void>;
  settle(error?: unknown): void;
}

function openSharedCommit(): SharedCommit {
  let settle!: (error?: unknown) => void;
  const durable = new Promise<void>((resolve, reject) => (settle = (error) => (error === undefined ? resolve() : reject(error))));
  // A shared commit that only readers saw has no one waiting for it.
  durable.catch(() => {});
  return { members: 0, due: false, durable, settle };
}

class DurableSqliteDriver extends SqliteDriver {
  readonly #database: SqliteDatabase;
  readonly #wal: WalFlush;
  readonly #synced: GroupSync;
  readonly #transactions: { inTransaction: boolean };
  /** Whether a caller holds the connection: a shared transaction due then is committed at its release. */
  #held = false;
  /** Whether the connection's holder ran a statement that can change the database (better-sqlite3's `readonly` is false). */
  #wrote = false;
  #shared: SharedCommit | undefined;

  constructor(database: SqliteDatabase, wal: WalFlush, transactions: { inTransaction: boolean }) {
    // Kysely's own connection runs each statement; preparing it is where the driver looks at it first.
    super({
      database: {
        close: () => database.close(),
        prepare: (sql) => {
          if (this.#shared && !transactions.inTransaction && OUTSIDE_TRANSACTIONS.test(sql)) this.#commitShared();
          const statement = database.prepare(sql);
          if (!(statement as unknown as { readonly: boolean }).readonly) this.#wrote = true;
          return statement;
        },
      },
    });
    this.#database = database;
    this.#wal = wal;
    this.#synced = groupSync(() => wal.flush());
    this.#transactions = transactions;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    this.#held = true;
    this.#wrote = false;
    return connection;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.#shared) {
      await connection.executeQuery(CompiledQuery.raw('begin'));
      const shared = openSharedCommit();
      this.#shared = shared;
      // Committed once this turn of the event loop is over, by the caller then holding the connection if any.
      setImmediate(() => {
        shared.due = true;
        if (this.#shared === shared && !this.#held) this.#commitShared();
      });
    }
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${MEMBER}`));
    this.#transactions.inTransaction = true;
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${MEMBER}`));
    this.#transactions.inTransaction = false;
    this.#shared!.members += 1;
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    this.#transactions.inTransaction = false;
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${MEMBER}`));
    await connection.executeQuery(CompiledQuery.raw(`release ${MEMBER}`));
  }

  override async releaseConnection(): Promise<void> {
    const wrote = this.#wrote;
    const shared = this.#shared;
    if (shared && (shared.due || shared.members >= SHARED_COMMIT_LIMIT)) this.#commitShared();
    this.#held = false;
    await super.releaseConnection();
    if (wrote) await (shared ? shared.durable : this.#synced.sync());
  }

  override async destroy(): Promise<void> {
    if (this.#shared) this.#commitShared();
    await this.#synced.drain();
    await this.#wal.close();
    await super.destroy();
  }

  /** Commits the shared transaction, then settles its callers once the WAL is synced. */
  #commitShared(): void {
    const shared = this.#shared!;
    this.#shared = undefined;
    try {
      this.#database.prepare('commit').run([]);
    } catch (error) {
      // A COMMIT that failed may leave the transaction open; none of its callers is answered.
      try {
        this.#database.prepare('rollback').run([]);
      } catch {
        // SQLite had rolled it back itself.
      }
      shared.settle(error);
      return;
    }
    this.#synced.sync().then(() => shared.settle(), (error: unknown) => shared.settle(error));
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
