import './requireSupportedNode';
import { parseArgs } from 'node:util';
import { readStorageConfig } from '../cms/config';
import { readS3Settings } from '../cms/storage/s3Settings';
import { openResumeFileStore } from '../cms/storage/resumeFileStore';
import { readBackupKeys } from '../cms/backup/backupKeys';
import { restoreSnapshot } from '../cms/backup/restoreSnapshot';
import { systemClock } from '../cms/platform/clock';
import { exitWithCode } from '../cms/exitWithCode';

const USAGE = `usage (into the data folder, database and bucket DATA_DIR / DATABASE_URL / S3_* configure, with the CMS stopped):
  BACKUP_KEY=… npm run restore -- SNAPSHOT [--replace]
  refuses a target that holds data unless --replace; checks the whole snapshot before it writes anything`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { replace: { type: 'boolean', default: false } } });
  const [snapshot] = positionals;
  if (positionals.length !== 1 || !snapshot) {
    console.error(USAGE);
    return 2;
  }
  const storage = readStorageConfig(process.env);
  const s3 = readS3Settings(process.env);
  const bucket = s3 ? await openResumeFileStore(storage.dataDir, s3) : undefined;
  try {
    const keys = readBackupKeys(process.env);
    console.log(`restoring ${snapshot} into ${storage.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : storage.dataDir}${values.replace ? ', replacing what is there' : ''}`);
    const { manifest, migratedFrom } = await restoreSnapshot(snapshot, { ...storage, bucket: bucket?.files }, { keys, replace: values.replace, now: systemClock });
    if (migratedFrom) console.log(`migrated forward from ${migratedFrom}`);
    console.log(`restored the snapshot of ${manifest.createdAt} (${manifest.parts.length} parts checked)`);
    return 0;
  } finally {
    bucket?.close();
  }
}

exitWithCode(main);
