import { graphql } from 'gatsby';
import type { DatedArticle } from './datedArticle';

/**
 * The categories of one classify type (the root left out) and all their articles, newest first:
 * the content of the journalism, certification, download-centre and investor-news pages. A graphql
 * tag cannot hold a value, so `$classifyType` comes from the page context (site/gatsby/createPages.ts).
 */
export const classifiedContentFragment = graphql`
  fragment ClassifiedContent on Query {
    categories: allCmsCategory(
      filter: { language: { eq: $language }, classifyType: { eq: $classifyType }, parentId: { ne: null } }
      sort: { sort: ASC }
    ) {
      nodes {
        outLink
        classifyName
      }
    }
    articles: allCmsArticle(
      filter: { language: { eq: $language }, classifyType: { eq: $classifyType } }
      sort: [{ publishTime: DESC }, { articleId: DESC }]
    ) {
      nodes {
        ...DatedArticle
        categoryOutLink
        articleContent
        articleThumbnail
        fileId
        fileUrl
      }
    }
  }
`;

export interface Category {
  outLink: string;
  classifyName: string;
}

export type ClassifiedArticle = DatedArticle & {
  categoryOutLink: string;
  articleContent: string;
  articleThumbnail: string;
  fileId: number | null;
  fileUrl: string | null;
};

export interface ClassifiedContent {
  categories: { nodes: Category[] };
  articles: { nodes: ClassifiedArticle[] };
}

/** The articles of one category, newest first. */
export const articlesOf = (content: ClassifiedContent, outLink: string) =>
  content.articles.nodes.filter((article) => article.categoryOutLink === outLink);
