import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * An auto-numbered primary key in either engine: SQLite's AUTOINCREMENT never reuses the id of a
 * deleted row, PostgreSQL's identity column does the same with a sequence.
 */
export function identityKey(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  return (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}

/** Whether a migration (or a bench filling a database) runs on PostgreSQL, for what the two engines spell differently. */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
