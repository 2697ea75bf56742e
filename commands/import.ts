import './requireSupportedNode';
import { parseArgs } from 'node:util';
import { readStorageConfig } from '../cms/config';
import { connectDatabase } from '../cms/db/connect';
import { migrateToLatest } from '../cms/db/migrate';
import { storagePaths } from '../cms/storage/storagePaths';
import { ExportFileError } from '../cms/import/exportFile';
import { importContent } from '../cms/import/importContent';
import { progressOn } from '../cms/import/importProgress';
import { formatSummary, refusedCount } from '../cms/import/importSummary';
import { exitWithCode } from '../cms/exitWithCode';

const USAGE = `usage (on the database and data folder DATA_DIR / DATABASE_URL configure, as npm run cms):
  npm run import -- FILE    import a content export; exit code 0 when nothing was refused, 1 otherwise`;

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const [file] = positionals;
  if (positionals.length !== 1 || !file) {
    console.error(USAGE);
    return 2;
  }
  const config = readStorageConfig(process.env);
  const database = connectDatabase(config);
  try {
    await migrateToLatest(database.db);
    console.log(`importing ${file} into ${database.description}`);
    const summary = await importContent({
      db: database.db,
      publicDir: storagePaths(config.dataDir).publicDir,
      file,
      progress: progressOn(process.stderr),
    });
    console.log(formatSummary(summary));
    return refusedCount(summary) === 0 ? 0 : 1;
  } catch (error) {
    if (!(error instanceof ExportFileError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

exitWithCode(main);
