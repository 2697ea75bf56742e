import fs from 'node:fs/promises';
import { sql } from 'kysely';
import path from 'node:path';
import { connectDatabase, SQLITE_FILE, type DatabaseEngine } from '../db/connect';
import { migrateToLatest, migrationNames } from '../db/migrate';
import type { FileStore } from '../storage/fileStore';
import { RESUME_AREA, storagePaths } from '../storage/storagePaths';
import { BackupError } from './backupError';
import type { BackupKeyRing } from './backupKeys';
import { recordRestoredRuns } from './backupRuns';
import { loadPostgresDump, postgresHoldsTables } from './databaseLoad';
import { FILE_AREAS, POSTGRES_ENTRY, SQLITE_ENTRY, type SnapshotManifest } from './snapshotManifest';
import { unpackSnapshot } from './unpackSnapshot';

/** Where a snapshot is restored to: what `DATA_DIR`, `DATABASE_URL` and the `S3_*` variables name. */
export interface RestoreTarget {
  dataDir: string;
  databaseUrl: string | undefined;
  /** The resume store when it is a bucket; the data folder's `resumes/` otherwise. */
  bucket: FileStore | undefined;
}

export interface RestoreResult {
  manifest: SnapshotManifest;
  /** The migrations applied after the snapshot's own, if it was older than the code. */
  migratedFrom: string | undefined;
}

/** The SQLite journal's files beside the database, which belong to the file they were written for. */
const SQLITE_COMPANIONS = ['-wal', '-shm', '-journal'];

/**
 * Restores the snapshot `file` into `target`. It refuses a target that holds data unless
 * `replace`, and says what it holds. The snapshot is unpacked into a private folder beside the
 * data folder and checked whole (key, every checksum, the authentication tag) before anything of
 * the target is touched; a snapshot older than the code is migrated forward (on SQLite before it
 * is moved into place). The data folder's parts are then moved into place by renames; a bucket
 * gets the resume files first, removed again if the rest fails; PostgreSQL is loaded in one
 * transaction.
 */
