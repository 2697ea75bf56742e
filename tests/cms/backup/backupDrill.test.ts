import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../contract/api';
import { buildApp } from '../../../cms/app';
import { postgresHoldsTables } from '../../../cms/backup/databaseLoad';
import { connectDatabase } from '../../../cms/db/connect';
import { lastLine, runCommand } from '../../support/commandLine';
import type { ProcessOutput } from '../../support/processOutput';
import { validLead } from '../../support/leadFixture';
import { createPostgresDatabase, type PostgresDatabase } from '../../support/postgresDatabase';
import { englishResumePdf } from '../../support/resumeFiles';
import { sendResume } from '../../support/resumeUpload';
import { ENGINES, filesIn, startTestApp, testAppOptions, type TestApp } from '../../support/testApp';

const SUBMITTERS = 200;
const KEY = randomBytes(32).toString('base64');

/** Open API calls whose answers a restored CMS must repeat byte for byte; more are derived from their answers. */
const OPEN_CALLS = [
  'classify/treeData?classifyType=0&language=zh',
  'classify/treeData?classifyType=1&language=en',
  'tag/list?tagGroup=province&language=zh',
  'job/getJobCategory',
  'job/getWorkPlace',
  'job/list?pageNum=1&pageSize=10',
  'blogroll/list?language=en',
  'localtion/list?language=zh',
  'media/list?pageNum=1&pageSize=10&language=zh',
  'site/settings?language=en',
];

/** Every answer of the open API calls above, an article list and an article, and the bytes of the public files they name. */
async function openApiAnswers(origin: string): Promise<Record<string, string>> {
  const answers: Record<string, string> = {};
  const read = async (call: string) => {
    const response = await fetch(`${origin}${call.startsWith('/') ? call : `${API_BASE_PATH}/${call}`}`);
    expect(response.status, call).toBe(200);
    const body = Buffer.from(await response.arrayBuffer());
    answers[call] = call.startsWith('/') ? body.toString('base64') : body.toString('utf8');
    return answers[call]!;
  };
  for (const call of OPEN_CALLS) await read(call);
  const tree = JSON.parse(answers[OPEN_CALLS[0]!]!) as { data: Array<{ children: Array<{ classifyId: number }> }> };
  const list = JSON.parse(await read(`article/list?classifyId=${tree.data[0]!.children[0]!.classifyId}&pageNum=1&pageSize=8&language=zh`)) as {
    rows: Array<{ articleId: number }>;
  };
  await read(`articleDetails/${list.rows[0]!.articleId}?language=zh`);
  const files = new Set(Object.values(answers).join('\n').match(/\/cms\/static\/[\w./-]+\.(?:jpg|png|webp|pdf|mp4)/g) ?? []);
  expect(files.size).toBeGreaterThan(0);
  for (const file of files) await read(file);
  return answers;
}

interface Acknowledged {
  leads: number[];
  resumes: number[];
}

type Target = { DATA_DIR: string; DATABASE_URL: string | undefined };

