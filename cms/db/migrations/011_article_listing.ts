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
  await createArticleListing(db);
  await db.schema.createIndex('classify_tree_order').on('classify').columns(['classify_type', 'sort', 'classify_id']).execute();
}

/** The listing, its counts and their triggers as this migration made them, filled from the base tables. */
export async function createArticleListing(db: Kysely<unknown>): Promise<void> {
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

  await sql`
    INSERT INTO article_listing (language, classify_id, sort, publish_time, article_id)
    SELECT t.language, a.classify_id, a.sort, a.publish_time, a.article_id
    FROM article_i18n t JOIN article a ON a.article_id = t.article_id`.execute(db);
  await sql`
    INSERT INTO article_listing_count (language, classify_id, total)
    SELECT language, classify_id, count(*) FROM article_listing GROUP BY language, classify_id`.execute(db);

  for (const statement of isPostgres(db) ? postgresTriggers : sqliteTriggers) await sql.raw(statement).execute(db);
}

// SQLite has row triggers only.
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

const countAdded = `
  INSERT INTO article_listing_count (language, classify_id, total)
  SELECT language, classify_id, count(*) FROM added GROUP BY language, classify_id
  ON CONFLICT (language, classify_id) DO UPDATE SET total = article_listing_count.total + EXCLUDED.total;`;
const uncountRemoved = `
  UPDATE article_listing_count c SET total = c.total - r.removed
  FROM (SELECT language, classify_id, count(*) AS removed FROM removed GROUP BY language, classify_id) r
  WHERE c.language = r.language AND c.classify_id = r.classify_id;`;

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

/**
 * PostgreSQL's are per statement, over the statement's transition tables: a bulk insert of a
 * thousand translations is one insert into the listing and one update per category's count,
 * where row triggers would update the same few count rows thousands of times in one transaction
 * (each update a new row version the next must step over). Transition tables rule out column
 * lists, so the update triggers compare old and new rows themselves.
 */
const postgresListing: Array<{ name: string; table: string; event: string; transitions: string; body: string }> = [
  {
    name: 'article_i18n_listed', table: 'article_i18n', event: 'INSERT', transitions: 'REFERENCING NEW TABLE AS added',
    body: `INSERT INTO article_listing (language, classify_id, sort, publish_time, article_id)
      SELECT t.language, a.classify_id, a.sort, a.publish_time, a.article_id FROM added t JOIN article a ON a.article_id = t.article_id;`,
  },
  {
    name: 'article_i18n_unlisted', table: 'article_i18n', event: 'DELETE', transitions: 'REFERENCING OLD TABLE AS removed',
    body: `DELETE FROM article_listing l USING removed t WHERE l.article_id = t.article_id AND l.language = t.language;`,
  },
  {
    name: 'article_i18n_relisted', table: 'article_i18n', event: 'UPDATE', transitions: 'REFERENCING OLD TABLE AS removed NEW TABLE AS added',
    body: `DELETE FROM article_listing l USING removed o JOIN added n ON n.id = o.id
        WHERE l.article_id = o.article_id AND l.language = o.language
          AND (o.article_id, o.language) IS DISTINCT FROM (n.article_id, n.language);
      INSERT INTO article_listing (language, classify_id, sort, publish_time, article_id)
        SELECT n.language, a.classify_id, a.sort, a.publish_time, a.article_id
        FROM added n JOIN removed o ON o.id = n.id JOIN article a ON a.article_id = n.article_id
        WHERE (o.article_id, o.language) IS DISTINCT FROM (n.article_id, n.language);`,
  },
  {
    name: 'article_moved', table: 'article', event: 'UPDATE', transitions: 'REFERENCING NEW TABLE AS changed',
    body: `UPDATE article_listing l SET classify_id = a.classify_id, sort = a.sort, publish_time = a.publish_time
      FROM changed a WHERE l.article_id = a.article_id
        AND (l.classify_id, l.sort, l.publish_time) IS DISTINCT FROM (a.classify_id, a.sort, a.publish_time);`,
  },
  {
    name: 'article_listing_counted', table: 'article_listing', event: 'INSERT', transitions: 'REFERENCING NEW TABLE AS added',
    body: countAdded,
  },
  {
    name: 'article_listing_uncounted', table: 'article_listing', event: 'DELETE', transitions: 'REFERENCING OLD TABLE AS removed',
    body: uncountRemoved,
  },
  {
    name: 'article_listing_recounted', table: 'article_listing', event: 'UPDATE', transitions: 'REFERENCING OLD TABLE AS removed NEW TABLE AS added',
    body: `${uncountRemoved} ${countAdded}`,
  },
];

const postgresTriggers = postgresListing.flatMap(({ name, table, event, transitions, body }) => [
  `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`,
  `CREATE TRIGGER ${name} AFTER ${event} ON ${table} ${transitions} FOR EACH STATEMENT EXECUTE FUNCTION ${name}()`,
]);

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const { name, table } of postgresListing) {
      await sql`DROP TRIGGER ${sql.id(name)} ON ${sql.table(table)}`.execute(db);
      await sql`DROP FUNCTION ${sql.id(name)}()`.execute(db);
    }
  } else {
    for (const trigger of ['article_i18n_listed', 'article_i18n_unlisted', 'article_i18n_relisted', 'article_moved']) {
      await sql`DROP TRIGGER ${sql.id(trigger)}`.execute(db);
    }
  }
  await db.schema.dropIndex('classify_tree_order').execute();
  await db.schema.dropTable('article_listing_count').execute();
  await db.schema.dropTable('article_listing').execute();
}
