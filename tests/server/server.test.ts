import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { validLead } from '../support/leadFixture';
import { createPostgresDatabase, type PostgresDatabase } from '../support/postgresDatabase';

const ROOT = path.resolve(__dirname, '../..');

interface RunningServer {
  child: ChildProcess;
  origin: string;
  output: () => string;
}

/** Starts `cms/server.ts` the way `npm run cms` does, on a port the OS picks. */
async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'cms/server.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const check = () => {
      const match = /CMS listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, origin, output: () => output };
}

function stop(server: RunningServer, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve(server.child.exitCode);
    server.child.once('exit', (code) => resolve(code));
    server.child.kill(signal);
  });
}

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
    expect(server.output()).toContain('No staff user yet: create one with: printf');
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
    await new Promise((resolve) => setTimeout(resolve, 20));
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
