import type { Kysely } from 'kysely';
import { identityKey } from './columns';

/**
 * The HR inbox: each resume's stage in the hiring pipeline and whether anyone opened it, the
 * notes HR writes on it, and every change of stage (who, when, from what to what).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = identityKey(db);

  await db.schema.alterTable('resume').addColumn('stage', 'text', (c) => c.notNull().defaultTo('new')).execute();
  await db.schema.alterTable('resume').addColumn('read_at', 'text').execute();
  await db.schema.createIndex('resume_job').on('resume').column('job_id').execute();
  await db.schema.createIndex('resume_created').on('resume').column('created_at').execute();

  await db.schema
    .createTable('resume_note')
    .addColumn('note_id', 'integer', id)
    .addColumn('resume_id', 'integer', (c) => c.notNull().references('resume.resume_id'))
    .addColumn('author_user_id', 'integer')
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('resume_note_resume').on('resume_note').column('resume_id').execute();

  await db.schema
    .createTable('resume_stage_change')
    .addColumn('change_id', 'integer', id)
    .addColumn('resume_id', 'integer', (c) => c.notNull().references('resume.resume_id'))
    .addColumn('from_stage', 'text', (c) => c.notNull())
    .addColumn('to_stage', 'text', (c) => c.notNull())
    .addColumn('changed_by_user_id', 'integer')
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('resume_stage_change_resume').on('resume_stage_change').column('resume_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resume_stage_change').execute();
  await db.schema.dropTable('resume_note').execute();
  await db.schema.dropIndex('resume_created').execute();
  await db.schema.dropIndex('resume_job').execute();
  await db.schema.alterTable('resume').dropColumn('read_at').execute();
  await db.schema.alterTable('resume').dropColumn('stage').execute();
}
