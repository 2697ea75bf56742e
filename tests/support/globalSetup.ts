// Vitest globalSetup: starts ONE throw-away PostgreSQL server for the whole
// test run and provides its URL to the tests as `inject('postgresUrl')`, and
// the demo content seeded once on each engine as `inject('seededTemplates')`.
// Test files should not use that database directly: each creates its own with
// `createPostgresDatabase()` from ./postgresDatabase.ts, so files are isolated.
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgresServer';
import { prepareSeededTemplates } from './seededTemplates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `postgres://postgres@127.0.0.1:<port>/vitest` of the run's throw-away server. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  const seeded = await prepareSeededTemplates(server.url).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  project.provide('seededTemplates', seeded.templates);
  return async () => {
    await seeded.remove();
    await server.stop();
  };
}
