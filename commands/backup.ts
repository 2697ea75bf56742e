import './requireSupportedNode';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readStorageConfig } from '../cms/config';
import { connectDatabase } from '../cms/db/connect';
import { unappliedMigrations } from '../cms/db/migrate';
import { readS3Settings } from '../cms/storage/s3Settings';
import { openResumeFileStore } from '../cms/storage/resumeFileStore';
import { readBackupKeys } from '../cms/backup/backupKeys';
import { folderDestination } from '../cms/backup/backupDestination';
import { startBackupRun } from '../cms/backup/backupRuns';
import { takeBackup } from '../cms/backup/takeBackup';
import { systemClock } from '../cms/platform/clock';
import { exitWithCode } from '../cms/exitWithCode';

const USAGE = `usage (on the database and files DATA_DIR / DATABASE_URL / S3_* configure, while the CMS runs or not):
  BACKUP_KEY=… npm run backup -- --out DIR    write one encrypted snapshot into DIR; its path is the last line printed`;

/** The migration that adds `backup_run`, where runs are recorded. */
const BACKUP_RUNS_MIGRATION = '027_backup_runs';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
  if (!values.out || positionals.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const storage = readStorageConfig(process.env);
  const database = connectDatabase(storage);
  const resumes = await openResumeFileStore(storage.dataDir, readS3Settings(process.env));
  try {
    const keys = readBackupKeys(process.env);
    console.log(`backing up ${database.description} and its files`);
    // A database not yet migrated to `backup_run` (a backup taken before an upgrade) is backed up all the same, without a record.
    const recorded = !(await unappliedMigrations(database.db)).includes(BACKUP_RUNS_MIGRATION);
    const runId = recorded ? await startBackupRun(database.db, { trigger: 'command', startedAt: systemClock() }) : undefined;
    const outcome = await takeBackup(
      {
        db: database.db,
        source: { engine: database.engine, dataDir: storage.dataDir, databaseUrl: storage.databaseUrl, resumeFiles: resumes.files },
        key: keys.current,
        destination: folderDestination(path.resolve(values.out)),
        clock: systemClock,
      },
      runId,
    );
    if (outcome.status === 'failed') {
      console.error(`backup failed: ${outcome.error.message}`);
      return 1;
    }
    console.log(`${outcome.bytes} bytes written`);
    console.log(outcome.location);
    return 0;
  } finally {
    resumes.close();
    await database.close();
  }
}

exitWithCode(main);
