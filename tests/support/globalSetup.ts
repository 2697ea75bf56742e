// Vitest globalSetup: starts ONE throw-away PostgreSQL server for the whole
// test run and provides its URL to the tests as `inject('postgresUrl')`.
// Test files should not use that database directly: each creates its own with
// `createPostgresDatabase()` from ./postgresDatabase.ts, so files are isolated.
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgresServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `postgres://postgres@127.0.0.1:<port>/vitest` of the run's throw-away server. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return async () => {
    await server.stop();
  };
}
