import { sql, type Kysely } from 'kysely';
import { createArticleListing } from './011_article_listing';
import { listPublishedArticlesOnly } from './017_content_drafts';
import { isPostgres } from './columns';

/**
 * An article list's page read as one range of one index, its rows already in the answer's JSON:
 *
 * - `article_listing` gets a row for every category that lists the article: its own and each one
 *   above it up to the first unpublished one (a category lists its published descendants'
 *   articles). `listed_in` names that category, `classify_id` stays the article's own, and the
 *   index leads with `listed_in`: a page of a category and everything below it is one range
 *   in the list's order, whatever the tree, so no category read and no merge of ranges. A
 *   category's own articles are always listed in it; whether the category itself is published
 *   is the reader's check, since it decides whether the category lists anything at all.
 * - `article_listing_count` counts by `listed_in`: a page's total is one row.
 * - `article_list_item`: each translation of an article as `article/list` answers it, serialised
 *   by the database. A page is its rows' texts joined: no row is made into an object and written
 *   out again (reading and serialising them cost the list most of its time).
 *
 * Triggers keep all three current whatever writes the base tables (the seed, the back office, an
 * import, an operator's SQL): an article's rows are rebuilt from the base tables whenever
 * anything they hold changes, a whole subtree's when a category moves or is published or
 * withdrawn. Both engines build the same JSON as JSON.stringify, key for key, without spaces.
 */

/** Where stored files are served (cms/storage/publicUrls.ts at the time of this migration). */
const FILE_URL_PREFIX = '/cms/static/files/';

// Stored names are made by the CMS from URL-safe characters (a UUID or a hash and an extension,
// the seed's ASCII names), so the address is the prefix and the name, as encodeURIComponent leaves it.
const ITEM_JSON = {
  sqlite: `json_object('id', t.id, 'articleId', a.article_id, 'articleTitle', t.title, 'articleSummary', t.summary,
    'articleThumbnail', a.thumbnail, 'classifyId', a.classify_id, 'publishTime', a.publish_time, 'fileId', t.file_id,
    'fileUrl', '${FILE_URL_PREFIX}' || f.stored_name,
    'tagIds', json((SELECT json_group_array(tag_id) FROM (
      SELECT g.tag_id FROM article_tag g WHERE g.article_id = a.article_id ORDER BY g.tag_id))))`,
  postgres: `(SELECT row_to_json(item)::text FROM (SELECT t.id AS "id", a.article_id AS "articleId", t.title AS "articleTitle",
    t.summary AS "articleSummary", a.thumbnail AS "articleThumbnail", a.classify_id AS "classifyId",
    a.publish_time AS "publishTime", t.file_id AS "fileId", '${FILE_URL_PREFIX}' || f.stored_name AS "fileUrl",
    ARRAY(SELECT g.tag_id FROM article_tag g WHERE g.article_id = a.article_id ORDER BY g.tag_id) AS "tagIds") item)`,
};

type Engine = keyof typeof ITEM_JSON;

/**
 * The listing rows of the translations `translations` (a SELECT of `article_id, language`): one
 * per category that lists the article, from its own up to the first unpublished one.
 */
const listTranslations = (translations: string) => `
  INSERT INTO article_listing (language, listed_in, classify_id, sort, publish_time, article_id)
  SELECT t.language, up.listed_in, a.classify_id, a.sort, a.publish_time, a.article_id
  FROM (
    WITH RECURSIVE up (article_id, listed_in) AS (
      SELECT article_id, classify_id FROM article
      WHERE published = 1 AND article_id IN (SELECT article_id FROM (${translations}) listed)
      UNION
      SELECT up.article_id, c.parent_id FROM up JOIN classify c ON c.classify_id = up.listed_in
      WHERE c.published = 1 AND c.parent_id IS NOT NULL
    )
    SELECT article_id, listed_in FROM up
  ) up
  JOIN article a ON a.article_id = up.article_id
  JOIN (${translations}) t ON t.article_id = up.article_id`;

/** Every translation of the articles `ids` (a list or a SELECT of article ids). */
const translationsOf = (ids: string) => `SELECT article_id, language FROM article_i18n WHERE article_id IN (${ids})`;

/** The listing rows of the articles `ids`, rebuilt from the base tables: after a move, a new order or publishing. */
const relist = (ids: string) => [`DELETE FROM article_listing WHERE article_id IN (${ids})`, listTranslations(translationsOf(ids))];

