import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns';

/**
 * What the open API's article lists read at scale, kept current by triggers so every writer (the
 * seed, a back-office edit, an operator's SQL) keeps it right without knowing it exists:
 *
 * - `article_listing`: one row per article and language it is written in, with the list's order
 *   columns. Its index is the list's filter and order (language, category, `sort`, newest first,
 *   highest id first), so a page, a deep page and the previous/next of an article are range seeks
 *   on one covering index: no sort of the matching rows, no look-up of a translation per row.
 * - `article_listing_count`: how many articles each category lists in each language, so a page's
 *   total is a sum over the category and its descendants instead of a count of every matching row.
 *
 * And the category tree's own order, so a tree is read in order rather than sorted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('article_listing')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('classify_id', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('publish_time', 'text', (c) => c.notNull())
    .addColumn('article_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('article_listing_order')
    .on('article_listing')
    .columns(['language', 'classify_id', 'sort', 'publish_time desc', 'article_id desc'])
    .unique()
    .execute();
  await db.schema.createIndex('article_listing_article').on('article_listing').columns(['article_id', 'language']).unique().execute();

  await db.schema
    .createTable('article_listing_count')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('classify_id', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_listing_count_pk', ['language', 'classify_id'])
    .execute();

  await db.schema.createIndex('classify_tree_order').on('classify').columns(['classify_type', 'sort', 'classify_id']).execute();

  await sql`
    INSERT INTO article_listing (language, classify_id, sort, publish_time, article_id)
    SELECT t.language, a.classify_id, a.sort, a.publish_time, a.article_id
    FROM article_i18n t JOIN article a ON a.article_id = t.article_id`.execute(db);
  await sql`
    INSERT INTO article_listing_count (language, classify_id, total)
    SELECT language, classify_id, count(*) FROM article_listing GROUP BY language, classify_id`.execute(db);

  for (const statement of isPostgres(db) ? postgresTriggers : sqliteTriggers) await sql.raw(statement).execute(db);
}

const listTranslation = `
  INSERT INTO article_listing (language, classify_id, sort, publish_time, article_id)
  SELECT NEW.language, classify_id, sort, publish_time, article_id FROM article WHERE article_id = NEW.article_id;`;
const unlistTranslation = `
  DELETE FROM article_listing WHERE article_id = OLD.article_id AND language = OLD.language;`;
const followArticle = `
  UPDATE article_listing SET classify_id = NEW.classify_id, sort = NEW.sort, publish_time = NEW.publish_time
  WHERE article_id = NEW.article_id;`;
const countListed = `
  INSERT INTO article_listing_count (language, classify_id, total) VALUES (NEW.language, NEW.classify_id, 1)
  ON CONFLICT (language, classify_id) DO UPDATE SET total = article_listing_count.total + 1;`;
const uncountListed = `
  UPDATE article_listing_count SET total = total - 1 WHERE language = OLD.language AND classify_id = OLD.classify_id;`;

// An article's deletion cascades to its translations, whose triggers unlist them.
const sqliteTriggers = [
  `CREATE TRIGGER article_i18n_listed AFTER INSERT ON article_i18n BEGIN ${listTranslation} END`,
  `CREATE TRIGGER article_i18n_unlisted AFTER DELETE ON article_i18n BEGIN ${unlistTranslation} END`,
  `CREATE TRIGGER article_i18n_relisted AFTER UPDATE OF article_id, language ON article_i18n BEGIN ${unlistTranslation} ${listTranslation} END`,
  `CREATE TRIGGER article_moved AFTER UPDATE OF classify_id, sort, publish_time ON article BEGIN ${followArticle} END`,
  `CREATE TRIGGER article_listing_counted AFTER INSERT ON article_listing BEGIN ${countListed} END`,
  `CREATE TRIGGER article_listing_uncounted AFTER DELETE ON article_listing BEGIN ${uncountListed} END`,
  `CREATE TRIGGER article_listing_recounted AFTER UPDATE OF language, classify_id ON article_listing BEGIN ${uncountListed} ${countListed} END`,
];

const postgresTriggers = [
  `CREATE FUNCTION article_i18n_listing() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    IF TG_OP <> 'INSERT' THEN ${unlistTranslation} END IF;
    IF TG_OP <> 'DELETE' THEN ${listTranslation} END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER article_i18n_listing AFTER INSERT OR DELETE OR UPDATE OF article_id, language ON article_i18n
    FOR EACH ROW EXECUTE FUNCTION article_i18n_listing()`,
  `CREATE FUNCTION article_moved() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${followArticle} RETURN NULL; END $$`,
  `CREATE TRIGGER article_moved AFTER UPDATE OF classify_id, sort, publish_time ON article
    FOR EACH ROW EXECUTE FUNCTION article_moved()`,
  `CREATE FUNCTION article_listing_count() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    IF TG_OP <> 'INSERT' THEN ${uncountListed} END IF;
    IF TG_OP <> 'DELETE' THEN ${countListed} END IF;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER article_listing_count AFTER INSERT OR DELETE OR UPDATE OF language, classify_id ON article_listing
    FOR EACH ROW EXECUTE FUNCTION article_listing_count()`,
];

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`DROP TRIGGER article_i18n_listing ON article_i18n`.execute(db);
    await sql`DROP TRIGGER article_moved ON article`.execute(db);
  } else {
    for (const trigger of ['article_i18n_listed', 'article_i18n_unlisted', 'article_i18n_relisted', 'article_moved']) {
      await sql`DROP TRIGGER ${sql.id(trigger)}`.execute(db);
    }
  }
  await db.schema.dropIndex('classify_tree_order').execute();
  await db.schema.dropTable('article_listing_count').execute();
  await db.schema.dropTable('article_listing').execute();
  if (isPostgres(db)) {
    for (const fn of ['article_i18n_listing', 'article_moved', 'article_listing_count']) await sql`DROP FUNCTION ${sql.id(fn)}()`.execute(db);
  }
}
