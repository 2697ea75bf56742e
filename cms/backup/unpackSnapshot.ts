import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { BackupError } from './backupError';
import type { BackupKeyRing } from './backupKeys';
import { hashingTap } from './hashingTap';
import { DAMAGED, decryptedArchive } from './snapshotCipher';
import { FILE_AREAS, MANIFEST_ENTRY, type SnapshotManifest, type SnapshotPart } from './snapshotManifest';

/**
 * Decrypts the snapshot `file` and unpacks it into the private folder `staging` (`database/…`,
 * `public/…`, `resumes/…`), checking each entry's SHA-256 against the manifest and the whole
 * against GCM's tag. Answers the manifest only when every check passed; whatever it wrote must
 * not be used otherwise. Entries are written under `staging` only: a name that would leave it is
 * refused before anything is written for it.
 */
export async function unpackSnapshot(file: string, keys: BackupKeyRing, staging: string): Promise<SnapshotManifest> {
  const archive = await decryptedArchive(file, keys);
  const seen: SnapshotPart[] = [];
  let manifestText: string | undefined;
  const extract = tar.extract();
  const reading = pipeline(archive, extract as unknown as Writable);
  // Awaited below; a failure met first in the loop is the one reported.
  reading.catch(() => undefined);
  try {
    for await (const entry of extract) {
      const { name } = entry.header;
      if (manifestText !== undefined) throw new BackupError(`${DAMAGED} (an entry follows the manifest)`);
      if (name === MANIFEST_ENTRY) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      const target = stagedPath(staging, name);
      await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const tap = hashingTap();
      await pipeline(entry as unknown as Readable, tap.stage, createWriteStream(target, { mode: 0o600 }));
      seen.push({ name, ...tap.result() });
    }
    await reading;
  } catch (error) {
    archive.destroy();
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${DAMAGED} (${(error as Error).message})`);
  }
  if (manifestText === undefined) throw new BackupError(`${DAMAGED} (no manifest)`);
  const manifest = parseManifest(manifestText);
  const difference = firstDifference(manifest.parts, seen);
  if (difference) throw new BackupError(`the snapshot does not match its manifest (${difference}); nothing was restored`);
  return manifest;
}

/** A staged entry's path: in the database's folder or a file area's (plain words, safe in a pattern). */
const STAGED_PATH = new RegExp(`^(database|${FILE_AREAS.join('|')})/[^\\0]+$`);

/** Where an entry goes: `files/<area>/<path>` to `<area>/<path>`, `database/<file>` as it is. */
function stagedPath(staging: string, name: string): string {
  const relative = name.startsWith('files/') ? name.slice('files/'.length) : name;
  const normal = path.posix.normalize(relative);
  const inside = STAGED_PATH.test(normal) && !normal.split('/').includes('..');
  if (!inside) throw new BackupError(`${DAMAGED} (an entry named ${JSON.stringify(name)})`);
  return path.join(staging, ...normal.split('/'));
}

function firstDifference(expected: SnapshotPart[], seen: SnapshotPart[]): string | undefined {
  for (let index = 0; index < Math.max(expected.length, seen.length); index++) {
    const want = expected[index];
    const got = seen[index];
    if (!want) return `${got!.name} is not in the manifest`;
    if (!got) return `${want.name} is missing`;
    if (want.name !== got.name) return `${want.name} expected, ${got.name} found`;
    if (want.bytes !== got.bytes || want.sha256 !== got.sha256) return `the checksum of ${want.name} differs`;
  }
  return undefined;
}

function parseManifest(text: string): SnapshotManifest {
  try {
    const manifest = JSON.parse(text) as SnapshotManifest;
    if (manifest.format === 1 && Array.isArray(manifest.parts)) return manifest;
  } catch {
    // Reported below as any manifest this version cannot read.
  }
  throw new BackupError('the snapshot\'s manifest is not one this version can read; nothing was restored');
}
