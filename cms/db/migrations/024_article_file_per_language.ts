import { sql, type Kysely } from 'kysely';
import { isPostgres } from './columns';
import { rewriteStoredDocuments } from './storedDocuments';

/**
 * An article's attached file (a report, a brochure) belongs to each language's version: the
 * Chinese title promises a Chinese document, the English title an English one. The file moves
 * from `article.file_id` to `article_i18n.file_id`; each article's file goes to every translation
 * it has, so what each language downloads is unchanged until an editor attaches its own.
 *
 * PostgreSQL drops the old column. SQLite cannot drop a column a foreign key constraint names,
 * and rebuilding `article` would cascade-delete its translations, tags and listing (foreign keys
 * cannot be switched off inside the migration's transaction): there the column stays, emptied,
 * and the schema's types leave it out, so nothing reads or writes it.
 *
 * Drafts and published versions of articles, which go live or are restored as they are stored,
 * get the same move in their documents. On SQLite, a new file on a translation raises its
 * `updated_at` like a new title does (PostgreSQL's trigger raises it on any write).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .alterTable('article_i18n')
    .addColumn('file_id', 'integer', (c) => c.references('stored_file.file_id'))
    .execute();
  await db.schema.createIndex('article_i18n_file').on('article_i18n').column('file_id').execute();
  // Moving the file is no edit of the content: the translations keep their `updated_at` (the sitemap's lastmod).
  if (postgres) {
    await sql`ALTER TABLE article_i18n DISABLE TRIGGER article_i18n_written`.execute(db);
    await copyFileToTranslations(db);
    await sql`ALTER TABLE article_i18n ENABLE TRIGGER article_i18n_written`.execute(db);
    await db.schema.alterTable('article').dropColumn('file_id').execute();
  } else {
    await copyFileToTranslations(db);
    const touch = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'article_edited'`.execute(db);
    await sql`DROP TRIGGER article_edited`.execute(db);
    // Emptied, so the old column holds no stored file back from deletion.
    await sql`UPDATE article SET file_id = NULL`.execute(db);
    await sql.raw(touch.rows[0]!.sql).execute(db);
    await sql`DROP TRIGGER article_i18n_edited`.execute(db);
    await sql.raw(editedTrigger('article_id, language, title, summary, content, file_id')).execute(db);
  }
  await rewriteStoredDocuments(db, 'articles', withFilePerLanguage);
}

const copyFileToTranslations = (db: Kysely<unknown>) => sql`
  UPDATE article_i18n SET file_id = (SELECT article.file_id FROM article WHERE article.article_id = article_i18n.article_id)`.execute(db);

const editedTrigger = (columns: string) =>
  `CREATE TRIGGER article_i18n_edited AFTER UPDATE OF ${columns} ON article_i18n BEGIN UPDATE article_i18n SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id; END`;

interface StoredArticle {
  fileId?: number | null;
  texts?: Record<string, Record<string, unknown> | null>;
}

/** A stored article document with its file in each of its texts, as the live rows get it. */
function withFilePerLanguage(json: string): string {
  const { fileId, ...document } = JSON.parse(json) as StoredArticle;
  if (fileId === undefined) return json;
  const texts = Object.fromEntries(Object.entries(document.texts ?? {}).map(([language, text]) => [language, text === null ? null : { ...text, fileId }]));
  return JSON.stringify({ ...document, texts });
}

/** The reverse: one file for the article, the Chinese version's (the default language's) first. */
function withOneFile(json: string): string {
  const document = JSON.parse(json) as StoredArticle;
  if (document.fileId !== undefined) return json;
  const files = ['zh', 'en'].map((language) => document.texts?.[language]?.fileId).filter((fileId) => typeof fileId === 'number');
  const texts = Object.fromEntries(Object.entries(document.texts ?? {}).map(([language, text]) => {
    if (text === null) return [language, null];
    const { fileId: _moved, ...rest } = text;
    return [language, rest];
  }));
  return JSON.stringify({ ...document, fileId: files[0] ?? null, texts });
}

/** Back to one file per article; on SQLite the translations' column stays, emptied, for the reason the old one did. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  if (postgres) await db.schema.alterTable('article').addColumn('file_id', 'integer', (c) => c.references('stored_file.file_id')).execute();
  await sql`
    UPDATE article SET file_id = (
      SELECT t.file_id FROM article_i18n t WHERE t.article_id = article.article_id AND t.file_id IS NOT NULL
      ORDER BY CASE t.language WHEN 'zh' THEN 0 ELSE 1 END LIMIT 1)`.execute(db);
  await db.schema.dropIndex('article_i18n_file').execute();
  if (postgres) {
    await db.schema.alterTable('article_i18n').dropColumn('file_id').execute();
  } else {
    await sql`UPDATE article_i18n SET file_id = NULL`.execute(db);
    await sql`DROP TRIGGER article_i18n_edited`.execute(db);
    await sql.raw(editedTrigger('article_id, language, title, summary, content')).execute(db);
  }
  await rewriteStoredDocuments(db, 'articles', withOneFile);
}