export async function restoreSnapshot(
  file: string,
  target: RestoreTarget,
  options: { keys: BackupKeyRing; replace: boolean; now: () => Date },
): Promise<RestoreResult> {
  const engine: DatabaseEngine = target.databaseUrl ? 'postgres' : 'sqlite';
  const held = await whatTargetHolds(target, engine);
  if (held.length > 0 && !options.replace) {
    throw new BackupError(
      `the target already holds data (${held.join('; ')}): restore does not overwrite it. ` +
        'Pass --replace to replace it, or point DATA_DIR / DATABASE_URL at an empty folder or database',
    );
  }
  const dataDir = path.resolve(target.dataDir);
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const staging = await fs.mkdtemp(`${dataDir}.restoring-`);
  const uploaded: string[] = [];
  try {
    const manifest = await unpackSnapshot(file, options.keys, staging);
    if (manifest.engine !== engine) {
      throw new BackupError(`the snapshot holds a ${engineName(manifest.engine)} database and the target is ${engineName(engine)}: restore into the same engine`);
    }
    const known = migrationNames();
    if (!known.includes(manifest.migration)) {
      throw new BackupError(`the snapshot was made by a newer version of the CMS (its database is at migration ${manifest.migration}, this code knows up to ${known.at(-1)}): restore it with that version`);
    }
    const { size } = await fs.stat(file);
    const restored = { runId: manifest.runId, createdAt: manifest.createdAt, bytes: size, location: path.resolve(file) };
    const stagedResumes = path.join(staging, RESUME_AREA);
    if (target.bucket) uploaded.push(...(await uploadResumes(stagedResumes, target.bucket)));

    const database = connectDatabase(
      engine === 'sqlite' ? { dataDir: path.dirname(path.join(staging, SQLITE_ENTRY)) } : { dataDir: staging, databaseUrl: target.databaseUrl },
    );
    try {
      if (engine === 'postgres') await loadPostgresDump(target.databaseUrl!, path.join(staging, POSTGRES_ENTRY), options.replace);
      await migrateToLatest(database.db);
      await recordRestoredRuns(database.db, restored, options.now());
      // The file alone is moved into place: whatever the journal holds goes into it first.
      if (engine === 'sqlite') await sql`PRAGMA journal_mode = DELETE`.execute(database.db);
    } finally {
      await database.close();
    }

    const paths = storagePaths(dataDir);
    // A snapshot without files of an area still gives the target that area, empty.
    for (const area of FILE_AREAS) await fs.mkdir(path.join(staging, area), { recursive: true });
    await moveIntoPlace(staging, [
      ...(engine === 'sqlite' ? [{ from: path.join(staging, SQLITE_ENTRY), to: path.join(dataDir, SQLITE_FILE), companions: SQLITE_COMPANIONS }] : []),
      { from: path.join(staging, 'public'), to: paths.publicDir, companions: [] },
      ...(target.bucket ? [] : [{ from: stagedResumes, to: paths.resumesDir, companions: [] }]),
    ]);
    if (target.bucket && options.replace) await removeOthers(target.bucket, new Set(await names(stagedResumes)));
    const migratedFrom = manifest.migration === known.at(-1) ? undefined : manifest.migration;
    return { manifest, migratedFrom };
  } catch (error) {
    for (const name of uploaded) await target.bucket!.remove(name).catch(() => undefined);
    throw error;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

const engineName = (engine: DatabaseEngine) => (engine === 'sqlite' ? 'SQLite' : 'PostgreSQL');

/** What the target holds already, in words; empty when it holds nothing. */
async function whatTargetHolds(target: RestoreTarget, engine: DatabaseEngine): Promise<string[]> {
  const dataDir = path.resolve(target.dataDir);
  const paths = storagePaths(dataDir);
  const held: string[] = [];
  if (engine === 'sqlite' && (await exists(path.join(dataDir, SQLITE_FILE)))) held.push(`the database ${path.join(dataDir, SQLITE_FILE)}`);
  if (engine === 'postgres' && (await postgresHoldsTables(target.databaseUrl!))) held.push('the PostgreSQL database of DATABASE_URL has tables');
  if ((await names(paths.publicDir)).length > 0) held.push(`files in ${paths.publicDir}`);
  const resumes = target.bucket ? (await target.bucket.list()).map((entry) => entry.name) : await names(paths.resumesDir);
  if (resumes.length > 0) held.push(target.bucket ? 'resume files in the bucket' : `files in ${paths.resumesDir}`);
  return held;
}

const exists = (file: string) => fs.stat(file).then(() => true, () => false);

/** The files under `folder`, recursively; none when it does not exist. */
async function names(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/** Resume files go to the bucket one by one (each at most a few megabytes); answers the names written that were not there. */
async function uploadResumes(folder: string, bucket: FileStore): Promise<string[]> {
  const before = new Set((await bucket.list()).map((entry) => entry.name));
  const written: string[] = [];
  for (const name of await names(folder)) {
    await bucket.put(name, await fs.readFile(path.join(folder, name)));
    if (!before.has(name)) written.push(name);
  }
  return written;
}

async function removeOthers(bucket: FileStore, keep: Set<string>): Promise<void> {
  for (const entry of await bucket.list()) if (!keep.has(entry.name)) await bucket.remove(entry.name);
}

/**
 * Moves each staged part to its place (a rename: the staging folder is beside the data folder).
 * What was there is moved into the staging folder first, and back if a later move fails; it goes
 * with the staging folder once all are in place.
 */
async function moveIntoPlace(staging: string, moves: Array<{ from: string; to: string; companions: string[] }>): Promise<void> {
  const replaced = path.join(staging, 'replaced');
  await fs.mkdir(replaced);
  const done: Array<{ from: string; to: string }> = [];
  try {
    for (const [index, move] of moves.entries()) {
      await fs.mkdir(path.dirname(move.to), { recursive: true });
      for (const suffix of ['', ...move.companions]) {
        const aside = path.join(replaced, `${index}${suffix}`);
        if (await fs.rename(`${move.to}${suffix}`, aside).then(() => true, () => false)) done.push({ from: aside, to: `${move.to}${suffix}` });
      }
      await fs.rename(move.from, move.to);
      done.push({ from: move.to, to: move.from });
    }
  } catch (error) {
    for (const step of done.reverse()) await fs.rename(step.from, step.to).catch(() => undefined);
    throw error;
  }
}
