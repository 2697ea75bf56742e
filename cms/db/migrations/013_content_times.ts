import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns';
import { SITE_CONTENT_TABLES } from './012_content_revision';

/**
 * When the site's content last changed, for the sitemap's `lastmod` (and so for the addresses a
 * publish submits to search engines), kept by triggers like the content revision, whoever writes:
 *
 * - `article_i18n.updated_at`: one language's version of an article, raised by a write to its
 *   text, to the article (category, order, date, picture, file) or to its tags. Existing rows
 *   start at their publish date: the content's own date, not the time of this migration.
 * - `content_change`: per table of what the site shows, the time of its last write; the pages
 *   that show no single article take their time from these.
 *
 * Times are ISO 8601 in UTC with milliseconds, as the rest of the schema writes them.
 */
const SQLITE_NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
const POSTGRES_NOW = `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const now = postgres ? POSTGRES_NOW : SQLITE_NOW;
  await db.schema.alterTable('article_i18n').addColumn('updated_at', 'text', (c) => c.notNull().defaultTo('')).execute();
  await sql`UPDATE article_i18n SET updated_at = (SELECT publish_time FROM article WHERE article.article_id = article_i18n.article_id)`.execute(db);
  await db.schema
    .createTable('content_change')
    .addColumn('table_name', 'text', (c) => c.primaryKey())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  for (const table of SITE_CONTENT_TABLES) {
    await sql`INSERT INTO content_change (table_name, changed_at) VALUES (${table}, ${new Date().toISOString()})`.execute(db);
  }
  for (const statement of postgres ? postgresTriggers(now) : sqliteTriggers(now)) await sql.raw(statement).execute(db);
}

const touchArticle = (now: string, ref: 'NEW' | 'OLD') => `UPDATE article_i18n SET updated_at = ${now} WHERE article_id = ${ref}.article_id;`;

// SQLite has row triggers only. The text's own columns are named so that setting `updated_at`
// does not fire its trigger again. `content_change` has its rows from the start and its triggers
// only update them: an outer statement's conflict rule (an upsert's, or the ABORT of a foreign key
// action's write) would override a trigger's INSERT OR REPLACE and fail on the existing row.
const sqliteTriggers = (now: string) => [
  `CREATE TRIGGER article_i18n_written AFTER INSERT ON article_i18n BEGIN UPDATE article_i18n SET updated_at = ${now} WHERE id = NEW.id; END`,
  `CREATE TRIGGER article_i18n_edited AFTER UPDATE OF article_id, language, title, summary, content ON article_i18n BEGIN UPDATE article_i18n SET updated_at = ${now} WHERE id = NEW.id; END`,
  `CREATE TRIGGER article_edited AFTER UPDATE ON article BEGIN ${touchArticle(now, 'NEW')} END`,
  `CREATE TRIGGER article_tagged AFTER INSERT ON article_tag BEGIN ${touchArticle(now, 'NEW')} END`,
  `CREATE TRIGGER article_untagged AFTER DELETE ON article_tag BEGIN ${touchArticle(now, 'OLD')} END`,
  `CREATE TRIGGER article_retagged AFTER UPDATE ON article_tag BEGIN ${touchArticle(now, 'OLD')} ${touchArticle(now, 'NEW')} END`,
  ...SITE_CONTENT_TABLES.flatMap((table) => changeTimeTriggers(table, false)),
];

const postgresTriggers = (now: string) => [
  `CREATE FUNCTION article_i18n_written() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.updated_at := ${now}; RETURN NEW; END $$`,
  `CREATE TRIGGER article_i18n_written BEFORE INSERT OR UPDATE ON article_i18n FOR EACH ROW EXECUTE FUNCTION article_i18n_written()`,
  `CREATE FUNCTION article_edited() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${touchArticle(now, 'NEW')} RETURN NULL; END $$`,
  `CREATE TRIGGER article_edited AFTER UPDATE ON article FOR EACH ROW EXECUTE FUNCTION article_edited()`,
  `CREATE FUNCTION article_tags_edited() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
     IF TG_OP <> 'INSERT' THEN ${touchArticle(now, 'OLD')} END IF;
     IF TG_OP <> 'DELETE' THEN ${touchArticle(now, 'NEW')} END IF;
     RETURN NULL; END $$`,
  `CREATE TRIGGER article_tags_edited AFTER INSERT OR UPDATE OR DELETE ON article_tag FOR EACH ROW EXECUTE FUNCTION article_tags_edited()`,
  // Once per statement: a bulk write of a thousand rows records its table once.
  `CREATE FUNCTION content_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
     INSERT INTO content_change (table_name, changed_at) VALUES (TG_TABLE_NAME, ${now})
     ON CONFLICT (table_name) DO UPDATE SET changed_at = EXCLUDED.changed_at;
     RETURN NULL; END $$`,
  ...SITE_CONTENT_TABLES.flatMap((table) => changeTimeTriggers(table, true)),
];

/**
 * The triggers that record the time of a write to `table`, whose `content_change` row must exist
 * (see above); a later migration adding a site table gives it the same. PostgreSQL's call
 * `content_changed()`, made above.
 */
export function changeTimeTriggers(table: string, postgres: boolean): string[] {
  return postgres
    ? [`CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION content_changed()`]
    : ['INSERT', 'UPDATE', 'DELETE'].map(
      (event) => `CREATE TRIGGER ${table}_changed_${event.toLowerCase()} AFTER ${event} ON ${table} BEGIN UPDATE content_change SET changed_at = ${SQLITE_NOW} WHERE table_name = '${table}'; END`,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of SITE_CONTENT_TABLES) await sql.raw(`DROP TRIGGER ${table}_changed ON ${table}`).execute(db);
    await sql.raw('DROP TRIGGER article_tags_edited ON article_tag').execute(db);
    await sql.raw('DROP TRIGGER article_edited ON article').execute(db);
    await sql.raw('DROP TRIGGER article_i18n_written ON article_i18n').execute(db);
    for (const name of ['content_changed', 'article_tags_edited', 'article_edited', 'article_i18n_written']) {
      await sql.raw(`DROP FUNCTION ${name}()`).execute(db);
    }
  } else {
    for (const table of SITE_CONTENT_TABLES) {
      for (const event of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER ${table}_changed_${event}`).execute(db);
    }
    for (const name of ['article_i18n_written', 'article_i18n_edited', 'article_edited', 'article_tagged', 'article_untagged', 'article_retagged']) {
      await sql.raw(`DROP TRIGGER ${name}`).execute(db);
    }
  }
  await db.schema.dropTable('content_change').execute();
  await db.schema.alterTable('article_i18n').dropColumn('updated_at').execute();
}
