import { type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import { nameStatement } from './namedStatements';
import { readSynchronously } from './synchronousReads';

/** Stands in the built query for the value of `name`, given at each run. */
class Slot {
  constructor(readonly name: string) {}
}

interface Compiled {
  template: CompiledQuery;
  /** Each parameter of the template: the name of the run's value, or the value itself. */
  parameters: Array<{ slot: string } | { value: unknown }>;
}

/**
 * A query built and compiled once per database (its handle and every transaction's), then run
 * with new values: building a query and compiling it costs Kysely more than a small query costs
 * the database. `build` makes the query from `slots`, whose properties stand for the values of
 * each run; the SQL stays the repository's, spelt with Kysely, and its text is the same at every
 * run (SQLite reuses the compiled statement, PostgreSQL a named one: cms/db/namedStatements.ts).
 * On SQLite a read runs at once, outside Kysely's queue, when it can (cms/db/synchronousReads.ts).
 */
export function preparedQuery<DB, P extends Record<string, unknown>, R>(
  build: (db: Kysely<DB>, slots: Readonly<P>) => Compilable<R>,
): (db: Kysely<DB>, values: P) => Promise<R[]> {
  // Kept per adapter, not per handle: a transaction is a handle of its own, sharing its database's adapter.
  const compiled = new WeakMap<object, Compiled>();
  const slots = new Proxy({} as Readonly<P>, { get: (_target, name) => new Slot(String(name)) });
  const compile = (db: Kysely<DB>): Compiled => {
    const template = build(db, slots).compile();
    nameStatement(template.sql);
    return {
      template,
      parameters: template.parameters.map((value) => (value instanceof Slot ? { slot: value.name } : { value })),
    };
  };
  return async (db, values) => {
    const { adapter } = db.getExecutor();
    let query = compiled.get(adapter);
    if (!query) compiled.set(adapter, (query = compile(db)));
    const parameters = query.parameters.map((parameter) => ('slot' in parameter ? values[parameter.slot] : parameter.value));
    const rows = readSynchronously<R>(db, query.template.sql, parameters);
    return rows ?? (await db.executeQuery<R>({ ...query.template, parameters })).rows;
  };
}
