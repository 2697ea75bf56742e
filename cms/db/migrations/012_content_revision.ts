import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns';

/**
 * What the public site shows: a write to any of these tables changes the site a build renders.
 * Submissions, staff and their files are not here: a lead or a resume never changes a page.
 */
export const SITE_CONTENT_TABLES = [
  'classify', 'classify_i18n', 'article', 'article_i18n', 'tag', 'tag_i18n', 'article_tag',
  'media', 'media_i18n', 'friendly_link', 'product', 'product_i18n', 'service_location',
  'service_location_i18n', 'site_setting', 'job_category', 'work_place', 'job',
] as const;

const BUMP = 'UPDATE content_revision SET revision = revision + 1 WHERE id = 1;';

/**
 * One number, raised by triggers on every write to the site's content, whoever writes (the seed,
 * a back-office edit, an operator's SQL): the site's build stamp includes it, so a changed
 * database makes the built site stale, at the cost of reading one row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_revision')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO content_revision (id, revision) VALUES (1, 1)`.execute(db);
  const postgres = isPostgres(db);
  if (postgres) {
    // Once per statement: a bulk insert of a thousand rows raises it once.
    await sql.raw(`CREATE FUNCTION content_revised() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${BUMP} RETURN NULL; END $$`).execute(db);
  }
  for (const table of SITE_CONTENT_TABLES) {
    for (const statement of revisionTriggers(table, postgres)) await sql.raw(statement).execute(db);
  }
}

/**
 * The triggers that raise the revision on a write to `table`; a later migration adding a site
 * table gives it the same. PostgreSQL's call `content_revised()`, made above; SQLite has row
 * triggers only, one per event.
 */
export function revisionTriggers(table: string, postgres: boolean): string[] {
  return postgres
    ? [`CREATE TRIGGER ${table}_revised AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION content_revised()`]
    : ['INSERT', 'UPDATE', 'DELETE'].map((event) => `CREATE TRIGGER ${table}_revised_${event.toLowerCase()} AFTER ${event} ON ${table} BEGIN ${BUMP} END`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of SITE_CONTENT_TABLES) await sql.raw(`DROP TRIGGER ${table}_revised ON ${table}`).execute(db);
    await sql`DROP FUNCTION content_revised()`.execute(db);
  } else {
    for (const table of SITE_CONTENT_TABLES) {
      for (const event of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER ${table}_revised_${event}`).execute(db);
    }
  }
  await db.schema.dropTable('content_revision').execute();
}
