import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { CURRENT, siteReleases } from '../../../cms/publishing/releases/siteReleases';
import { logLines } from '../../support/logLines';
import { startS3Server, type TestS3Server } from '../../support/s3Server';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';

interface Readiness {
  status: string;
  checks: Record<string, string>;
}

/** One answer of /readyz, which is never cached. */
async function readiness(test: TestApp): Promise<{ statusCode: number; body: Readiness }> {
  const response = await test.app.inject({ method: 'GET', url: '/readyz' });
  expect(response.headers['cache-control']).toBe('no-store');
  return { statusCode: response.statusCode, body: response.json() };
}

/** A statement on the run's PostgreSQL server as its administrator, outside the CMS's database. */
async function asAdministrator<T>(body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

describe.each(ENGINES)('readiness on %s', (engine) => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  /** Polls /readyz (its checks are kept about a second) until `check` reads as given. */
  const checkBecomes = (check: string, matcher: RegExp | string) =>
    expect.poll(async () => (await readiness(test!)).body.checks[check], { interval: 50 }).toMatch(matcher);

  it('answers 200 with each check ok, often, without a rate limit or a log line per poll', async () => {
    const log = logLines();
    test = await startTestApp(engine, { seed: undefined, submitRateLimitPerMinute: 1 }, { logStream: log.stream });
    const linesAtStart = log.lines.length;
    for (let poll = 0; poll < 30; poll += 1) {
      const { statusCode, body } = await readiness(test);
      expect(statusCode).toBe(200);
      expect(body).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
      const health = await test.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
    }
    expect(log.lines.slice(linesAtStart)).toEqual([]);
  });

  it('answers 503 naming the storage while the data folder is a file, once logged, and 200 once it is back', async () => {
    const log = logLines();
    test = await startTestApp(engine, { seed: undefined }, { logStream: log.stream });
    const { dataDir } = test;
    const moved = `${dataDir}-moved`;
    await fs.rename(dataDir, moved);
    await fs.writeFile(dataDir, 'not a folder');
    try {
      await checkBecomes('storage', 'data folder not writable (ENOTDIR)');
      const { statusCode, body } = await readiness(test);
      expect(statusCode).toBe(503);
      expect(body).toEqual({ status: 'failing', checks: { database: 'ok', migrations: 'ok', storage: 'data folder not writable (ENOTDIR)' } });
      // No path in the answer: /readyz is open to whoever reaches the instance.
      expect(JSON.stringify(body)).not.toContain(os.tmpdir());
      const warnings = log.lines.filter((line) => line.msg === 'readiness check failing');
      expect(warnings).toEqual([expect.objectContaining({ level: 40, check: 'storage', reason: 'data folder not writable (ENOTDIR)' })]);
    } finally {
      await fs.rm(dataDir);
      await fs.rename(moved, dataDir);
    }
    await checkBecomes('storage', 'ok');
    expect((await readiness(test)).statusCode).toBe(200);
    expect(log.lines.filter((line) => line.msg === 'readiness check passing again')).toEqual([expect.objectContaining({ check: 'storage' })]);
  });

  it('answers 503 naming the migrations while the database lacks one the code has', async () => {
    test = await startTestApp(engine, { seed: undefined });
    const { db } = test.app;
    const { rows } = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(db);
    const last = rows[0]!;
    await sql`delete from kysely_migration where name = ${last.name}`.execute(db);
    await checkBecomes('migrations', `behind: 1 not applied, first ${last.name}`);
    expect((await readiness(test)).statusCode).toBe(503);
    await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(db);
    await checkBecomes('migrations', 'ok');
    expect((await readiness(test)).statusCode).toBe(200);
  });

  it('answers 503 naming the database when it cannot be reached', async () => {
    test = await startTestApp(engine, { seed: undefined });
    if (engine === 'sqlite') {
      // The one connection closed: every query fails, as after the file's disk went away.
      await test.app.db.destroy();
      await checkBecomes('database', /^unreachable \(/);
      const { statusCode, body } = await readiness(test);
      expect(statusCode).toBe(503);
      expect(body.checks.storage).toBe('ok');
      return;
    }
    const database = new URL(test.databaseUrl!).pathname.slice(1);
    await asAdministrator(async (client) => {
      await client.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS false`);
      await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [database]);
    });
    try {
      // 55000: the server refuses connections to the database (object_not_in_prerequisite_state).
      await checkBecomes('database', 'unreachable (55000)');
      const { statusCode, body } = await readiness(test);
      expect(statusCode).toBe(503);
      expect(body.checks.migrations).toMatch(/^unknown: the database did not answer/);
    } finally {
      await asAdministrator((client) => client.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS true`));
    }
    await checkBecomes('database', 'ok');
    expect((await readiness(test)).statusCode).toBe(200);
  });
});

