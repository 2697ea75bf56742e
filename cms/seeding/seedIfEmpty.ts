import { sql, type Kysely } from 'kysely';
import { CONTENT_KIND_DEFINITIONS } from '../content/kinds';
import { keepOriginals } from '../content/originalVersions';
import type { DatabaseEngine } from '../db/connect';
import type { Database } from '../db/schema';
import type { StoragePaths } from '../storage/storagePaths';
import type { LoadSeedContent } from './seedContent';
import { stageFilesFor, type StagedFiles } from './stagedFiles';

/** Any number, the same in every instance: the key of the advisory lock the seed runs under. */
const SEED_LOCK_KEY = 300532;

/**
 * Seed content goes into an empty database only: an editor's work is never overwritten. Rows and
 * files go in together or not at all: the files are written to a staging folder during the
 * transaction and published only after it committed, so a seed that fails (and rolls back)
 * leaves no file behind. Every seeded item is kept as its version 1 (origin `seeded`), so the
 * content as seeded can be restored after it is edited. Answers whether it seeded.
 */
export async function seedIfEmpty(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  storage: StoragePaths,
  load: LoadSeedContent,
): Promise<boolean> {
  // Set once the database is found empty: a server starting on a seeded database stages nothing.
  const stage: { files?: StagedFiles } = {};
  try {
    await db.transaction().execute(async (trx) => {
      if (engine === 'postgres') {
        // Instances starting side by side against one PostgreSQL seed one at a time.
        await sql`select pg_advisory_xact_lock(${sql.lit(SEED_LOCK_KEY)})`.execute(trx);
      }
      const existing = await trx.selectFrom('classify').select('classify_id').limit(1).executeTakeFirst();
      if (existing) return;
      const seed = await load();
      stage.files = await stageFilesFor(storage.publicDir);
      await seed({ db: trx, publicDir: stage.files.folder });
      await keepOriginals(trx, CONTENT_KIND_DEFINITIONS, { origin: 'seeded', at: new Date().toISOString() });
    });
    await stage.files?.publish();
    return stage.files !== undefined;
  } finally {
    await stage.files?.discard();
  }
}
