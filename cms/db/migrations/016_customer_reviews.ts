import { sql, type Kysely } from 'kysely';
import { revisionTriggers } from './012_content_revision';
import { changeTimeTriggers } from './013_content_times';
import { identityKey, isPostgres } from './columns';

/**
 * Customer reviews: what a customer's person said of the company, in each language, optionally
 * tied to the case (an article) it speaks of. They are site content, so their writes raise the
 * content revision and record their table's change time like the tables before them.
 */
const REVIEW_TABLES = ['customer_review', 'customer_review_i18n'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_review')
    .addColumn('review_id', 'integer', identityKey(db))
    // A deleted case leaves its review standing, without the link.
    .addColumn('case_id', 'integer', (c) => c.references('article.article_id').onDelete('set null'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('customer_review_i18n')
    .addColumn('review_id', 'integer', (c) => c.notNull().references('customer_review.review_id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('quote', 'text', (c) => c.notNull())
    .addColumn('person_name', 'text', (c) => c.notNull())
    .addColumn('person_role', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('industry', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_review_i18n_pk', ['review_id', 'language'])
    .execute();
  await db.schema.createIndex('customer_review_case').on('customer_review').column('case_id').execute();

  const postgres = isPostgres(db);
  for (const table of REVIEW_TABLES) {
    await sql`INSERT INTO content_change (table_name, changed_at) VALUES (${table}, ${new Date().toISOString()})`.execute(db);
    for (const statement of [...revisionTriggers(table, postgres), ...changeTimeTriggers(table, postgres)]) {
      await sql.raw(statement).execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM content_change WHERE table_name IN ('customer_review', 'customer_review_i18n')`.execute(db);
  // Dropping a table drops its triggers in both engines.
  await db.schema.dropTable('customer_review_i18n').execute();
  await db.schema.dropTable('customer_review').execute();
}