/** The list items of every translation of the articles `ids`, written again from the base tables. */
const reshow = (engine: Engine, ids: string) => [`
  INSERT INTO article_list_item (article_id, language, item)
  SELECT t.article_id, t.language, ${ITEM_JSON[engine]}
  FROM article_i18n t JOIN article a ON a.article_id = t.article_id LEFT JOIN stored_file f ON f.file_id = t.file_id
  WHERE t.article_id IN (${ids})
  ON CONFLICT (article_id, language) DO UPDATE SET item = excluded.item`];

/** The rows of the translations that `condition` picks by `article_id` and `language`, removed. */
const unlistTranslations = (condition: string) => [
  `DELETE FROM article_listing WHERE ${condition}`,
  `DELETE FROM article_list_item WHERE ${condition}`,
];

/** A trigger's body: its statements, each ended. */
const body = (...statements: string[][]) => statements.flat().map((statement) => `${statement};`).join('\n');

/** The articles in the subtrees of the categories `roots` (a list or a SELECT of category ids). */
const articlesBelow = (roots: string) => `
  SELECT article_id FROM article WHERE classify_id IN (
    WITH RECURSIVE below (classify_id) AS (
      SELECT classify_id FROM classify WHERE classify_id IN (${roots})
      UNION
      SELECT c.classify_id FROM classify c JOIN below ON c.parent_id = below.classify_id
    )
    SELECT classify_id FROM below
  )`;

/** The columns of `article` and `article_i18n` each of the two derived tables shows. */
const LISTED_ARTICLE = ['classify_id', 'sort', 'publish_time', 'published'];
const SHOWN_ARTICLE = ['thumbnail', 'classify_id', 'publish_time'];
const LISTED_TRANSLATION = ['article_id', 'language'];
const SHOWN_TRANSLATION = ['id', 'article_id', 'language', 'title', 'summary', 'file_id'];

const countListed = [`
  INSERT INTO article_listing_count (language, listed_in, total) VALUES (NEW.language, NEW.listed_in, 1)
  ON CONFLICT (language, listed_in) DO UPDATE SET total = article_listing_count.total + 1`];
const uncountListed = [`
  UPDATE article_listing_count SET total = total - 1 WHERE language = OLD.language AND listed_in = OLD.listed_in`];

/** A trigger of this migration: it runs `body` after `event` (`UPDATE OF …` on SQLite) on `table`. */
interface Trigger {
  name: string;
  table: string;
  event: string;
  body: string;
}

/** SQLite's: row triggers, limited by column lists to the updates that change what they keep. */
const sqliteTriggers: Trigger[] = [
  {
    name: 'listing_article_i18n_added', table: 'article_i18n', event: 'INSERT',
    body: body([listTranslations('SELECT NEW.article_id AS article_id, NEW.language AS language')], reshow('sqlite', 'NEW.article_id')),
  },
  // An article's deletion cascades to its translations, and so to their rows.
  {
    name: 'listing_article_i18n_removed', table: 'article_i18n', event: 'DELETE',
    body: body(unlistTranslations('article_id = OLD.article_id AND language = OLD.language')),
  },
  {
    name: 'listing_article_i18n_listed', table: 'article_i18n', event: `UPDATE OF ${LISTED_TRANSLATION.join(', ')}`,
    body: body(
      unlistTranslations('article_id = OLD.article_id AND language = OLD.language'),
      [listTranslations('SELECT NEW.article_id AS article_id, NEW.language AS language')],
    ),
  },
  { name: 'listing_article_i18n_shown', table: 'article_i18n', event: `UPDATE OF ${SHOWN_TRANSLATION.join(', ')}`, body: body(reshow('sqlite', 'NEW.article_id')) },
  { name: 'listing_article_listed', table: 'article', event: `UPDATE OF ${LISTED_ARTICLE.join(', ')}`, body: body(relist('NEW.article_id')) },
  { name: 'listing_article_shown', table: 'article', event: `UPDATE OF ${SHOWN_ARTICLE.join(', ')}`, body: body(reshow('sqlite', 'NEW.article_id')) },
  { name: 'listing_article_tag_added', table: 'article_tag', event: 'INSERT', body: body(reshow('sqlite', 'NEW.article_id')) },
  { name: 'listing_article_tag_removed', table: 'article_tag', event: 'DELETE', body: body(reshow('sqlite', 'OLD.article_id')) },
  { name: 'listing_article_tag_changed', table: 'article_tag', event: 'UPDATE', body: body(reshow('sqlite', 'OLD.article_id, NEW.article_id')) },
  {
    name: 'listing_stored_file_renamed', table: 'stored_file', event: 'UPDATE OF stored_name',
    body: body(reshow('sqlite', 'SELECT article_id FROM article_i18n WHERE file_id = NEW.file_id')),
  },
  { name: 'listing_classify_relisted', table: 'classify', event: 'UPDATE OF parent_id, published', body: body(relist(articlesBelow('NEW.classify_id'))) },
  { name: 'article_listing_counted', table: 'article_listing', event: 'INSERT', body: body(countListed) },
  { name: 'article_listing_uncounted', table: 'article_listing', event: 'DELETE', body: body(uncountListed) },
];

