import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable, Writable } from 'node:stream';
import tar from 'tar-stream';
import type { DatabaseEngine } from '../db/connect';
import type { FileStore } from '../storage/fileStore';
import { PARTIAL_SUFFIX } from '../storage/diskFileStore';
import { storagePaths } from '../storage/storagePaths';
import type { BackupKey } from './backupKeys';
import { dumpPostgres, dumpSqlite } from './databaseDump';
import { publicFolderSource, type FileSource } from './publicFolder';
import { hashingTap } from './hashingTap';
import { encryptingWith } from './snapshotCipher';
import { databaseEntry, fileEntry, MANIFEST_ENTRY, type FileArea, type SnapshotManifest, type SnapshotPart } from './snapshotManifest';

/** What a snapshot is taken of: the database, the data folder's public files and the resume store. */
export interface SnapshotSource {
  engine: DatabaseEngine;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A folder or a bucket (cms/storage). */
  resumeFiles: FileStore;
}

export interface WrittenSnapshot {
  file: string;
  bytes: number;
  manifest: SnapshotManifest;
}

/** The file name of a snapshot made at `time`: sorts by time, and two made in one second differ. */
const snapshotName = (time: Date) =>
  `cms-${time.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}-${randomBytes(3).toString('hex')}.cmsbackup`;

/**
 * Writes one snapshot into `folder` and answers its path: the database at one point in time and
 * every stored file, in a tar archive encrypted as snapshotCipher.ts says, under a `.partial` name
 * renamed once complete and flushed. Files are copied before the database and those new or
 * rewritten since after it, so every file a row of the copied database names is in (a file is
 * removed only after its row, and written before it); files newer than the database are harmless.
 */
export async function writeSnapshot(
  source: SnapshotSource,
  options: { folder: string; key: BackupKey; runId: number | null; now: () => Date },
): Promise<WrittenSnapshot> {
  await fs.mkdir(options.folder, { recursive: true });
  const file = path.join(options.folder, snapshotName(options.now()));
  const partial = `${file}${PARTIAL_SUFFIX}`;
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-backup-'));
  const pack = tar.pack();
  const written = pipeline(pack as unknown as Readable, encryptingWith(options.key), createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
  try {
    const fill = async () => {
      const manifest = await archive(pack, source, scratch, options);
      pack.finalize();
      return manifest;
    };
    const [manifest] = await Promise.all([
      fill().catch((error: unknown) => {
        pack.destroy(error as Error);
        throw error;
      }),
      written,
    ]);
    const handle = await fs.open(partial, 'r+');
    const { size } = await handle.stat();
    await handle.sync().finally(() => handle.close());
    await fs.rename(partial, file);
    return { file, bytes: size, manifest };
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

async function archive(
  pack: tar.Pack,
  source: SnapshotSource,
  scratch: string,
  options: { runId: number | null; now: () => Date },
): Promise<SnapshotManifest> {
  const parts: SnapshotPart[] = [];
  const areas: Record<FileArea, FileSource> = {
    public: await publicFolderSource(storagePaths(source.dataDir).publicDir),
    resumes: source.resumeFiles,
  };
  const copied = new Map<string, number>();
  const copyFiles = async () => {
    for (const [area, files] of Object.entries(areas) as Array<[FileArea, FileSource]>) {
      for (const entry of await files.list()) {
        const name = fileEntry(area, entry.name);
        if (entry.name.endsWith(PARTIAL_SUFFIX) || copied.get(name) === entry.modifiedMs) continue;
        const opened = await files.open(entry.name);
        if (!opened) continue;
        parts.push(await addEntry(pack, name, opened.size, opened.stream));
        copied.set(name, entry.modifiedMs);
      }
    }
  };

  await copyFiles();
  const dump = path.join(scratch, 'database');
  const migration = source.engine === 'sqlite' ? await dumpSqlite(source.dataDir, dump) : await dumpPostgres(source.databaseUrl!, dump);
  const handle = await fs.open(dump, 'r');
  const { size } = await handle.stat();
  parts.push(await addEntry(pack, databaseEntry(source.engine), size, handle.createReadStream()));
  await copyFiles();

  const manifest: SnapshotManifest = { format: 1, createdAt: options.now().toISOString(), engine: source.engine, migration, runId: options.runId, parts };
  const json = Buffer.from(JSON.stringify(manifest, null, 2));
  await new Promise<void>((resolve, reject) => pack.entry({ name: MANIFEST_ENTRY, mode: 0o600 }, json, (error) => (error ? reject(error) : resolve())));
  return manifest;
}

/** Adds one entry, hashing its bytes on their way in. */
async function addEntry(pack: tar.Pack, name: string, size: number, stream: Readable): Promise<SnapshotPart> {
  const tap = hashingTap();
  await pipeline(stream, tap.stage, pack.entry({ name, size, mode: 0o600 }) as unknown as Writable);
  return { name, ...tap.result() };
}
