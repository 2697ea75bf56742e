import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React, { useMemo } from 'react';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { CaseArticle, type CaseArticleView } from '../components/cases/CaseArticle';
import { CaseDetailsShell, CaseMissing } from '../components/cases/CaseDetailsShell';
import * as styles from '../components/cases/CaseDetailsPage.module.css';
import { caseDetailsPath } from '../components/cases/categoryTree';
import { CaseReviews } from '../components/content/reviews/CaseReviews';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy } from '../components/seo/pageBasics';
import { articleNode } from '../components/seo/structuredData/article';
import { reviewNodes } from '../components/seo/structuredData/review';
import { pageAddress } from '../components/seo/structuredData/siteFacts';

/**
 * `articleId` 0 is the `/caseDetails?id=` shell; any other is a pre-rendered case, whose node in
 * the page's language is `articleNode` (empty when the case is written in the other language only).
 */
type Context = { articleId: number; articleNode: string; language: string };

type Data = Queries.CaseDetailsPageQuery;
type ArticleNode = NonNullable<Data['article']>;

/** A pre-rendered case with its neighbours in its category, as `articleDetails/{id}` gave them. */
function prerenderedView(article: ArticleNode): CaseArticleView {
  return {
    articleId: article.articleId,
    articleTitle: article.articleTitle,
    articleThumbnail: article.articleThumbnail,
    thumbnailPicture: article.thumbnailPicture,
    articleContent: article.articleContent,
    publishTime: article.publishTime,
    classifyName: article.classifyName,
    outLink: article.categoryOutLink,
    previous: article.previous,
    next: article.next,
  };
}

export default function CaseDetailsPage({ data, pageContext, location }: PageProps<Data, Context>) {
  const { language } = useI18next();
  const view = useMemo(() => (data.article ? prerenderedView(data.article) : null), [data]);
  let content: React.ReactNode;
  if (view) {
    content = (
      <>
        <CaseArticle article={view} />
        <CaseReviews reviews={data.reviews.nodes} />
      </>
    );
  }
  // A case pre-rendered for the other language only.
  else if (pageContext.articleId) content = <CaseMissing categories={data.categories.nodes} />;
  else {
    content = (
      <CaseDetailsShell
        language={language as SiteLanguage}
        search={location.search}
        categories={data.categories.nodes}
        company={data.settings?.companyName ?? ''}
      />
    );
  }
  return <div className={styles.page}>{content}</div>;
}

export const Head = ({ data, location }: HeadProps<Data, Context>) => {
  const { article } = data;
  if (!article) {
    return (
      <SeoHead
        basics={data}
        pageTitle={headCopy(data, 'titles', 'caseDetails.title')}
        description={headCopy(data, 'titles', 'caseDetails.description')}
        pathname={location.pathname}
        // The shell has no content of its own; the CMS answers `?id=` with the case's page.
        noIndex
      />
    );
  }
  return (
    <SeoHead
      basics={data}
      pageTitle={article.articleTitle}
      description={article.articleSummary}
      pathname={location.pathname}
      // The CMS serves `/caseDetails?id=N` with this page's HTML: that is the address to index.
      canonicalPath={caseDetailsPath(article.articleId)}
      image={article.articleThumbnail}
      structuredData={(site) => [
        articleNode('Article', site, {
          title: article.articleTitle,
          summary: article.articleSummary,
          published: article.publishTime,
          modified: article.updateTime,
          picture: article.articleThumbnail,
          url: pageAddress(site, caseDetailsPath(article.articleId)),
          section: article.classifyName,
        }),
        ...reviewNodes(site, data.reviews.nodes),
      ]}
    />
  );
};

export const query = graphql`
  query CaseDetailsPage($language: String!, $namespaces: [String!]!, $articleId: Int!, $articleNode: String!) {
    ...PageBasics
    article: cmsArticle(id: { eq: $articleNode }) {
      articleId
      classifyId
      classifyName
      categoryOutLink
      articleTitle
      articleSummary
      articleContent
      articleThumbnail
      thumbnailPicture {
        ...ContentPicture
      }
      publishTime
      updateTime
      previous {
        articleId
        articleTitle
      }
      next {
        articleId
        articleTitle
      }
    }
    reviews: allCmsCustomerReview(filter: { language: { eq: $language }, caseId: { eq: $articleId } }, sort: [{ sort: ASC }, { reviewId: ASC }]) {
      nodes {
        ...CustomerReviewItem
      }
    }
    ...CaseCategories
  }
`;