/** Rows of an update whose `columns` changed, joined old (`o`) to new (`n`) on `key`. */
const changed = (key: string, columns: string[]) =>
  `removed o JOIN added n ON n.${key} = o.${key}
   WHERE (${columns.map((column) => `o.${column}`).join(', ')}) IS DISTINCT FROM (${columns.map((column) => `n.${column}`).join(', ')})`;

/** The article ids, before and after, of the rows of an update whose `columns` changed. */
const changedArticles = (key: string, columns: string[]) =>
  `SELECT o.article_id FROM ${changed(key, columns)} UNION SELECT n.article_id FROM ${changed(key, columns)}`;

/**
 * PostgreSQL's: statement triggers over the statement's transition tables (`added`, `removed`),
 * so a bulk insert of a thousand translations rebuilds their rows in one statement each, and a
 * count row is updated once per statement rather than once per row. Transition tables rule out
 * column lists, so the update triggers compare old and new rows themselves.
 */
const postgresTriggers: Trigger[] = [
  {
    name: 'listing_article_i18n_added', table: 'article_i18n', event: 'INSERT',
    body: body([listTranslations('SELECT article_id, language FROM added')], reshow('postgres', 'SELECT article_id FROM added')),
  },
  {
    name: 'listing_article_i18n_removed', table: 'article_i18n', event: 'DELETE',
    body: body(unlistTranslations('(article_id, language) IN (SELECT article_id, language FROM removed)')),
  },
  {
    name: 'listing_article_i18n_changed', table: 'article_i18n', event: 'UPDATE',
    body: body(
      unlistTranslations(`(article_id, language) IN (SELECT o.article_id, o.language FROM ${changed('id', LISTED_TRANSLATION)})`),
      [listTranslations(`SELECT n.article_id, n.language FROM ${changed('id', LISTED_TRANSLATION)}`)],
      reshow('postgres', changedArticles('id', SHOWN_TRANSLATION)),
    ),
  },
  {
    name: 'listing_article_changed', table: 'article', event: 'UPDATE',
    body: body(relist(changedArticles('article_id', LISTED_ARTICLE)), reshow('postgres', changedArticles('article_id', SHOWN_ARTICLE))),
  },
  { name: 'listing_article_tag_added', table: 'article_tag', event: 'INSERT', body: body(reshow('postgres', 'SELECT article_id FROM added')) },
  { name: 'listing_article_tag_removed', table: 'article_tag', event: 'DELETE', body: body(reshow('postgres', 'SELECT article_id FROM removed')) },
  {
    name: 'listing_article_tag_changed', table: 'article_tag', event: 'UPDATE',
    body: body(reshow('postgres', 'SELECT article_id FROM removed UNION SELECT article_id FROM added')),
  },
  {
    name: 'listing_stored_file_renamed', table: 'stored_file', event: 'UPDATE',
    body: body(reshow('postgres', `SELECT t.article_id FROM article_i18n t WHERE t.file_id IN (SELECT n.file_id FROM ${changed('file_id', ['stored_name'])})`)),
  },
  {
    name: 'listing_classify_relisted', table: 'classify', event: 'UPDATE',
    body: body(relist(articlesBelow(`SELECT n.classify_id FROM ${changed('classify_id', ['parent_id', 'published'])}`))),
  },
  {
    name: 'article_listing_counted', table: 'article_listing', event: 'INSERT',
    body: body([`INSERT INTO article_listing_count (language, listed_in, total)
      SELECT language, listed_in, count(*) FROM added GROUP BY language, listed_in
      ON CONFLICT (language, listed_in) DO UPDATE SET total = article_listing_count.total + EXCLUDED.total`]),
  },
  {
    name: 'article_listing_uncounted', table: 'article_listing', event: 'DELETE',
    body: body([`UPDATE article_listing_count c SET total = c.total - r.removed
      FROM (SELECT language, listed_in, count(*) AS removed FROM removed GROUP BY language, listed_in) r
      WHERE c.language = r.language AND c.listed_in = r.listed_in`]),
  },
];

