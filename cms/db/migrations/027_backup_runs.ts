import type { Kysely } from 'kysely';
import { identityKey } from './columns';

/**
 * One row per backup, scheduled or run from the command line: when it started and finished, how
 * large the snapshot is and where it went, or why it failed. A scheduled run names the slot of the
 * schedule it is for; the slot is unique, so of several instances only the one whose insert
 * succeeds runs it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('backup_run')
    .addColumn('run_id', 'integer', identityKey(db))
    /** `scheduled` or `command`. */
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('slot', 'text', (c) => c.unique())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('bytes', 'bigint')
    .addColumn('location', 'text')
    .addColumn('error', 'text')
    .addColumn('removed_at', 'text')
    .execute();
  await db.schema.createIndex('backup_run_started_idx').on('backup_run').column('started_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('backup_run').execute();
}
