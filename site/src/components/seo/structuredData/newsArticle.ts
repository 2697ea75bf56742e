import { articleNode, type ArticleFacts } from './article';
import type { JsonLdNode } from './jsonLd';
import { pageAddress, type SiteFacts } from './siteFacts';

/**
 * The categories whose articles are news, by their `outLink`: the company's news and activities
 * (journalism) and the investor news; not the company journal's issues, the periodic reports or
 * the announcements, which are documents.
 */
export const NEWS_CATEGORIES: ReadonlySet<string> = new Set(['news', 'activities', 'investorNews']);

/** A news item as a dated list shows it. */
export interface ListedArticle {
  articleId: number;
  articleTitle: string;
  articleSummary: string;
  /** YYYY-MM-DD. */
  date: string;
  categoryOutLink: string;
  articleThumbnail?: string | null;
}

/**
 * The news items of a list page (the journalism and investor pages have no page per item): one
 * NewsArticle each, addressed at its place on the page (its tab, its `#article-N` anchor).
 */
export function newsArticleNodes(site: SiteFacts, pagePath: string, articles: readonly ListedArticle[]): JsonLdNode[] {
  return articles
    .filter((article) => NEWS_CATEGORIES.has(article.categoryOutLink))
    .map((article) => {
      const facts: ArticleFacts = {
        title: article.articleTitle,
        summary: article.articleSummary,
        published: article.date,
        picture: article.articleThumbnail,
        url: `${pageAddress(site, `${pagePath}?tab=${encodeURIComponent(article.categoryOutLink)}`)}#article-${article.articleId}`,
      };
      return articleNode('NewsArticle', site, facts);
    });
}
