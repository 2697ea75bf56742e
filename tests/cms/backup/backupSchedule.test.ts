import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readBackupKeys } from '../../../cms/backup/backupKeys';
import { lastGoodBackup } from '../../../cms/backup/backupRuns';
import type { BackupSettings } from '../../../cms/backup/backupSettings';
import { createStaff, signIn, call, testClock, type TestClock } from '../../support/staffApp';
import { ENGINES, startSecondInstance, startTestApp, type Engine, type TestApp } from '../../support/testApp';

const DAY_MS = 86_400_000;
const keys = readBackupKeys({ BACKUP_KEY: randomBytes(32).toString('base64') });

/** Daily backups into `folder`, keeping 3 daily and 3 weekly. */
const dailyInto = (folder: string): BackupSettings => ({ intervalMs: DAY_MS, keepDaily: 3, keepWeekly: 3, folder, bucket: undefined, keys });

const started: TestApp[] = [];
const folders: string[] = [];
const folder = async () => {
  const made = await fs.mkdtemp(path.join(os.tmpdir(), 'backups-'));
  folders.push(made);
  return made;
};
const start = async (engine: Engine, settings: BackupSettings, clock: TestClock, logStream?: PassThrough) => {
  const test = await startTestApp(engine, { seed: undefined, backup: settings, clock: clock.now }, { logStream });
  started.push(test);
  return test;
};

afterEach(async () => {
  for (const test of started.splice(0).reverse()) await test.close();
});
afterAll(async () => {
  for (const made of folders) await fs.rm(made, { recursive: true, force: true });
});

describe.each(ENGINES)('scheduled backups on %s', (engine) => {

  it('keeps the newest snapshot of each of the last 3 days and of the last 3 weeks, and removes the others', async () => {
    const into = await folder();
    // Monday 1 January 2024: the first backup runs when the CMS is ready.
    const clock = testClock('2024-01-01T00:30:00.000Z');
    const { app } = await start(engine, dailyInto(into), clock);
    for (let day = 1; day <= 15; day++) {
      clock.set(`2024-01-${String(day).padStart(2, '0')}T00:30:00.000Z`);
      await app.backups.runDue();
      clock.set(`2024-01-${String(day).padStart(2, '0')}T18:00:00.000Z`);
      // The same day's slot is taken: no second snapshot that day.
      expect(await app.backups.runDue()).toEqual({ status: 'taken' });
    }
    const days = (await fs.readdir(into)).map((name) => /^cms-202401(\d\d)T/.exec(name)?.[1]).sort();
    // Days 13, 14, 15 (daily); the newest of the weeks 8–14 (the 14th) and 1–7 (the 7th).
    expect(days).toEqual(['07', '13', '14', '15']);
    const runs = await app.db.selectFrom('backup_run').select(['started_at', 'removed_at', 'error', 'bytes']).orderBy('started_at').execute();
    expect(runs).toHaveLength(15);
    expect(runs.filter((run) => run.removed_at === null).map((run) => run.started_at.slice(8, 10))).toEqual(['07', '13', '14', '15']);
    expect(runs.every((run) => run.error === null && Number(run.bytes) > 0)).toBe(true);
    expect(await lastGoodBackup(app.db)).toEqual({ finishedAt: '2024-01-15T00:30:00.000Z', bytes: Number(runs.at(-1)!.bytes) });
  });

  it('records a failed backup with its error, logs it, and shows it to admins beside the last good one', async () => {
    const into = await folder();
    const clock = testClock('2024-02-01T00:30:00.000Z');
    const log = new PassThrough();
    let logged = '';
    log.on('data', (chunk) => (logged += chunk));
    const { app } = await start(engine, dailyInto(into), clock, log);
    await app.backups.runDue();
    // The folder becomes a file: the next day's snapshot cannot be written.
    await fs.rm(into, { recursive: true });
    await fs.writeFile(into, 'not a folder');
    clock.set('2024-02-02T00:30:00.000Z');
    const failed = await app.backups.runDue();
    expect(failed).toMatchObject({ status: 'failed' });
    expect(logged).toContain('scheduled backup failed');

    await createStaff(app, 'admin@example.com', ['admin']);
    await createStaff(app, 'sales@example.com', ['sales']);
    const admin = await signIn(app, 'admin@example.com');
    const summary = await call(app, 'GET', '/backup-summary', admin);
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({
      lastGood: { finishedAt: '2024-02-01T00:30:00.000Z', bytes: expect.any(Number) },
      schedule: { intervalMs: DAY_MS, keepDaily: 3, keepWeekly: 3 },
    });
    const list = await call(app, 'GET', '/backups', admin);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-range']).toBe('backups 0-1/2');
    const [newest, oldest] = list.json() as Array<{ trigger: string; error: string | null; finishedAt: string | null; location: string | null }>;
    expect(newest).toMatchObject({ trigger: 'scheduled', finishedAt: '2024-02-02T00:30:00.000Z', location: null });
    expect(newest!.error).toMatch(/EEXIST|ENOTDIR/);
    expect(oldest).toMatchObject({ error: null, location: expect.stringContaining(into) });

    const sales = await signIn(app, 'sales@example.com');
    expect((await call(app, 'GET', '/backups', sales)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/backup-summary')).statusCode).toBe(401);
  });
});

describe('scheduled backups on two instances', () => {
  it('runs a slot once when two instances on one PostgreSQL database find it due together', async () => {
    const into = await folder();
    const clock = testClock('2024-03-01T00:30:00.000Z');
    const first = await start('postgres', dailyInto(into), clock);
    const second = await startSecondInstance(first, { backup: dailyInto(into), clock: clock.now });
    started.push(second);
    clock.set('2024-03-02T00:30:00.000Z');
    const outcomes = await Promise.all([first.app.backups.runDue(), second.app.backups.runDue()]);
    expect(outcomes.map((outcome) => outcome!.status).sort()).toEqual(['done', 'taken']);
    expect((await fs.readdir(into)).filter((name) => name.startsWith('cms-20240302'))).toHaveLength(1);
  });
});
