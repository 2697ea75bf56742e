import type { CompiledQuery, Kysely } from 'kysely';

/**
 * A handle on `db` of its own whose executor records each query it runs, as compiled: built by
 * the query builder or prepared once by a repository (cms/db/preparedQuery.ts). A test empties
 * `queries` to record a call's alone.
 */
export function recordingQueries<DB>(db: Kysely<DB>): { db: Kysely<DB>; queries: CompiledQuery[] } {
  const tracing = db.withPlugin({ transformQuery: ({ node }) => node, transformResult: async ({ result }) => result });
  const executor = tracing.getExecutor();
  const execute = executor.executeQuery.bind(executor);
  const queries: CompiledQuery[] = [];
  executor.executeQuery = (query) => {
    queries.push(query);
    return execute(query);
  };
  return { db: tracing, queries };
}
