import type { SqliteDatabase } from 'kysely';
import type { TransactionState } from './durableSqliteDialect';

type Reader = (sql: string, parameters: readonly unknown[]) => unknown[] | undefined;

const readers = new WeakMap<object, Reader>();

/**
 * Lets prepared reads on this SQLite handle run on the caller's stack. better-sqlite3 runs every
 * statement synchronously, yet each query through Kysely still queues for the connection's
 * mutex and resolves through a chain of promises: for a read of a few rows under load that
 * costs about as much as the read. Running it directly is safe because no other query can run
 * while it does, except inside a transaction: one request's transaction holds the connection
 * across awaits, so a read from another request would see its uncommitted writes. While a
 * transaction is open the read goes through Kysely and waits for the connection like any query.
 * Between two callers' transactions of a shared commit (cms/db/durableSqliteDialect.ts) the read
 * runs at once and sees the released ones, as a read sees a commit before its sync has ended.
 * A streamed query (Kysely's `stream()`) would also hold the connection across awaits, with an
 * open iterator on which better-sqlite3 refuses any other statement: the CMS streams none.
 */
export function allowSynchronousReads(db: object, statements: SqliteDatabase, transactions: TransactionState): void {
  readers.set(db, (sql, parameters) => {
    if (transactions.inTransaction) return undefined;
    const statement = statements.prepare(sql);
    // A write with RETURNING answers rows too, but its commit must wait for the WAL's sync, which
    // only a query through Kysely does (cms/db/durableSqliteDialect.ts).
    return statement.reader && (statement as unknown as { readonly: boolean }).readonly ? statement.all(parameters) : undefined;
  });
}

/**
 * The rows of a read run at once on `db`'s connection, or undefined when it must go through
 * Kysely: another engine, an open transaction, or a write (with `RETURNING` or not).
 */
export function readSynchronously<R>(db: object, sql: string, parameters: readonly unknown[]): R[] | undefined {
  return readers.get(db)?.(sql, parameters) as R[] | undefined;
}
