import { graphql } from 'gatsby';

/** What every dated list of articles shows of an entry; each query adds what its list needs besides. */
export const datedArticleFragment = graphql`
  fragment DatedArticle on CmsArticle {
    articleId
    articleTitle
    articleSummary
    date: publishTime(formatString: "YYYY-MM-DD")
  }
`;

/** `date` is YYYY-MM-DD. */
export type DatedArticle = Queries.DatedArticleFragment;