const TRANSITIONS: Record<string, string> = {
  INSERT: 'REFERENCING NEW TABLE AS added',
  DELETE: 'REFERENCING OLD TABLE AS removed',
  UPDATE: 'REFERENCING OLD TABLE AS removed NEW TABLE AS added',
};

/** The triggers of migrations 011 and 017. */
const FORMER_TRIGGERS: Array<Pick<Trigger, 'name' | 'table'>> = [
  { name: 'article_i18n_listed', table: 'article_i18n' },
  { name: 'article_i18n_unlisted', table: 'article_i18n' },
  { name: 'article_i18n_relisted', table: 'article_i18n' },
  { name: 'article_moved', table: 'article' },
  { name: 'article_published', table: 'article' },
  { name: 'article_listing_counted', table: 'article_listing' },
  { name: 'article_listing_uncounted', table: 'article_listing' },
  { name: 'article_listing_recounted', table: 'article_listing' },
];

/** Drops a trigger and, on PostgreSQL, the function of the same name it runs. */
async function dropTrigger(db: Kysely<unknown>, { name, table }: Pick<Trigger, 'name' | 'table'>): Promise<void> {
  if (!isPostgres(db)) {
    await sql.raw(`DROP TRIGGER ${name}`).execute(db);
    return;
  }
  await sql.raw(`DROP TRIGGER ${name} ON ${table}`).execute(db);
  await sql.raw(`DROP FUNCTION ${name}()`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const trigger of FORMER_TRIGGERS) await dropTrigger(db, trigger);
  await db.schema.dropTable('article_listing').execute();
  await db.schema.dropTable('article_listing_count').execute();

  await db.schema
    .createTable('article_listing')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('listed_in', 'integer', (c) => c.notNull())
    .addColumn('classify_id', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('publish_time', 'text', (c) => c.notNull())
    .addColumn('article_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('article_listing_order')
    .on('article_listing')
    .columns(['language', 'listed_in', 'sort', 'publish_time desc', 'article_id desc'])
    .unique()
    .execute();
  // Previous and next: an article's own category's rows alone, in the list's order.
  await db.schema
    .createIndex('article_listing_own')
    .on('article_listing')
    .columns(['language', 'classify_id', 'sort', 'publish_time desc', 'article_id desc'])
    .where(sql.ref('listed_in'), '=', sql.ref('classify_id'))
    .execute();
  await db.schema.createIndex('article_listing_article').on('article_listing').column('article_id').execute();
  await db.schema
    .createTable('article_listing_count')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('listed_in', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_listing_count_pk', ['language', 'listed_in'])
    .execute();
  await db.schema
    .createTable('article_list_item')
    .addColumn('article_id', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_list_item_pk', ['article_id', 'language'])
    .execute();

  if (postgres) {
    for (const { name, table, event, body } of postgresTriggers) {
      await sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`).execute(db);
      await sql.raw(`CREATE TRIGGER ${name} AFTER ${event} ON ${table} ${TRANSITIONS[event]} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`).execute(db);
    }
  } else {
    for (const { name, table, event, body } of sqliteTriggers) {
      await sql.raw(`CREATE TRIGGER ${name} AFTER ${event} ON ${table} BEGIN ${body} END`).execute(db);
    }
  }
  // Filled after the count triggers exist, which count what it lists.
  const everyArticle = 'SELECT article_id FROM article';
  for (const statement of [...relist(everyArticle), ...reshow(postgres ? 'postgres' : 'sqlite', everyArticle)]) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of isPostgres(db) ? postgresTriggers : sqliteTriggers) await dropTrigger(db, trigger);
  await db.schema.dropTable('article_list_item').execute();
  await db.schema.dropTable('article_listing').execute();
  await db.schema.dropTable('article_listing_count').execute();
  await createArticleListing(db);
  await listPublishedArticlesOnly(db);
  await sql`DELETE FROM article_listing WHERE article_id IN (SELECT article_id FROM article WHERE published = 0)`.execute(db);
}
