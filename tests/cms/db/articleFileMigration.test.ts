import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { articlesKind } from '../../../cms/content/articles/articleKind';
import { migrateToLatest } from '../../../cms/db/migrate';
import type { Database } from '../../../cms/db/schema';
import { withDatabaseAtMigration } from '../../support/databaseAtMigration';
import { ENGINES } from '../../support/testApp';

/** The schema before the file moved, which the typed schema no longer describes. */
const older = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

/** What a database held while an article had one file for both languages: the article, its translations, a draft and a version naming the file. */
async function storeOlderArticle(db: Kysely<Database>, fileId: number | null, languages: string[]): Promise<number> {
  const { classify_id } = await db.insertInto('classify').values({ parent_id: null, classify_type: 3, out_link: `reports${fileId ?? 0}`, sort: 0 }).returning('classify_id').executeTakeFirstOrThrow();
  const { article_id } = (await older(db)
    .insertInto('article')
    .values({ classify_id, thumbnail: '/t.svg', file_id: fileId, publish_time: '2026-04-21', sort: 0 })
    .returning('article_id')
    .executeTakeFirstOrThrow()) as { article_id: number };
  await db
    .insertInto('article_i18n')
    .values(languages.map((language) => ({ article_id, language, title: `${language} report`, summary: '', content: '<p>x</p>' })))
    .execute();
  const document = (title: string) => JSON.stringify({
    categoryId: classify_id, thumbnail: '/t.svg', fileId, publishTime: '2026-04-21', sort: 0, tagIds: [],
    texts: { zh: { title, summary: '', content: '<p>x</p>' }, en: null },
  });
  await db.insertInto('content_item').values({ kind: 'articles', item_id: article_id, draft: document('草稿'), revision: 2, draft_by: 'editor@example.com', draft_at: '2026-05-01T00:00:00.000Z' }).execute();
  await db.insertInto('content_version').values({ kind: 'articles', item_id: article_id, number: 1, document: document('年报'), published_by: 'editor@example.com', published_at: '2026-04-21T00:00:00.000Z' }).execute();
  return article_id;
}

describe.each(ENGINES)('the migration of attached files to each language on %s', (engine) => {
  it("gives every translation, draft and version its article's file, keeps the translations' times, and leaves the old column unread and empty", () =>
    withDatabaseAtMigration(engine, 'article_files', '023_stock_quotes', async (db) => {
      const { file_id } = await db
        .insertInto('stored_file')
        .values({ file_name: 'report.pdf', stored_name: 'report.pdf', mime_type: 'application/pdf', size_bytes: 10, created_at: '2026-04-21T00:00:00.000Z' })
        .returning('file_id')
        .executeTakeFirstOrThrow();
      const bilingual = await storeOlderArticle(db, file_id, ['zh', 'en']);
      const chineseOnly = await storeOlderArticle(db, file_id, ['zh']);
      const withoutFile = await storeOlderArticle(db, null, ['zh', 'en']);
      const times = async () => db.selectFrom('article_i18n').select(['id', 'updated_at']).orderBy('id').execute();
      const before = await times();
      await migrateToLatest(db);

      const files = await db.selectFrom('article_i18n').select(['article_id', 'language', 'file_id']).orderBy('article_id').orderBy('language').execute();
      expect(files).toEqual([
        { article_id: bilingual, language: 'en', file_id },
        { article_id: bilingual, language: 'zh', file_id },
        { article_id: chineseOnly, language: 'zh', file_id },
        { article_id: withoutFile, language: 'en', file_id: null },
        { article_id: withoutFile, language: 'zh', file_id: null },
      ]);
      expect(await times()).toEqual(before);

      const loaded = await articlesKind.load(db, bilingual);
      expect(loaded?.document.texts).toMatchObject({ zh: { fileId: file_id }, en: { fileId: file_id } });
      expect(loaded?.document).not.toHaveProperty('fileId');
      const stored = async (table: 'content_item' | 'content_version', column: 'draft' | 'document', id: number) => {
        const row = await db.selectFrom(table).select(column).where('kind', '=', 'articles').where('item_id', '=', id).executeTakeFirstOrThrow();
        return JSON.parse(String((row as Record<string, unknown>)[column])) as Record<string, unknown>;
      };
      for (const [table, column, title] of [['content_item', 'draft', '草稿'], ['content_version', 'document', '年报']] as const) {
        const document = await stored(table, column, bilingual);
        expect(document).not.toHaveProperty('fileId');
        expect(document.texts).toEqual({ zh: { title, summary: '', content: '<p>x</p>', fileId: file_id }, en: null });
        expect((await stored(table, column, withoutFile)).texts).toMatchObject({ zh: { fileId: null } });
      }

      const columns = await sql<{ file_id: unknown }>`SELECT * FROM article`.execute(db);
      if (engine === 'postgres') expect(Object.keys(columns.rows[0]!)).not.toContain('file_id');
      else expect(columns.rows.map((row) => row.file_id)).toEqual([null, null, null]);

      // A new file on one translation is a change to it, as a new title is (the sitemap's lastmod).
      const [english] = await db.selectFrom('article_i18n').select(['id', 'updated_at']).where('article_id', '=', bilingual).where('language', '=', 'en').execute();
      await db.updateTable('article_i18n').set({ file_id: null }).where('id', '=', english!.id).execute();
      const after = await db.selectFrom('article_i18n').select('updated_at').where('id', '=', english!.id).executeTakeFirstOrThrow();
      expect(after.updated_at > english!.updated_at).toBe(true);
    }));
});
