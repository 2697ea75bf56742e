import { graphql } from 'gatsby';

/**
 * The categories of one classify type (the root left out) and all their articles, newest first:
 * the content of the journalism, certification, download-centre and investor-news pages. A graphql
 * tag cannot hold a value, so `$classifyType` comes from the page context (site/gatsby/createPages.ts).
 */
export const classifiedContentFragment = graphql`
  fragment ClassifiedContent on Query {
    categories: allCmsCategory(
      filter: { language: { eq: $language }, classifyType: { eq: $classifyType }, parentId: { ne: null } }
      sort: [{ sort: ASC }, { classifyId: ASC }]
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

export type ClassifiedContent = Queries.ClassifiedContentFragment;
export type Category = ClassifiedContent['categories']['nodes'][number];
export type ClassifiedArticle = ClassifiedContent['articles']['nodes'][number];

/** The articles of one category, newest first. */
export const articlesOf = (content: ClassifiedContent, outLink: string) =>
  content.articles.nodes.filter((article) => article.categoryOutLink === outLink);
