import type { ArticleListItem, ArticleNeighbour } from '../../../contract/entities/article';

/** What placing an article in its list takes. */
type Listed = Pick<ArticleListItem, 'articleId' | 'classifyId' | 'articleTitle'>;

export interface Neighbours {
  previous: ArticleNeighbour | null;
  next: ArticleNeighbour | null;
}

/**
 * The articles of a list in the CMS's order (a parent category's list is its descendants' lists
 * merged in that order), each with its previous and next in its own category: what
 * `articleDetails` answers, computed once over the list instead of asked once per article.
 */
export function withNeighbours<T extends Listed>(rows: readonly T[]): Array<T & Neighbours> {
  const lists = new Map<number, T[]>();
  const positions = rows.map((row) => {
    const list = lists.get(row.classifyId) ?? [];
    lists.set(row.classifyId, list);
    return list.push(row) - 1;
  });
  return rows.map((row, index) => {
    const list = lists.get(row.classifyId) ?? [];
    const position = positions[index] ?? 0;
    return { ...row, previous: neighbour(list[position - 1]), next: neighbour(list[position + 1]) };
  });
}

const neighbour = (row: Listed | undefined): ArticleNeighbour | null =>
  row ? { articleId: row.articleId, articleTitle: row.articleTitle } : null;
