import type { Kysely } from 'kysely';
import type { ArticleIndexEntry } from '../../../contract/entities/article';
import type { ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';

/**
 * Every article the list of `classifyId` (with its published descendants) holds in `language`, in
 * the list's order (`sort`, newest first, highest id first, as `article/list` pages it), without
 * bodies: nothing when the category is not published.
 */
export async function listArticleIndex(db: Kysely<Database>, classifyId: number, language: ApiLanguage): Promise<ArticleIndexEntry[]> {
  const rows = await db
    .selectFrom('article_listing as l')
    .innerJoin('classify as k', (join) => join.onRef('k.classify_id', '=', 'l.listed_in').on('k.published', '=', 1))
    .innerJoin('article_i18n as t', (join) => join.onRef('t.article_id', '=', 'l.article_id').onRef('t.language', '=', 'l.language'))
    .select(['l.article_id', 'l.classify_id', 't.title', 't.updated_at'])
    .where('l.language', '=', language)
    .where('l.listed_in', '=', classifyId)
    .orderBy('l.sort')
    .orderBy('l.publish_time', 'desc')
    .orderBy('l.article_id', 'desc')
    .execute();
  return rows.map((row) => ({ articleId: row.article_id, classifyId: row.classify_id, articleTitle: row.title, updateTime: row.updated_at }));
}
