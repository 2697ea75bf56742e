import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBackupKeys } from '../../../cms/backup/backupKeys';
import { restoreSnapshot } from '../../../cms/backup/restoreSnapshot';
import { writeSnapshot } from '../../../cms/backup/writeSnapshot';
import { createDiskFileStore } from '../../../cms/storage/diskFileStore';
import { storagePaths } from '../../../cms/storage/storagePaths';
import { withMigratedDatabase } from '../../support/databaseAtMigration';

const newKey = () => randomBytes(32).toString('base64');
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
});

describe('backup keys', () => {
  it('takes 32 bytes in base64 and refuses anything else, saying how to make one', () => {
    expect(readBackupKeys({ BACKUP_KEY: newKey() }).current.key).toHaveLength(32);
    for (const BACKUP_KEY of [randomBytes(16).toString('base64'), 'not base64 at all!', `${newKey()}x`]) {
      expect(() => readBackupKeys({ BACKUP_KEY })).toThrow('openssl rand -base64 32');
    }
    expect(() => readBackupKeys({})).toThrow('BACKUP_KEY is not set');
    expect(() => readBackupKeys({ BACKUP_KEY: newKey(), BACKUP_OLD_KEYS: 'short' })).toThrow('BACKUP_OLD_KEYS is not a backup key');
  });

  it('reads a snapshot written with a key that was rotated into BACKUP_OLD_KEYS, and refuses it once that key is gone', async () => {
    const oldKey = newKey();
    const out = await fs.mkdtemp(path.join(os.tmpdir(), 'snapshots-'));
    folders.push(out);
    let snapshot = '';
    await withMigratedDatabase('sqlite', 'rotated-key', async (_db, where) => {
      const resumeFiles = await createDiskFileStore(storagePaths(where.dataDir).resumesDir);
      snapshot = (await writeSnapshot({ engine: 'sqlite', ...where, resumeFiles }, { folder: out, key: readBackupKeys({ BACKUP_KEY: oldKey }).current, runId: null, now: () => new Date() })).file;
    });
    const rotated = readBackupKeys({ BACKUP_KEY: newKey(), BACKUP_OLD_KEYS: ` ${newKey()}, ${oldKey} ` });
    const target = (name: string) => ({ dataDir: path.join(out, name), databaseUrl: undefined, bucket: undefined });
    await restoreSnapshot(snapshot, target('with-old-key'), { keys: rotated, replace: false, now: () => new Date() });
    await expect(fs.stat(path.join(out, 'with-old-key', 'cms.sqlite'))).resolves.toBeDefined();
    await expect(
      restoreSnapshot(snapshot, target('without'), { keys: readBackupKeys({ BACKUP_KEY: newKey() }), replace: false, now: () => new Date() }),
    ).rejects.toThrow('wrong key');
  });
});
