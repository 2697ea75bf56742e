import { withoutEmpty, type JsonLdNode } from './jsonLd';
import { fileAddress, type SiteFacts } from './siteFacts';

/** What an article node is made of, whichever page shows it. */
export interface ArticleFacts {
  title: string;
  summary: string;
  /** ISO 8601 date or date-time. */
  published: string;
  /** ISO 8601: the last change, when known. */
  modified?: string;
  /** Its picture's address as the CMS gives it (`/cms/static/…`), if any. */
  picture?: string | null;
  /** Absolute address of the article (its page, or its place on a list page). */
  url: string;
  section?: string;
}

/** An article (schema.org `Article`, as a case page is, or a subtype) written and published by the company. */
export function articleNode(type: 'Article' | 'NewsArticle', site: SiteFacts, article: ArticleFacts): JsonLdNode {
  return withoutEmpty({
    '@type': type,
    // A list page's item is addressed by its anchor already.
    '@id': article.url.includes('#') ? article.url : `${article.url}#article`,
    headline: article.title,
    description: article.summary,
    datePublished: article.published,
    dateModified: article.modified,
    image: article.picture ? [fileAddress(site, article.picture)] : undefined,
    author: site.organization,
    publisher: site.organization,
    mainEntityOfPage: article.url,
    url: article.url,
    inLanguage: site.language,
    articleSection: article.section,
  });
}
