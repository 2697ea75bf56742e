import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../../cms/app';
import type { LoadSeedContent } from '../../cms/seeding/seedContent';
import { loadDemoContent } from '../../seed/loadDemoContent';
import { createPostgresDatabase, type PostgresDatabase } from '../support/postgresDatabase';
import { ENGINES, filesIn, testAppOptions } from '../support/testApp';

const REFUSAL = 'jobs refused by the test';

/** Makes the database refuse the seed's last insert (its jobs), so the seed fails after writing every file. */
const REFUSE_JOBS = {
  sqlite: [sql`create trigger refuse_jobs before insert on job begin select raise(abort, ${sql.lit(REFUSAL)}); end`],
  postgres: [
    sql`create function refuse_jobs() returns trigger language plpgsql as $$ begin raise exception ${sql.lit(REFUSAL)}; end $$`,
    sql`create trigger refuse_jobs before insert on job for each statement execute function refuse_jobs()`,
  ],
};
const ACCEPT_JOBS = {
  sqlite: [sql`drop trigger refuse_jobs`],
  postgres: [sql`drop trigger refuse_jobs on job`],
};

describe.each(ENGINES)('seeding on %s', (engine) => {
  let dataDir: string;
  let postgres: PostgresDatabase | undefined;
  const publicDir = () => path.join(dataDir, 'public');

  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `cms-seed-${engine}-`));
    postgres = engine === 'postgres' ? await createPostgresDatabase('seed') : undefined;
  });
  afterEach(async () => {
    await postgres?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const app = (seed: AppOptions['seed']) =>
    buildApp({
      ...testAppOptions(dataDir, postgres?.url),
      submitRateLimitPerMinute: 1000,
      seed,
    });

  /** Runs statements on the (migrated, unseeded) database. */
  const execute = async (statements: Array<ReturnType<typeof sql>>) => {
    const unseeded = await app(undefined);
    try {
      await unseeded.ready();
      for (const statement of statements) await statement.execute(unseeded.db);
    } finally {
      await unseeded.close();
    }
  };

  const countCategories = async () => {
    const unseeded = await app(undefined);
    try {
      await unseeded.ready();
      const { count } = await unseeded.db.selectFrom('classify').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      return Number(count);
    } finally {
      await unseeded.close();
    }
  };

  it('leaves no file behind when its transaction fails, and seeds rows and files together once it can', async () => {
    await execute(REFUSE_JOBS[engine]);
    let writtenBeforeFailure: string[] = [];
    const watched: LoadSeedContent = async () => {
      const content = await loadDemoContent();
      return async (target) => {
        try {
          await content(target);
        } finally {
          writtenBeforeFailure = await filesIn(target.publicDir);
        }
      };
    };

    await expect(app(watched)).rejects.toThrow(REFUSAL);
    // The seed had written its pictures, PDFs and film when the database refused its jobs.
    expect(writtenBeforeFailure).toEqual(expect.arrayContaining(['videos/corporate-film.mp4', 'videos/agv-fleet.mp4']));
    expect(writtenBeforeFailure.filter((file) => file.endsWith('.svg')).length).toBeGreaterThan(10);
    // None of them is left: not in the public folder, not in a staging folder beside it.
    expect(await filesIn(publicDir())).toEqual([]);
    expect((await fs.readdir(dataDir)).filter((name) => name.startsWith('public.'))).toEqual([]);
    expect(await countCategories()).toBe(0);

    await execute(ACCEPT_JOBS[engine]);
    const seeding = await app(loadDemoContent);
    await seeding.ready();
    await seeding.close();
    expect((await filesIn(publicDir())).sort()).toEqual([...writtenBeforeFailure].sort());
    expect(await countCategories()).toBeGreaterThan(0);
  });

  it('loads the demo content only for an empty database', async () => {
    let loads = 0;
    const counted: LoadSeedContent = () => {
      loads += 1;
      return loadDemoContent();
    };
    for (const expected of [1, 1]) {
      const started = await app(counted);
      await started.ready();
      await started.close();
      expect(loads).toBe(expected);
    }
  });
});
