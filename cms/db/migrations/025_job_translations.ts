import { sql, type Kysely } from 'kysely';
import { revisionTriggers } from './012_content_revision';
import { changeTimeTriggers } from './013_content_times';
import { isPostgres } from './columns';
import { rewriteStoredDocuments } from './storedDocuments';

/**
 * Careers in English: a job, a job category and a work place may have a translation, one row per
 * language in an `_i18n` table keyed by (id, language) as the other bilingual content. The Chinese
 * text stays in the item's own table: every job has it (the Chinese site, the resume inbox and HR's
 * mails name jobs by it), so only the translations are rows here. An item without an English row
 * is hidden on the English site. They are site content: their writes raise the content revision
 * and record their table's change time like the tables before them. Their stored documents
 * (drafts and versions) get the same shape: the Chinese text under `texts` or `names`, no English.
 */
const TRANSLATION_TABLES = ['job_i18n', 'job_category_i18n', 'work_place_i18n'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_i18n')
    .addColumn('job_id', 'integer', (c) => c.notNull().references('job.job_id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('post', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('duties', 'text', (c) => c.notNull())
    .addColumn('requirements', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_i18n_pk', ['job_id', 'language'])
    .execute();
  await db.schema
    .createTable('job_category_i18n')
    .addColumn('job_category_id', 'integer', (c) => c.notNull().references('job_category.job_category_id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('job_category_name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_category_i18n_pk', ['job_category_id', 'language'])
    .execute();
  await db.schema
    .createTable('work_place_i18n')
    .addColumn('work_place_id', 'integer', (c) => c.notNull().references('work_place.work_place_id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('work_place_name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('work_place_i18n_pk', ['work_place_id', 'language'])
    .execute();

  const postgres = isPostgres(db);
  for (const table of TRANSLATION_TABLES) {
    await sql`INSERT INTO content_change (table_name, changed_at) VALUES (${table}, ${new Date().toISOString()})`.execute(db);
    for (const statement of [...revisionTriggers(table, postgres), ...changeTimeTriggers(table, postgres)]) {
      await sql.raw(statement).execute(db);
    }
  }
  await rewriteStoredDocuments(db, 'jobs', translatedJob);
  for (const kind of FACET_KINDS) await rewriteStoredDocuments(db, kind, translatedFacet);
}

const FACET_KINDS = ['job-categories', 'work-places'] as const;

interface JobTextFields {
  post: string;
  place: string;
  duties: string;
  requirements: string;
}

type FlatJob = Partial<JobTextFields> & { texts?: { zh: JobTextFields } };

/** A stored job document with its text as the Chinese one of `texts`. */
function translatedJob(json: string): string {
  const { post, place, duties, requirements, ...rest } = JSON.parse(json) as FlatJob;
  if (rest.texts !== undefined) return json;
  return JSON.stringify({ ...rest, texts: { zh: { post, place, duties, requirements }, en: null } });
}

/** The reverse: the Chinese text back as the job's own fields. */
function flatJob(json: string): string {
  const { texts, ...rest } = JSON.parse(json) as FlatJob;
  return texts === undefined ? json : JSON.stringify({ ...rest, ...texts.zh });
}

type StoredFacet = { name?: string; names?: { zh: string }; sort: number };

/** A stored job category or work place document with its name as the Chinese one of `names`. */
function translatedFacet(json: string): string {
  const { name, ...rest } = JSON.parse(json) as StoredFacet;
  return name === undefined ? json : JSON.stringify({ ...rest, names: { zh: name, en: null } });
}

/** The reverse: the Chinese name back as the item's name. */
function flatFacet(json: string): string {
  const { names, ...rest } = JSON.parse(json) as StoredFacet;
  return names === undefined ? json : JSON.stringify({ ...rest, name: names.zh });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewriteStoredDocuments(db, 'jobs', flatJob);
  for (const kind of FACET_KINDS) await rewriteStoredDocuments(db, kind, flatFacet);
  await sql`DELETE FROM content_change WHERE table_name IN ('job_i18n', 'job_category_i18n', 'work_place_i18n')`.execute(db);
  // Dropping a table drops its triggers in both engines.
  await db.schema.dropTable('work_place_i18n').execute();
  await db.schema.dropTable('job_category_i18n').execute();
  await db.schema.dropTable('job_i18n').execute();
}
