import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns';

/**
 * What the back office edits before the site shows it:
 *
 * - `content_item`: one row per item a staff member has touched, by kind (the back office's URL
 *   segment, `articles`) and the item's id in its live tables: the working copy (`draft`, the
 *   document as JSON, null when nothing waits to be published), who saved it and when, and the
 *   item's `revision`, raised by every change so that one made from an older revision is refused.
 *   An item without a row (seeded, imported) is at revision 0 with nothing pending.
 * - `content_version`: every document that went live, numbered per item, with who published it
 *   and when, so an editor can compare and restore.
 * - `published` on the live rows of categories, articles and tags (1 or 0; what exists is
 *   published): the open API shows published rows only. The article listing follows it, so an
 *   unpublished article is in no list, no count and no previous/next.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_item')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('draft', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('draft_by', 'text')
    .addColumn('draft_at', 'text')
    .addPrimaryKeyConstraint('content_item_pk', ['kind', 'item_id'])
    .execute();
  await db.schema
    .createTable('content_version')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('published_by', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_version_pk', ['kind', 'item_id', 'number'])
    .execute();
  for (const table of PUBLISHABLE_TABLES) {
    await db.schema.alterTable(table).addColumn('published', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  }
  await listPublishedArticlesOnly(db);
}

/** Makes the listing's triggers of migration 011 list the translations of published articles only. */
export async function listPublishedArticlesOnly(db: Kysely<unknown>): Promise<void> {
  for (const statement of isPostgres(db) ? postgresListing(PUBLISHED_ONLY) : sqliteListing(PUBLISHED_ONLY)) await sql.raw(statement).execute(db);
}

const PUBLISHABLE_TABLES = ['classify', 'article', 'tag'] as const;

/** The article listing's triggers list an article's translations only while the article is published. */
const PUBLISHED_ONLY = 'AND published = 1';

// SQLite: the triggers of migration 011 that list a translation, made again with the condition,
// and one that lists or unlists every translation of an article whose flag changes.
const sqliteListing = (condition: string) => {
  const listTranslation = `
    INSERT INTO article_listing (language, classify_id, sort, publish_time, article_id)
    SELECT NEW.language, classify_id, sort, publish_time, article_id FROM article WHERE article_id = NEW.article_id ${condition};`;
  const unlistTranslation = 'DELETE FROM article_listing WHERE article_id = OLD.article_id AND language = OLD.language;';
  const statements = [
    'DROP TRIGGER article_i18n_listed',
    'DROP TRIGGER article_i18n_relisted',
    `CREATE TRIGGER article_i18n_listed AFTER INSERT ON article_i18n BEGIN ${listTranslation} END`,
    `CREATE TRIGGER article_i18n_relisted AFTER UPDATE OF article_id, language ON article_i18n BEGIN ${unlistTranslation} ${listTranslation} END`,
  ];
  return condition
    ? [
      ...statements,
      `CREATE TRIGGER article_published AFTER UPDATE OF published ON article WHEN NEW.published <> OLD.published BEGIN
         DELETE FROM article_listing WHERE article_id = NEW.article_id;
         INSERT INTO article_listing (language, classify_id, sort, publish_time, article_id)
         SELECT t.language, NEW.classify_id, NEW.sort, NEW.publish_time, NEW.article_id
         FROM article_i18n t WHERE t.article_id = NEW.article_id AND NEW.published = 1;
       END`,
    ]
    : ['DROP TRIGGER article_published', ...statements];
};

// PostgreSQL: the statement triggers' functions of migration 011 replaced with the condition on
// the article, and a statement trigger for the flag over the update's transition tables.
const postgresListing = (condition: string) => {
  const articleCondition = condition.replace('published', 'a.published');
  const functions = [
    `CREATE OR REPLACE FUNCTION article_i18n_listed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
       INSERT INTO article_listing (language, classify_id, sort, publish_time, article_id)
       SELECT t.language, a.classify_id, a.sort, a.publish_time, a.article_id FROM added t JOIN article a ON a.article_id = t.article_id
       WHERE true ${articleCondition};
       RETURN NULL; END $$`,
    `CREATE OR REPLACE FUNCTION article_i18n_relisted() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
       DELETE FROM article_listing l USING removed o JOIN added n ON n.id = o.id
         WHERE l.article_id = o.article_id AND l.language = o.language
           AND (o.article_id, o.language) IS DISTINCT FROM (n.article_id, n.language);
       INSERT INTO article_listing (language, classify_id, sort, publish_time, article_id)
         SELECT n.language, a.classify_id, a.sort, a.publish_time, a.article_id
         FROM added n JOIN removed o ON o.id = n.id JOIN article a ON a.article_id = n.article_id
         WHERE (o.article_id, o.language) IS DISTINCT FROM (n.article_id, n.language) ${articleCondition};
       RETURN NULL; END $$`,
  ];
  return condition
    ? [
      ...functions,
      `CREATE FUNCTION article_published() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
         DELETE FROM article_listing l USING removed o JOIN added n ON n.article_id = o.article_id
           WHERE l.article_id = n.article_id AND o.published <> n.published;
         INSERT INTO article_listing (language, classify_id, sort, publish_time, article_id)
           SELECT t.language, n.classify_id, n.sort, n.publish_time, n.article_id
           FROM added n JOIN removed o ON o.article_id = n.article_id JOIN article_i18n t ON t.article_id = n.article_id
           WHERE o.published <> n.published AND n.published = 1;
         RETURN NULL; END $$`,
      `CREATE TRIGGER article_published AFTER UPDATE ON article REFERENCING OLD TABLE AS removed NEW TABLE AS added
         FOR EACH STATEMENT EXECUTE FUNCTION article_published()`,
    ]
    : ['DROP TRIGGER article_published ON article', 'DROP FUNCTION article_published()', ...functions];
};

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of isPostgres(db) ? postgresListing('') : sqliteListing('')) await sql.raw(statement).execute(db);
  for (const table of PUBLISHABLE_TABLES) await db.schema.alterTable(table).dropColumn('published').execute();
  await db.schema.dropTable('content_version').execute();
  await db.schema.dropTable('content_item').execute();
}
