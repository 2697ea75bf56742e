import type { Kysely } from 'kysely';
import type { ArticleNeighbour } from '../../contract/entities/article';
import type { ApiLanguage } from '../../contract/language';
import type { Database } from '../db/schema';

/** Where an article stands in its category's list: the list's order columns. */
export interface ListPosition {
  articleId: number;
  classifyId: number;
  sort: number;
  publishTime: string;
}

type Direction = 'previous' | 'next';

/**
 * The articles listed just before and after this one in its category, for "previous / next".
 * The list's order is `sort`, then newest first, then highest id first; each neighbour is the
 * first hit of at most three one-row seeks on `article_listing`'s index, nearest first: same sort
 * and time (by id), same sort (by time), another sort. The category's size does not matter.
 */
export async function neighboursOf(
  db: Kysely<Database>,
  position: ListPosition,
  language: ApiLanguage,
): Promise<{ previous: ArticleNeighbour | null; next: ArticleNeighbour | null }> {
  const [previous, next] = await Promise.all([
    nearest(db, position, language, 'previous'),
    nearest(db, position, language, 'next'),
  ]);
  return { previous, next };
}

async function nearest(
  db: Kysely<Database>,
  position: ListPosition,
  language: ApiLanguage,
  direction: Direction,
): Promise<ArticleNeighbour | null> {
  // Earlier in the list means newer and a higher id; going back reads the index backwards.
  const back = direction === 'previous';
  const beyond = back ? '>' : '<';
  const nearestFirst = back ? 'asc' : 'desc';
  const inCategory = db
    .selectFrom('article_listing as l')
    .innerJoin('article_i18n as t', (join) => join.onRef('t.article_id', '=', 'l.article_id').on('t.language', '=', language))
    .select(['l.article_id', 't.title'])
    .where('l.language', '=', language)
    .where('l.classify_id', '=', position.classifyId)
    .limit(1);
  const seeks = [
    inCategory
      .where('l.sort', '=', position.sort)
      .where('l.publish_time', '=', position.publishTime)
      .where('l.article_id', beyond, position.articleId)
      .orderBy('l.article_id', nearestFirst),
    inCategory
      .where('l.sort', '=', position.sort)
      .where('l.publish_time', beyond, position.publishTime)
      .orderBy('l.publish_time', nearestFirst)
      .orderBy('l.article_id', nearestFirst),
    inCategory
      .where('l.sort', back ? '<' : '>', position.sort)
      .orderBy('l.sort', back ? 'desc' : 'asc')
      .orderBy('l.publish_time', nearestFirst)
      .orderBy('l.article_id', nearestFirst),
  ];
  for (const seek of seeks) {
    const row = await seek.executeTakeFirst();
    if (row) return { articleId: row.article_id, articleTitle: row.title };
  }
  return null;
}
