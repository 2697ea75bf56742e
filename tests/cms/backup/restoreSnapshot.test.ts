import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readBackupKeys } from '../../../cms/backup/backupKeys';
import { restoreSnapshot } from '../../../cms/backup/restoreSnapshot';
import { writeSnapshot } from '../../../cms/backup/writeSnapshot';
import { connectDatabase } from '../../../cms/db/connect';
import { migrationNames } from '../../../cms/db/migrate';
import { createDiskFileStore } from '../../../cms/storage/diskFileStore';
import { createS3Client, createS3FileStore } from '../../../cms/storage/s3FileStore';
import { RESUME_AREA, storagePaths } from '../../../cms/storage/storagePaths';
import { withDatabaseAtMigration } from '../../support/databaseAtMigration';
import { createPostgresDatabase, type PostgresDatabase } from '../../support/postgresDatabase';
import { startS3Server, type TestS3Server } from '../../support/s3Server';
import { ENGINES, filesIn, startTestApp, type TestApp } from '../../support/testApp';

const keys = readBackupKeys({ BACKUP_KEY: randomBytes(32).toString('base64') });
const BEFORE_BACKUP_RUNS = '026_article_list_items';

const folders: string[] = [];
const databases: PostgresDatabase[] = [];
const tempFolder = async (name: string) => {
  const made = await fs.mkdtemp(path.join(os.tmpdir(), `${name}-`));
  folders.push(made);
  return made;
};
afterAll(async () => {
  for (const database of databases) await database.drop();
  for (const made of folders) await fs.rm(made, { recursive: true, force: true });
});

describe.each(ENGINES)('restoring an older snapshot on %s', (engine) => {
  it('migrates a snapshot made at an earlier migration forward, keeping what it held', async () => {
    const out = await tempFolder('snapshots');
    let snapshot = '';
    await withDatabaseAtMigration(engine, 'older-snapshot', BEFORE_BACKUP_RUNS, async (db, where) => {
      await db.insertInto('partner_origin').values({ origin: 'https://partner.example.com', note: 'kept', added_by: 'a@example.com', added_at: '2024-01-01T00:00:00.000Z' }).execute();
      const resumeFiles = await createDiskFileStore(storagePaths(where.dataDir).resumesDir);
      const written = await writeSnapshot({ engine, ...where, resumeFiles }, { folder: out, key: keys.current, runId: null, now: () => new Date() });
      expect(written.manifest.migration).toBe(BEFORE_BACKUP_RUNS);
      snapshot = written.file;
    });

    const dataDir = path.join(await tempFolder('restored'), 'data');
    const postgres = engine === 'postgres' ? await createPostgresDatabase('older_restored') : undefined;
    if (postgres) databases.push(postgres);
    const result = await restoreSnapshot(snapshot, { dataDir, databaseUrl: postgres?.url, bucket: undefined }, { keys, replace: false, now: () => new Date() });
    expect(result.migratedFrom).toBe(BEFORE_BACKUP_RUNS);

    const database = connectDatabase({ dataDir, databaseUrl: postgres?.url });
    try {
      const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(database.db);
      expect(rows.map((row) => row.name)).toEqual(migrationNames());
      expect(await database.db.selectFrom('partner_origin').select('note').execute()).toEqual([{ note: 'kept' }]);
      expect(await database.db.selectFrom('backup_run').selectAll().execute()).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('a CMS keeping its resumes in a bucket', () => {
  let s3: TestS3Server;
  let source: TestApp;
  const restoredKeys = () => s3.keys().then((keys) => keys.filter((key) => key.startsWith('restored/')));
  const targetBucket = () => createS3FileStore(createS3Client(s3.settings), { ...s3.settings, keyPrefix: 'restored/' }, RESUME_AREA);

  beforeAll(async () => {
    s3 = await startS3Server();
    source = await startTestApp('sqlite', { seed: undefined, s3: s3.settings });
  });
  afterEach(async () => {
    const bucket = targetBucket();
    for (const entry of await bucket.list()) await bucket.remove(entry.name);
  });
  afterAll(async () => {
    await source.close();
    await s3.close();
  });

  it('backs up the bucket\'s resume files and restores them into another bucket, not the data folder; refuses a bucket that holds files', async () => {
    const name = `${randomUUID()}.pdf`;
    const bytes = randomBytes(4096);
    await source.app.resumeFiles.put(name, bytes);
    const out = await tempFolder('snapshots');
    const written = await writeSnapshot(
      { engine: 'sqlite', dataDir: source.dataDir, databaseUrl: undefined, resumeFiles: source.app.resumeFiles },
      { folder: out, key: keys.current, runId: null, now: () => new Date() },
    );
    expect(written.manifest.parts.map((part) => part.name)).toContain(`files/resumes/${name}`);

    const dataDir = path.join(await tempFolder('restored'), 'data');
    await restoreSnapshot(written.file, { dataDir, databaseUrl: undefined, bucket: targetBucket() }, { keys, replace: false, now: () => new Date() });
    expect(Buffer.compare((await targetBucket().read(name))!, bytes)).toBe(0);
    expect(await filesIn(storagePaths(dataDir).resumesDir)).toEqual([]);

    const emptyFolder = path.join(await tempFolder('restored'), 'data');
    await expect(
      restoreSnapshot(written.file, { dataDir: emptyFolder, databaseUrl: undefined, bucket: targetBucket() }, { keys, replace: false, now: () => new Date() }),
    ).rejects.toThrow('resume files in the bucket');
    expect(await filesIn(emptyFolder)).toEqual([]);
  });

  it('refuses a snapshot of the other engine before anything reaches the bucket or the folder', async () => {
    const out = await tempFolder('snapshots');
    await source.app.resumeFiles.put(`${randomUUID()}.pdf`, randomBytes(1024));
    const written = await writeSnapshot(
      { engine: 'sqlite', dataDir: source.dataDir, databaseUrl: undefined, resumeFiles: source.app.resumeFiles },
      { folder: out, key: keys.current, runId: null, now: () => new Date() },
    );
    const postgres = await createPostgresDatabase('wrong_engine');
    databases.push(postgres);
    const dataDir = path.join(await tempFolder('restored'), 'data');
    await expect(
      restoreSnapshot(written.file, { dataDir, databaseUrl: postgres.url, bucket: targetBucket() }, { keys, replace: false, now: () => new Date() }),
    ).rejects.toThrow('holds a SQLite database and the target is PostgreSQL');
    expect(await restoredKeys()).toEqual([]);
    expect(await filesIn(dataDir)).toEqual([]);
  });
});
