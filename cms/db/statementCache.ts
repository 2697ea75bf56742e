import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * better-sqlite3 compiles SQL on every `prepare`, and Kysely prepares every query it runs: for a
 * small join, planning costs more than running it. This keeps the most recently used `capacity`
 * compiled statements by their SQL text (Kysely binds values as parameters, so a query's text
 * repeats). Reusing a statement is safe because Kysely runs one query at a time on the
 * connection, and SQLite recompiles a statement itself when the schema changes.
 */
export function cachingStatements(database: SqliteDatabase, capacity = 500): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) {
        // Map keeps insertion order: re-inserting marks it the most recently used.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (statements.size >= capacity) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
      return statement;
    },
  };
}
