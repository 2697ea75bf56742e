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
 * Seeds a template for SQLite and, given the run's PostgreSQL server, one there too. The
 * answer's `remove` deletes the folders; the database goes with the run's server.
 */
export async function prepareSeededTemplates(postgresUrl?: string): Promise<{ templates: SeededTemplates; remove(): Promise<void> }> {
  const folders: string[] = [];
  const seeded = async (engine: Engine, databaseUrl?: string): Promise<string> => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `cms-seeded-${engine}-`));
    folders.push(dataDir);
    const app = await buildApp({ ...testAppOptions(dataDir, databaseUrl), seed: loadDemoContent });
    await app.ready();
    // Closing checkpoints SQLite's log into the file and ends every connection to the template.
    await app.close();
    return dataDir;
  };
  // Side by side: much of a seed is waiting on files and the compression threads.
  const [sqlite, postgres] = await Promise.all([
    seeded('sqlite'),
    postgresUrl && createDatabaseIn(postgresUrl, TEMPLATE_DATABASE).then((database) => seeded('postgres', database.url)),
  ]);
  const templates: SeededTemplates = { sqlite: { dataDir: sqlite } };
  if (postgres) templates.postgres = { dataDir: postgres, database: TEMPLATE_DATABASE };
  return {
    templates,
    remove: async () => {
      await Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true })));
    },
  };
}
