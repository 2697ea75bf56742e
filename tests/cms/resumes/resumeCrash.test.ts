import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { outputContaining, startServer, stop, type RunningServer } from '../../support/cmsProcess';
import { createPostgresDatabase, type PostgresDatabase } from '../../support/postgresDatabase';
import { englishResumePdf } from '../../support/resumeFiles';
import { filesIn } from '../../support/testApp';

const GRACE_SECONDS = 2;
/** At most this many uploads in all, this many at a time. */
const UPLOADS = 1_000;
const IN_FLIGHT = 24;

interface ResumeRow {
  resume_id: number;
  stored_file_name: string;
}

interface Storage {
  env: Record<string, string>;
  /** Every resume row, read behind the server's back. */
  resumeRows(): Promise<ResumeRow[]>;
}

async function sqliteStorage(dataDir: string): Promise<Storage> {
  return {
    env: {},
    async resumeRows() {
      const database = new SQLite(path.join(dataDir, 'cms.sqlite'), { readonly: true });
      try {
        return database.prepare('select resume_id, stored_file_name from resume').all() as ResumeRow[];
      } finally {
        database.close();
      }
    },
  };
}

async function postgresStorage(postgres: PostgresDatabase): Promise<Storage> {
  return {
    env: { DATABASE_URL: postgres.url },
    async resumeRows() {
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      try {
        return (await client.query<ResumeRow>('select resume_id, stored_file_name from resume')).rows;
      } finally {
        await client.end();
      }
    },
  };
}

/** Sends one resume; answers its id when the server acknowledged it, null when the call failed. */
async function submitResume(origin: string, pdf: Uint8Array, index: number): Promise<number | null> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ name: 'Jane Smith', phone: '13812345678', email: `crash${index}@example.com`, privacyConsent: 'true' })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(pdf)]), 'cv.pdf');
  try {
    const response = await fetch(`${origin}/cms/open/api/job/resume/add`, { method: 'POST', body: form });
    const body = (await response.json()) as { code: number; data?: { resumeId: number } };
    return body.code === 0 ? body.data!.resumeId : null;
  } catch {
    return null;
  }
}

describe.each(['sqlite', 'postgres'] as const)('a CMS on %s killed while resumes are uploaded', (engine) => {
  const servers: RunningServer[] = [];
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => stop(server, 'SIGKILL')));
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every acknowledged resume with its file, and a restart removes the files left without a row', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `cms-crash-${engine}-`));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    let storage: Storage;
    if (engine === 'postgres') {
      const postgres = await createPostgresDatabase('crash');
      cleanups.push(() => postgres.drop());
      storage = await postgresStorage(postgres);
    } else {
      storage = await sqliteStorage(dataDir);
    }
    const env = { DATA_DIR: dataDir, SUBMIT_RATE_LIMIT: '100000', RESUME_ORPHAN_GRACE_SECONDS: String(GRACE_SECONDS), ...storage.env };
    const resumesDir = path.join(dataDir, 'resumes');
    const pdf = await englishResumePdf();

    const first = await startServer(env);
    servers.push(first);
    // Uploads keep coming, IN_FLIGHT at a time, so that some are in every stage of being stored.
    // The server is killed once one is acknowledged and another's file is written without its row
    // yet: it is frozen (SIGSTOP) and looked at behind its back, and killed only in such a moment,
    // else let go on. Commits are quick (group commit), so the moment is found by looking, not by chance.
    const uploads: Array<Promise<number | null>> = [];
    let ended = 0;
    let killing = false;
    let acknowledge: () => void;
    const firstAcknowledged = new Promise<void>((resolve) => (acknowledge = resolve));
    const launch = () => {
      if (killing || uploads.length === UPLOADS) return;
      const upload = submitResume(first.origin, pdf, uploads.length);
      uploads.push(upload);
      void upload.then((id) => {
        ended += 1;
        if (id !== null) acknowledge();
        launch();
      });
    };
    for (let slot = 0; slot < IN_FLIGHT; slot += 1) launch();
    await firstAcknowledged;
    for (;;) {
      first.child.kill('SIGSTOP');
      const rows = await storage.resumeRows();
      const files = await filesIn(resumesDir);
      if (files.some((name) => !rows.some((row) => row.stored_file_name === name))) break;
      first.child.kill('SIGCONT');
      if (ended === UPLOADS) throw new Error('every upload ended before a file was seen without its row');
      await new Promise((resolve) => setImmediate(resolve));
    }
    killing = true;
    const killed = once(first.child, 'exit');
    first.child.kill('SIGKILL');
    await killed;
    const acknowledged = (await Promise.all(uploads)).filter((id): id is number => id !== null);
    expect(acknowledged.length).toBeGreaterThan(0);

    const rowsAfterCrash = await storage.resumeRows();
    const filesAfterCrash = await filesIn(resumesDir);
    const orphans = filesAfterCrash.filter((name) => !rowsAfterCrash.some((row) => row.stored_file_name === name));
    expect(orphans.length, 'files without a row after the crash').toBeGreaterThan(0);

    // A file younger than the grace period may be an upload in flight: the sweep leaves it.
    const newest = Math.max(...(await Promise.all(orphans.map(async (name) => (await fs.stat(path.join(resumesDir, name))).mtimeMs))));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, newest + GRACE_SECONDS * 1000 - Date.now())));

    const second = await startServer(env);
    servers.push(second);
    await outputContaining(second, `removed ${orphans.length} orphan resume file(s)`);
    const rows = await storage.resumeRows();
    expect(rows).toEqual(rowsAfterCrash);
    expect((await filesIn(resumesDir)).sort()).toEqual(rows.map((row) => row.stored_file_name).sort());
    expect(rows.map((row) => row.resume_id)).toEqual(expect.arrayContaining(acknowledged));

    // A parse starts a worker thread; the process must still exit on SIGTERM.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)]), 'cv.pdf');
    const parsed = await fetch(`${second.origin}/cms/open/api/job/resume/parse`, { method: 'POST', body: form });
    expect((await parsed.json()).data).toMatchObject({ name: 'Jane Smith' });
    expect(await stop(second)).toBe(0);
  }, 180_000);
});
