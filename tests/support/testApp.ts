import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../../cms/app';
import { loadDemoContent } from '../../seed/loadDemoContent';
import { createPostgresDatabase } from './postgresDatabase';
import { testAppOptions } from './testAppOptions';

export type Engine = 'sqlite' | 'postgres';

/** Both engines the CMS supports: every API test runs against each. */
export const ENGINES: Engine[] = ['sqlite', 'postgres'];

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** The PostgreSQL database the CMS runs on; undefined on SQLite. */
  databaseUrl?: string;
  close(): Promise<void>;
}

export { NO_SECOND_FACTOR, secondFactorFor, testAppOptions } from './testAppOptions';

/** Where a test CMS keeps its data, for what must happen there before the CMS starts. */
export interface TestDatabase {
  dataDir: string;
  databaseUrl: string | undefined;
}

/**
 * A CMS on a fresh database of the given engine: a real SQLite file in a temporary data folder,
 * or a new database in the run's throw-away PostgreSQL server. Seeded unless told otherwise.
 */
export async function startTestApp(
  engine: Engine,
  options: Partial<AppOptions> = {},
  hooks: {
    /** Runs on the database before the CMS is built (a command-line tool, say). */
    beforeStart?: (database: TestDatabase) => Promise<void>;
    /** Adds what one test needs (a route that holds a request) before the app starts. */
    beforeReady?: (app: FastifyInstance) => void;
    /** Where the CMS writes its log (JSON lines); no log when undefined. */
    logStream?: Writable;
    /** The log's level; `info` when not given. */
    logLevel?: string;
    /**
     * The PostgreSQL server to create the database in, started by the test itself where its
     * project's global setup starts none (end to end); the run's server when not given.
     */
    postgresServerUrl?: string;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `cms-${engine}-`));
  // The run's seeded template lives in the run's server: a server of the test's own has none.
  const template = engine === 'postgres' && hooks.postgresServerUrl ? undefined : seededTemplate(engine, options);
  if (template) await fs.cp(template.dataDir, dataDir, { recursive: true });
  const postgres = engine === 'postgres'
    ? await createPostgresDatabase('cms', { template: template?.database, serverUrl: hooks.postgresServerUrl })
    : undefined;
  await hooks.beforeStart?.({ dataDir, databaseUrl: postgres?.url });
  const app = await buildApp({
    ...testAppOptions(dataDir, postgres?.url),
    seed: loadDemoContent,
    ...options,
  }, hooks.logStream ? { logger: { level: hooks.logLevel ?? 'info', stream: hooks.logStream } } : {});
  hooks.beforeReady?.(app);
  await app.ready();
  return {
    app,
    dataDir,
    databaseUrl: postgres?.url,
    async close() {
      await app.close();
      await postgres?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The run's seeded copy of the demo content for a CMS that would seed it (see seededTemplates.ts),
 * when its project prepared one: not when a test chose another seed or none, or a bucket, where
 * the seed's files would go.
 */
function seededTemplate(engine: Engine, options: Partial<AppOptions>) {
  const seedsDemoContent = !('seed' in options) || options.seed === loadDemoContent;
  if (!seedsDemoContent || options.s3) return undefined;
  return inject('seededTemplates')?.[engine];
}

/**
 * A second CMS on the PostgreSQL database of a running one, with a data folder of its own, as a
 * second instance behind a load balancer: what one publishes, the other must answer. The first
 * keeps the database; closing the second leaves it.
 */
export async function startSecondInstance(first: TestApp, options: Partial<AppOptions> = {}): Promise<TestApp> {
  if (!first.databaseUrl) throw new Error('A second instance shares a PostgreSQL database: start the first on postgres');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-second-'));
  const app = await buildApp({ ...testAppOptions(dataDir, first.databaseUrl), ...options });
  await app.ready();
  return {
    app,
    dataDir,
    databaseUrl: first.databaseUrl,
    async close() {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Files a folder holds, recursively, relative to it. */
export async function filesIn(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}
