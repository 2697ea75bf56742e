import { sql, type Kysely } from 'kysely';
import { identityKey, isPostgres } from './columns';

/**
 * Customer reviews: what a customer's person said of the company, in each language, optionally
 * tied to the case (an article) it speaks of. They are site content, so their writes raise the
 * content revision and record their table's change time like the tables before them.
 */
const REVIEW_TABLES = ['customer_review', 'customer_review_i18n'] as const;

const SQLITE_NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

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

  const bump = 'UPDATE content_revision SET revision = revision + 1 WHERE id = 1;';
  for (const table of REVIEW_TABLES) {
    await sql`INSERT INTO content_change (table_name, changed_at) VALUES (${table}, ${new Date().toISOString()})`.execute(db);
    if (isPostgres(db)) {
      // The statement-level functions the earlier migrations made serve these tables as well.
      await sql.raw(`CREATE TRIGGER ${table}_revised AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION content_revised()`).execute(db);
      await sql.raw(`CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION content_changed()`).execute(db);
    } else {
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        await sql.raw(`CREATE TRIGGER ${table}_revised_${event.toLowerCase()} AFTER ${event} ON ${table} BEGIN ${bump} END`).execute(db);
        // An UPDATE of the row inserted above, not INSERT OR REPLACE: when a foreign key action
        // (a deleted case unlinking its reviews) fires the trigger, SQLite overrides the trigger's
        // OR REPLACE with the outer statement's ABORT and the write fails.
        await sql
          .raw(`CREATE TRIGGER ${table}_changed_${event.toLowerCase()} AFTER ${event} ON ${table} BEGIN UPDATE content_change SET changed_at = ${SQLITE_NOW} WHERE table_name = '${table}'; END`)
          .execute(db);
      }
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM content_change WHERE table_name IN ('customer_review', 'customer_review_i18n')`.execute(db);
  // Dropping a table drops its triggers in both engines.
  await db.schema.dropTable('customer_review_i18n').execute();
  await db.schema.dropTable('customer_review').execute();
}
