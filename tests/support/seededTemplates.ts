import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../cms/app';
import { loadDemoContent } from '../../seed/loadDemoContent';
import { createDatabaseIn } from './postgresDatabase';
import { testAppOptions, type Engine } from './testApp';

/**
 * A CMS seeded with the demo content once per run, for the test CMSs to start from a copy:
 * seeding draws pictures, embeds fonts in PDFs and compresses twins, about 5 s of CPU a CMS,
 * which every test file paid again (with both engines, twice). A copy is the seed's own output:
 * the data folder (the SQLite file and the stored files) copied, and on PostgreSQL a database
 * made with the seeded one as its template.
 */
export interface SeededTemplate {
  /** The seeded data folder; on PostgreSQL its stored files only. */
  dataDir: string;
  /** The seeded PostgreSQL database to make copies of; undefined on SQLite. */
  database?: string;
}

export type SeededTemplates = Partial<Record<Engine, SeededTemplate>>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's seeded templates, one per engine its project has (see seededTemplates.ts). */
    seededTemplates: SeededTemplates;
  }
}

/** Name of the seeded PostgreSQL database in the run's server. */
const TEMPLATE_DATABASE = 'seeded_template';

/**
 * The run's SQLite template, shared by every project's global setup: vitest loads each project's
 * setup files apart, in one process, so the share is kept on that process, with how many setups
 * use it; the last one's `remove` deletes it.
 */
interface SharedSqliteTemplate {
  dataDir: Promise<string>;
  users: number;
}
const SHARED_SQLITE = Symbol.for('tests.seededTemplates.sqlite');
const processWide = globalThis as { [SHARED_SQLITE]?: SharedSqliteTemplate };

/** A data folder seeded with the demo content, on SQLite or on the PostgreSQL database given. */
async function seededDataDir(engine: Engine, databaseUrl?: string): Promise<string> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `cms-seeded-${engine}-`));
  const app = await buildApp({ ...testAppOptions(dataDir, databaseUrl), seed: loadDemoContent });
  await app.ready();
  // Closing checkpoints SQLite's log into the file and ends every connection to the template.
  await app.close();
  return dataDir;
}

/**
 * The run's template for SQLite (seeded by the first setup that asks) and, given the run's
 * PostgreSQL server, one there too. The answer's `remove` deletes what no other setup uses; the
 * database goes with the run's server.
 */
export async function prepareSeededTemplates(postgresUrl?: string): Promise<{ templates: SeededTemplates & { sqlite: SeededTemplate }; remove(): Promise<void> }> {
  const shared = (processWide[SHARED_SQLITE] ??= { dataDir: seededDataDir('sqlite'), users: 0 });
  shared.users += 1;
  // Side by side: much of a seed is waiting on files and the compression threads.
  const [sqlite, postgres] = await Promise.all([
    shared.dataDir,
    postgresUrl && createDatabaseIn(postgresUrl, TEMPLATE_DATABASE).then((database) => seededDataDir('postgres', database.url)),
  ]);
  const templates: SeededTemplates & { sqlite: SeededTemplate } = { sqlite: { dataDir: sqlite } };
  if (postgres) templates.postgres = { dataDir: postgres, database: TEMPLATE_DATABASE };
  return {
    templates,
    remove: async () => {
      const unused = postgres ? [postgres] : [];
      shared.users -= 1;
      if (shared.users === 0) {
        delete processWide[SHARED_SQLITE];
        unused.push(sqlite);
      }
      await Promise.all(unused.map((folder) => fs.rm(folder, { recursive: true, force: true })));
    },
  };
}
