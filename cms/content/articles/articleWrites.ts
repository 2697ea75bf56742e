import type { Kysely } from 'kysely';
import type { ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';
import type { InsertOptions } from '../../db/insertOptions';

export interface ArticleText {
  title: string;
  summary: string;
  content: string;
  /** This language's attached file (a stored file's id), when it has one. */
  fileId: number | null;
}

export interface ArticleWrite {
  classifyId: number;
  thumbnail: string;
  publishTime: string;
  sort: number;
  /** The article's text in each language it is written in; a language left out is removed. */
  texts: Partial<Record<ApiLanguage, ArticleText>>;
  tagIds: number[];
}

/** Inserts an article, published unless told otherwise (the back office creates them unpublished). */
export async function insertArticle(db: Kysely<Database>, article: ArticleWrite, { published = true }: InsertOptions = {}): Promise<number> {
  const { article_id } = await db
    .insertInto('article')
    .values({ ...articleColumns(article), published: published ? 1 : 0 })
    .returning('article_id')
    .executeTakeFirstOrThrow();
  await writeTexts(db, article_id, article.texts);
  await writeTags(db, article_id, article.tagIds);
  return article_id;
}

/** Answers false when the article is no longer there. */
export async function updateArticle(db: Kysely<Database>, articleId: number, article: ArticleWrite): Promise<boolean> {
  const result = await db.updateTable('article').set(articleColumns(article)).where('article_id', '=', articleId).executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await writeTexts(db, articleId, article.texts);
  await db.deleteFrom('article_tag').where('article_id', '=', articleId).execute();
  await writeTags(db, articleId, article.tagIds);
  return true;
}

function articleColumns(article: ArticleWrite) {
  return {
    classify_id: article.classifyId,
    thumbnail: article.thumbnail,
    publish_time: article.publishTime,
    sort: article.sort,
  };
}

/** Updated in place, so each language's version keeps its id (the list's `id`). */
async function writeTexts(db: Kysely<Database>, articleId: number, texts: ArticleWrite['texts']): Promise<void> {
  const rows = Object.entries(texts).map(([language, { fileId, ...text }]) => ({ article_id: articleId, language, ...text, file_id: fileId }));
  await db
    .deleteFrom('article_i18n')
    .where('article_id', '=', articleId)
    .where('language', 'not in', rows.map((row) => row.language))
    .execute();
  await db
    .insertInto('article_i18n')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['article_id', 'language']).doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        summary: eb.ref('excluded.summary'),
        content: eb.ref('excluded.content'),
        file_id: eb.ref('excluded.file_id'),
      })),
    )
    .execute();
}

async function writeTags(db: Kysely<Database>, articleId: number, tagIds: number[]): Promise<void> {
  if (tagIds.length === 0) return;
  await db.insertInto('article_tag').values(tagIds.map((tag_id) => ({ article_id: articleId, tag_id }))).execute();
}

/** Deletes an article with its texts and tags; a customer review of it stays, without the link. */
export async function deleteArticle(db: Kysely<Database>, articleId: number): Promise<void> {
  await db.deleteFrom('article').where('article_id', '=', articleId).execute();
}
