import type { Kysely } from 'kysely';
import { identityKey } from './columns';

/** Job postings, their categories and work places, with their Chinese text (translations: job_translations). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = identityKey(db);

  await db.schema
    .createTable('job_category')
    .addColumn('job_category_id', 'integer', id)
    .addColumn('job_category_name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('work_place')
    .addColumn('work_place_id', 'integer', id)
    .addColumn('work_place_name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('job')
    .addColumn('job_id', 'integer', id)
    .addColumn('job_category_id', 'integer', (c) => c.notNull().references('job_category.job_category_id'))
    .addColumn('work_place_id', 'integer', (c) => c.notNull().references('work_place.work_place_id'))
    .addColumn('post', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('headcount', 'integer', (c) => c.notNull())
    .addColumn('announce_time', 'text', (c) => c.notNull())
    .addColumn('duties', 'text', (c) => c.notNull())
    .addColumn('requirements', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_announce').on('job').column('announce_time').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job').execute();
  await db.schema.dropTable('work_place').execute();
  await db.schema.dropTable('job_category').execute();
}
