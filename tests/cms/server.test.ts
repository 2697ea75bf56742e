import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outputContaining, startServer, stop, type RunningServer } from '../support/cmsProcess';
import { validLead } from '../support/leadFixture';
import { createPostgresDatabase, type PostgresDatabase } from '../support/postgresDatabase';

describe('the CMS process', () => {
  const servers: RunningServer[] = [];
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-server-'));
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => stop(server)));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('starts with no configuration but a data folder, creates, migrates and seeds it, and says where it listens', async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    servers.push(server);
    expect(server.output()).toMatch(/CMS listening on http:\/\/127\.0\.0\.1:\d+ \(data: SQLite .*cms\.sqlite\)/);
    // A log line, written by pino after the listening line maybe: awaited, not read at once.
    expect(await outputContaining(server, 'No staff user yet')).toContain('No staff user yet: create one with: printf');
    const tree = await fetch(`${server.origin}/cms/open/api/classify/treeData?classifyType=0&language=zh`);
    expect((await tree.json()).data[0].children.length).toBeGreaterThanOrEqual(6);
    await expect(fs.stat(path.join(dataDir, 'cms.sqlite'))).resolves.toBeTruthy();
    expect(await stop(server)).toBe(0);
  });

  it('loses no acknowledged lead when stopped with SIGTERM while submissions are in flight', async () => {
    const server = await startServer({ DATA_DIR: dataDir, SUBMIT_RATE_LIMIT: '1000' });
    servers.push(server);
    const submissions = Array.from({ length: 60 }, (_, index) =>
      fetch(`${server.origin}/cms/open/api/potentialCustomers/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...validLead, remark: `shutdown-${index}` }),
      })
        .then(async (response) => ((await response.json()) as { code: number; data?: { customersId: number } }))
        .catch(() => null),
    );
    // SIGTERM once the server has answered one of them, the others still on their way.
    await Promise.race(submissions);
    const exit = stop(server);
    const answers = await Promise.all(submissions);
    expect(await exit).toBe(0);

    const acknowledged = answers.filter((answer) => answer?.code === 0).map((answer) => answer!.data!.customersId);
    expect(acknowledged.length).toBeGreaterThan(0);
    const database = new SQLite(path.join(dataDir, 'cms.sqlite'), { readonly: true });
    const stored = database
      .prepare("select customers_id from potential_customer where remark like 'shutdown-%'")
      .all()
      .map((row) => (row as { customers_id: number }).customers_id);
    database.close();
    expect(stored).toEqual(expect.arrayContaining(acknowledged));
  });

  describe('on PostgreSQL', () => {
    let postgres: PostgresDatabase;
    beforeAll(async () => {
      postgres = await createPostgresDatabase('server');
    });
    afterAll(() => postgres.drop());

    it('uses DATABASE_URL instead of SQLite, and two instances side by side seed once', async () => {
      const pgDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-server-pg-'));
      const [first, second] = await Promise.all([
        startServer({ DATA_DIR: pgDataDir, DATABASE_URL: postgres.url }),
        startServer({ DATA_DIR: pgDataDir, DATABASE_URL: postgres.url }),
      ]);
      servers.push(first, second);
      expect(first.output()).toMatch(/data: PostgreSQL 127\.0\.0\.1:\d+\//);
      const trees = await Promise.all(
        [first, second].map(async (server) =>
          (await (await fetch(`${server.origin}/cms/open/api/classify/treeData?classifyType=0`)).json()).data,
        ),
      );
      expect(trees[0]).toHaveLength(1);
      expect(trees[1]).toEqual(trees[0]);
      await fs.rm(pgDataDir, { recursive: true, force: true });
    });
  });
});
