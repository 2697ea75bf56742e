import { describe, expect, it } from 'vitest';
import type { ArticleListItem } from '../../../../contract/entities/article';
import { withNeighbours } from '../../../../site/gatsby/source/withNeighbours';

const article = (articleId: number, classifyId: number): ArticleListItem => ({
  id: articleId + 1000, articleId, articleTitle: `Case ${articleId}`, articleSummary: '', articleThumbnail: '',
  classifyId, publishTime: '2024-01-01', fileUrl: null, fileId: null, tagIds: [],
});

describe('neighbours of sourced articles', () => {
  it('are the articles before and after each one in its own category, in the list’s order', () => {
    // A parent's list: two categories interleaved, as the CMS merges them.
    const rows = [article(9, 1), article(8, 2), article(7, 1), article(6, 1), article(5, 2)];
    const neighbours = withNeighbours(rows).map(({ articleId, previous, next }) => [articleId, previous?.articleId ?? null, next?.articleId ?? null]);
    expect(neighbours).toEqual([
      [9, null, 7],
      [8, null, 5],
      [7, 9, 6],
      [6, 7, null],
      [5, 8, null],
    ]);
    expect(withNeighbours(rows)[2]).toMatchObject({ ...rows[2], previous: { articleId: 9, articleTitle: 'Case 9' } });
  });

  it('leave an article alone in its category without neighbours', () => {
    expect(withNeighbours([article(1, 3)])).toEqual([{ ...article(1, 3), previous: null, next: null }]);
  });
});
