import { createHash } from 'node:crypto';
import { BackupError } from './backupError';

/** An AES-256 key and the id a snapshot's header names it by. */
export interface BackupKey {
  key: Buffer;
  /** 8 bytes derived from the key (not the key): tells which key a snapshot needs without trying it. */
  id: Buffer;
}

/** Snapshots are written with `current`; `current` and each of `older` read them. */
export interface BackupKeyRing {
  current: BackupKey;
  older: BackupKey[];
}

const KEY_BYTES = 32;
const KEY_HINT = 'a key is 32 random bytes in base64: `openssl rand -base64 32`';

const keyIdHex = (id: Buffer) => id.toString('hex');

function parseKey(name: string, raw: string): BackupKey {
  const key = Buffer.from(raw, 'base64');
  // Decoding is lenient (it skips what is not base64), so the text must be the key's exact encoding.
  if (key.length !== KEY_BYTES || key.toString('base64') !== raw) {
    throw new BackupError(`${name} is not a backup key: ${KEY_HINT}`);
  }
  const id = createHash('sha256').update('yunzhan-cms-backup-key-id\0').update(key).digest().subarray(0, 8);
  return { key, id };
}

/**
 * The keys from `BACKUP_KEY` (writes and reads) and `BACKUP_OLD_KEYS` (comma-separated, read
 * only: the keys of snapshots written before the key was rotated).
 */
export function readBackupKeys(env: NodeJS.ProcessEnv): BackupKeyRing {
  const current = env.BACKUP_KEY?.trim();
  if (!current) throw new BackupError(`BACKUP_KEY is not set: snapshots are encrypted with it and cannot be written or read without it (${KEY_HINT})`);
  const older = (env.BACKUP_OLD_KEYS ?? '')
    .split(',')
    .map((raw) => raw.trim())
    .filter(Boolean)
    .map((raw) => parseKey('BACKUP_OLD_KEYS', raw));
  return { current: parseKey('BACKUP_KEY', current), older };
}

/** The key of the ring whose id a snapshot names; a clear refusal when none is. */
export function keyFor(ring: BackupKeyRing, id: Buffer): BackupKey {
  const found = [ring.current, ...ring.older].find((candidate) => candidate.id.equals(id));
  if (!found) {
    throw new BackupError(
      `wrong key: the snapshot was written with the backup key ${keyIdHex(id)}, and BACKUP_KEY is ${keyIdHex(ring.current.id)}` +
        `${ring.older.length ? ` (BACKUP_OLD_KEYS: ${ring.older.map((key) => keyIdHex(key.id)).join(', ')})` : ''}; nothing was restored`,
    );
  }
  return found;
}