describe('readiness while PostgreSQL holds a query', () => {
  let test: TestApp | undefined;
  afterEach(() => test?.close());

  const checkBecomes = (check: string, expected: string) =>
    expect.poll(async () => (await readiness(test!)).body.checks[check], { interval: 50 }).toBe(expected);

  it('answers 503 within its timeout while a check hangs, and starts no second attempt beside it', async () => {
    test = await startTestApp('postgres', { seed: undefined });
    const database = new URL(test.databaseUrl!).pathname.slice(1);
    const url = new URL(inject('postgresUrl'));
    url.pathname = `/${database}`;
    // Another session holds the migration table, as a migrating instance would.
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE kysely_migration IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      await checkBecomes('migrations', 'no answer within 2 s');
      expect(Date.now() - started).toBeLessThan(4_000);
      const { statusCode, body } = await readiness(test);
      expect(statusCode).toBe(503);
      expect(body.checks.database).toBe('ok');
      // A balancer keeps polling past the kept answer's second: still the one attempt, still failing.
      for (const until = Date.now() + 2_500; Date.now() < until;) {
        expect((await readiness(test)).body.checks.migrations).toBe('no answer within 2 s');
      }
      const waiting = await holder.query<{ count: string }>(
        `SELECT count(*) FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'`,
        [database],
      );
      expect(Number(waiting.rows[0]!.count)).toBe(1);
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
    }
    await checkBecomes('migrations', 'ok');
  });
});

describe('readiness of an instance serving the site', () => {
  let test: TestApp | undefined;
  let folder = '';
  afterEach(async () => {
    await test?.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('answers 503 naming the site until a live release with a home page is there', async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'readiness-site-'));
    const releasesDir = path.join(folder, 'releases');
    test = await startTestApp('sqlite', { seed: undefined, siteDir: path.join(releasesDir, CURRENT) });
    const site = async () => (await readiness(test!)).body.checks.site;
    const statusCode = async () => (await readiness(test!)).statusCode;

    expect(await site()).toBe('no live release');
    expect(await statusCode()).toBe(503);

    const releases = siteReleases(releasesDir);
    const workingCopy = path.join(folder, 'public');
    await fs.mkdir(path.join(workingCopy, 'about'), { recursive: true });
    await fs.writeFile(path.join(workingCopy, 'about', 'index.html'), '<!doctype html><p>about</p>');
    await releases.switchTo((await releases.add(workingCopy)).id);
    await expect.poll(site, { interval: 50 }).toBe('live release has no home page');

    await fs.mkdir(path.join(workingCopy, 'home'));
    await fs.writeFile(path.join(workingCopy, 'home', 'index.html'), '<!doctype html><p>home</p>');
    await releases.switchTo((await releases.add(workingCopy)).id);
    await expect.poll(site, { interval: 50 }).toBe('ok');
    expect(await statusCode()).toBe(200);
  });
});

describe('readiness of an instance keeping uploads in a bucket', () => {
  let s3: TestS3Server | undefined;
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    await s3?.close();
  });

  const storageCheck = async () => (await readiness(test!)).body.checks.storage;

  it('writes and removes a probe in the bucket, apart from the stored files, and names the bucket when it refuses', async () => {
    s3 = await startS3Server();
    test = await startTestApp('sqlite', { seed: undefined, s3: s3.settings });
    expect(await storageCheck()).toBe('ok');
    // Nothing is left in the bucket: the probe was removed once written.
    expect(await s3.keys()).toEqual([]);
    await test.close();
    test = undefined;

    test = await startTestApp('sqlite', { seed: undefined, s3: { ...s3.settings, bucket: 'no-such-bucket' } });
    expect(await storageCheck()).toBe('bucket not writable (NoSuchBucket)');
  });
});
