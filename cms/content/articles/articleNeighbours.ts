import type { Expression, ExpressionBuilder } from 'kysely';
import type { ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';

type Direction = 'previous' | 'next';

/** Where the article stands: the article row, aliased `a`, in a query on it. */
type AtArticle = ExpressionBuilder<Database & { a: Database['article'] }, 'a'>;

/**
 * The id of the article listed just before or after article `a` in its own category (not among
 * the articles of the categories below it), for "previous / next", or null. The list's order is
 * `sort`, then newest first, then highest id first; the neighbour is the first hit of at most
 * three one-row seeks on the partial index of `article_listing`'s rows in their own category,
 * nearest first: same sort and time (by id), same sort (by time), another sort. Each seek runs
 * only when the nearer ones found nothing (COALESCE stops at the first value), and the category's
 * size does not matter.
 */
export function neighbourIdOf(eb: AtArticle, direction: Direction, language: Expression<ApiLanguage> | ApiLanguage) {
  // Earlier in the list means newer and a higher id; going back reads the index backwards.
  const back = direction === 'previous';
  const beyond = back ? '>' : '<';
  const nearestFirst = back ? 'asc' : 'desc';
  const inCategory = eb
    .selectFrom('article_listing as l')
    .select('l.article_id')
    .where('l.language', '=', language)
    // The rows of articles in their own category: the condition of the partial index.
    .whereRef('l.classify_id', '=', 'a.classify_id')
    .whereRef('l.listed_in', '=', 'l.classify_id')
    .limit(1);
  return eb.fn.coalesce(
    inCategory
      .whereRef('l.sort', '=', 'a.sort')
      .whereRef('l.publish_time', '=', 'a.publish_time')
      .whereRef('l.article_id', beyond, 'a.article_id')
      .orderBy('l.article_id', nearestFirst),
    inCategory
      .whereRef('l.sort', '=', 'a.sort')
      .whereRef('l.publish_time', beyond, 'a.publish_time')
      .orderBy('l.publish_time', nearestFirst)
      .orderBy('l.article_id', nearestFirst),
    inCategory
      .whereRef('l.sort', back ? '<' : '>', 'a.sort')
      .orderBy('l.sort', back ? 'desc' : 'asc')
      .orderBy('l.publish_time', nearestFirst)
      .orderBy('l.article_id', nearestFirst),
  );
}
