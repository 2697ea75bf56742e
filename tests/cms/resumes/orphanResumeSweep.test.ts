import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../cms/app';
import type { Database } from '../../../cms/db/schema';
import { sweepOrphanResumeFiles } from '../../../cms/resumes/orphanResumeSweep';
import { ENGINES, filesIn, startTestApp, testAppOptions, type TestApp } from '../../support/testApp';

const GRACE_MS = 15 * 60 * 1000;
const AN_HOUR_AGO = new Date(Date.now() - 60 * 60 * 1000);

async function writeFile(folder: string, name: string, modified?: Date): Promise<string> {
  await fs.writeFile(path.join(folder, name), 'resume bytes');
  if (modified) await fs.utimes(path.join(folder, name), modified, modified);
  return name;
}

async function insertResumeRows(db: Kysely<Database>, storedNames: readonly string[]): Promise<void> {
  const rows = storedNames.map((stored_file_name) => ({
    job_id: null, name: 'Jane Smith', phone: '13812345678', email: 'jane@example.com',
    original_file_name: 'cv.pdf', stored_file_name, file_format: 'pdf', size_bytes: 12,
    language: 'en', client_ip: '127.0.0.1', created_at: new Date().toISOString(),
  }));
  for (let start = 0; start < rows.length; start += 100) await db.insertInto('resume').values(rows.slice(start, start + 100)).execute();
}

describe.each(ENGINES)('sweeping orphan resume files on %s', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  it('removes old files without a row and old partial files, and keeps the rest', async () => {
    const dir = test.app.storage.resumesDir;
    const referenced = await writeFile(dir, `${randomUUID()}.pdf`, AN_HOUR_AGO);
    await insertResumeRows(test.app.db, [referenced]);
    const orphan = await writeFile(dir, `${randomUUID()}.docx`, AN_HOUR_AGO);
    const deadPartial = await writeFile(dir, `${randomUUID()}.pdf.partial`, AN_HOUR_AGO);
    const inFlight = await writeFile(dir, `${randomUUID()}.pdf`);
    const inFlightPartial = await writeFile(dir, `${randomUUID()}.rtf.partial`);
    const foreign = await writeFile(dir, 'README.txt', AN_HOUR_AGO);

    const removed = await sweepOrphanResumeFiles(test.app.db, test.app.resumeFiles, { graceMs: GRACE_MS });
    expect(removed.sort()).toEqual([orphan, deadPartial].sort());
    expect((await filesIn(dir)).sort()).toEqual([referenced, inFlight, inFlightPartial, foreign].sort());
  });

  it('checks rows for any number of files', async () => {
    const dir = test.app.storage.resumesDir;
    const names = await Promise.all(Array.from({ length: 1200 }, () => writeFile(dir, `${randomUUID()}.pdf`, AN_HOUR_AGO)));
    await insertResumeRows(test.app.db, names.slice(0, 700));
    const removed = await sweepOrphanResumeFiles(test.app.db, test.app.resumeFiles, { graceMs: GRACE_MS });
    expect(removed.sort()).toEqual(names.slice(700).sort());
    expect(await filesIn(dir)).toEqual(expect.arrayContaining(names.slice(0, 700)));
  });
});

describe('the sweeper in the CMS', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-sweep-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('sweeps what a crash left when it starts, then every grace period, and logs what it removed', async () => {
    const resumesDir = path.join(dataDir, 'resumes');
    await fs.mkdir(resumesDir, { recursive: true });
    const leftByCrash = [await writeFile(resumesDir, `${randomUUID()}.pdf`, AN_HOUR_AGO), await writeFile(resumesDir, `${randomUUID()}.doc.partial`, AN_HOUR_AGO)];
    const logs = new PassThrough();
    const lines: Array<{ msg: string; removed?: string[] }> = [];
    logs.on('data', (line: Buffer) => lines.push(JSON.parse(line.toString())));

    const app = await buildApp(
      { ...testAppOptions(dataDir), submitRateLimitPerMinute: 100, resumeOrphanGraceSeconds: 1 },
      { logger: { level: 'warn', stream: logs } },
    );
    try {
      await app.ready();
      expect(await filesIn(resumesDir)).toEqual([]);
      // Other warnings of a start on an empty database (no staff user yet) are not the sweep's.
      expect(lines.filter((line) => line.msg.includes('orphan'))).toEqual([expect.objectContaining({ msg: 'removed 2 orphan resume file(s)', removed: expect.arrayContaining(leftByCrash) })]);

      const leftSinceStart = await writeFile(resumesDir, `${randomUUID()}.txt`);
      const [line] = await once(logs, 'data');
      expect(JSON.parse(line.toString())).toMatchObject({ msg: 'removed 1 orphan resume file(s)', removed: [leftSinceStart] });
      expect(await filesIn(resumesDir)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
