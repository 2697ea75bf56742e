import type { PoolClient } from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

/**
 * The SQL texts the repositories prepare once (cms/db/preparedQuery.ts), each with a statement
 * name: PostgreSQL parses and plans a named statement once per connection and then only binds
 * and runs it, where an unnamed one is parsed and planned again on every run. Only these texts
 * are named, so the server keeps a bounded set of statements per connection.
 */
const names = new Map<string, string>();

export function nameStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `prepared_${names.size + 1}`);
}

/** The pool with each client's queries of a named text sent as that named statement. */
export function namingStatements(pool: PostgresPool): PostgresPool {
  const clients = new WeakMap<PostgresPoolClient, PostgresPoolClient>();
  const naming = (client: PostgresPoolClient): PostgresPoolClient => ({
    query: ((textOrCursor: string, values: unknown[]) => {
      const name = typeof textOrCursor === 'string' ? names.get(textOrCursor) : undefined;
      return name
        ? (client as unknown as PoolClient).query({ name, text: textOrCursor, values })
        : client.query(textOrCursor, values);
    }) as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      // Kysely keeps a connection per client object: the same client gets the same wrapper.
      let wrapped = clients.get(client);
      if (!wrapped) clients.set(client, (wrapped = naming(client)));
      return wrapped;
    },
    end: () => pool.end(),
  };
}