describe.each(ENGINES)('a backup drill on %s', (engine) => {
  let source: TestApp;
  let origin: string;
  const temporary: string[] = [];
  const databases: PostgresDatabase[] = [];
  let snapshot: string;
  let backup: ProcessOutput;
  let before: Acknowledged;
  let duringBackup: number;
  let answersAtBackup: Record<string, string>;
  let pdf: Uint8Array;
  /** The drill's restored target, which the last test restores into again. */
  let restoredTarget: Target | undefined;

  /** A fresh, empty target: a folder, and on PostgreSQL a database. */
  const freshTarget = async (): Promise<Target> => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `restored-${engine}-`));
    temporary.push(dataDir);
    const database = engine === 'postgres' ? await createPostgresDatabase('restored') : undefined;
    if (database) databases.push(database);
    return { DATA_DIR: dataDir, DATABASE_URL: database?.url };
  };
  /** The restore command; `npm run restore` for the drill itself, its entry directly for the refusals. */
  const restore = (target: Target, args: string[], key: string | undefined, direct = true) =>
    runCommand('restore', args, { ...target, BACKUP_KEY: key }, { direct });
  const withDatabase = async <T>(target: Target, body: (db: ReturnType<typeof connectDatabase>['db']) => Promise<T>) => {
    const database = connectDatabase({ dataDir: target.DATA_DIR, databaseUrl: target.DATABASE_URL });
    try {
      return await body(database.db);
    } finally {
      await database.close();
    }
  };
  const restoredApp = async (target: Target) => {
    const app = await buildApp(testAppOptions(target.DATA_DIR, target.DATABASE_URL));
    await app.ready();
    return app;
  };
  /** Whether a target holds anything at all: files in its folder, tables in its database. */
  const targetIsEmpty = async (target: Target) => {
    if ((await filesIn(target.DATA_DIR)).length > 0) return false;
    return !target.DATABASE_URL || !(await postgresHoldsTables(target.DATABASE_URL));
  };

  beforeAll(async () => {
    source = await startTestApp(engine);
    origin = await source.app.listen({ host: '127.0.0.1', port: 0 });
    pdf = await englishResumePdf();
    const out = await fs.mkdtemp(path.join(os.tmpdir(), 'snapshots-'));
    temporary.push(out);
    const jobs = (await (await fetch(`${origin}${API_BASE_PATH}/job/list?pageNum=1&pageSize=1`)).json()) as { rows: Array<{ jobId: number }> };
    const jobId = String(jobs.rows[0]!.jobId);

    const acknowledged: Acknowledged = { leads: [], resumes: [] };
    let stopped = false;
    const refusals: string[] = [];
    let warmedUp = () => {};
    const warm = new Promise<void>((resolve) => (warmedUp = resolve));
    const submitter = async (index: number) => {
      for (let round = 0; !stopped; round++) {
        const lead = await fetch(`${origin}${API_BASE_PATH}/potentialCustomers/add`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...validLead, customersName: `${index}.${round}` }),
        });
        const leadBody = (await lead.json()) as { code: number; data: { customersId: number } };
        if (leadBody.code !== 0) refusals.push(JSON.stringify(leadBody));
        else acknowledged.leads.push(leadBody.data.customersId);
        const fields = { name: `Applicant ${index}-${round}`, phone: '13812345678', email: `a${index}@example.com`, privacyConsent: 'true', jobId };
        const resume = await sendResume(origin, 'add', { fields, file: { name: 'cv.pdf', bytes: pdf } });
        if (resume.body.code !== 0) refusals.push(JSON.stringify(resume.body));
        else acknowledged.resumes.push(resume.body.data!.resumeId as number);
        // Submitters have had their turn: the backup starts among writes under way.
        if (acknowledged.leads.length + acknowledged.resumes.length >= SUBMITTERS) warmedUp();
      }
    };
    const submitters = Array.from({ length: SUBMITTERS }, (_, index) => submitter(index));
    await warm;
    answersAtBackup = await openApiAnswers(origin);
    before = { leads: [...acknowledged.leads], resumes: [...acknowledged.resumes] };
    backup = await runCommand('backup', ['--out', out], { DATA_DIR: source.dataDir, DATABASE_URL: source.databaseUrl, BACKUP_KEY: KEY });
    duringBackup = acknowledged.leads.length - before.leads.length;
    stopped = true;
    await Promise.all(submitters);
    snapshot = lastLine(backup.stdout);
    expect(refusals).toEqual([]);
  }, 120_000);

  afterAll(async () => {
    await source.close();
    for (const database of databases) await database.drop();
    for (const folder of temporary) await fs.rm(folder, { recursive: true, force: true });
  });

  it('backs up while 200 submitters write; the restored CMS has every submission acknowledged before, with its file, and answers the open API alike', async () => {
    expect(backup.code, backup.stderr).toBe(0);
    expect(duringBackup).toBeGreaterThan(0);
    expect(snapshot).toMatch(/\.cmsbackup$/);
    const target = await freshTarget();
    const restored = await restore(target, [snapshot], KEY, false);
    expect(restored.code, restored.stderr).toBe(0);
    restoredTarget = target;

    const app = await restoredApp(target);
    try {
      const leads = await app.db.selectFrom('potential_customer').select('customers_id').where('customers_id', 'in', before.leads).execute();
      expect(leads.map((lead) => lead.customers_id).sort((a, b) => a - b)).toEqual([...before.leads].sort((a, b) => a - b));
      const resumes = await app.db.selectFrom('resume').select(['resume_id', 'stored_file_name']).where('resume_id', 'in', before.resumes).execute();
      expect(resumes).toHaveLength(before.resumes.length);
      for (const resume of resumes) expect(Buffer.compare((await app.resumeFiles.read(resume.stored_file_name))!, Buffer.from(pdf))).toBe(0);
      // Resumes sent while the backup ran may or may not be in it; those that are have their file.
      const everyResume = await app.db.selectFrom('resume').select('stored_file_name').execute();
      const stored = new Set((await app.resumeFiles.list()).map((entry) => entry.name));
      expect(everyResume.filter((resume) => !stored.has(resume.stored_file_name))).toEqual([]);
      const restoredOrigin = await app.listen({ host: '127.0.0.1', port: 0 });
      expect(await openApiAnswers(restoredOrigin)).toEqual(answersAtBackup);
    } finally {
      await app.close();
    }
  });

  it('refuses a snapshot with one byte changed, saying it is damaged, and leaves the target empty', async () => {
    const damaged = `${snapshot}.damaged`;
    const bytes = await fs.readFile(snapshot);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    await fs.writeFile(damaged, bytes);
    const target = await freshTarget();
    const result = await restore(target, [damaged], KEY);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/damaged|does not match its manifest/);
    expect(result.stderr).toContain('nothing was restored');
    expect(await targetIsEmpty(target)).toBe(true);
    const besideTarget = await fs.readdir(path.dirname(target.DATA_DIR));
    expect(besideTarget.filter((name) => name.startsWith(`${path.basename(target.DATA_DIR)}.restoring-`))).toEqual([]);
  });

  it('refuses a wrong key and a missing one, and leaves the target empty', async () => {
    const target = await freshTarget();
    const wrong = await restore(target, [snapshot], randomBytes(32).toString('base64'));
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('wrong key');
    const missing = await restore(target, [snapshot], undefined);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('BACKUP_KEY is not set');
    expect(await targetIsEmpty(target)).toBe(true);
  });

  it('refuses a target that holds data unless told to replace it, and then replaces it', async () => {
    const target = restoredTarget ?? (await freshTarget());
    if (!restoredTarget) expect((await restore(target, [snapshot], KEY)).code).toBe(0);
    await withDatabase(target, (db) => db.deleteFrom('potential_customer').where('customers_id', '=', before.leads[0]!).execute());

    const refused = await restore(target, [snapshot], KEY);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already holds data');
    expect(refused.stderr).toContain('--replace');

    const replaced = await restore(target, [snapshot, '--replace'], KEY);
    expect(replaced.code, replaced.stderr).toBe(0);
    const lead = await withDatabase(target, (db) =>
      db.selectFrom('potential_customer').select('customers_id').where('customers_id', '=', before.leads[0]!).executeTakeFirst(),
    );
    expect(lead).toBeDefined();
  });
});
