import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useMemo } from 'react';
import { CASE_PAGE_SIZE } from '../../../contract/api';
import { TAG_GROUPS, type TagGroup } from '../../../contract/entities/tag';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { storedIndexAgreesWithRoute } from '../components/cases/caseActiveIndex';
import { CaseList } from '../components/cases/CaseList';
import type { TagGroupOptions } from '../components/cases/caseTypes';
import { CategorySelector } from '../components/cases/CategorySelector';
import { selectorCategories, withDescendants } from '../components/cases/categoryTree';
import * as styles from '../components/cases/CaseListPage.module.css';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy } from '../components/seo/pageBasics';

type Context = { classifyId: number; outLink: string; rootClassifyId: number; language: string };

type Data = Queries.CaseListPageQuery;
type CaseArticleNode = Data['articles']['nodes'][number];

/** The page's category, its articles (its own and its descendants'), in the CMS's list order. */
function categoryContent(data: Data, classifyId: number) {
  const category = data.categories.nodes.find((node) => node.classifyId === classifyId);
  const ids = withDescendants(data.categories.nodes, classifyId);
  const articles = data.articles.nodes.filter((article) => ids.has(article.classifyId));
  return { category, articles };
}

/** Filter values that occur on the category's articles, by group, in the CMS's order. */
function offeredTags(data: Data, articles: readonly CaseArticleNode[]): TagGroupOptions[] {
  const used = new Set(articles.flatMap((article) => article.tagIds));
  return TAG_GROUPS.map((group: TagGroup) => ({
    group,
    tags: data.tags.nodes
      .filter((tag) => tag.tagGroup === group && used.has(tag.tagId))
      .map(({ tagId, tagName }) => ({ tagId, tagName })),
  })).filter(({ tags }) => tags.length > 0);
}

export default function CaseListPage({ data, pageContext }: PageProps<Data, Context>) {
  const { language } = useI18next();
  const { category, articles } = useMemo(() => categoryContent(data, pageContext.classifyId), [data, pageContext.classifyId]);
  const tagGroups = useMemo(() => offeredTags(data, articles), [data, articles]);
  const initialPage = useMemo(
    () => ({
      classifyId: pageContext.classifyId,
      rows: articles.slice(0, CASE_PAGE_SIZE).map(({ articleId, articleTitle, articleSummary, articleThumbnail }) => ({
        articleId, articleTitle, articleSummary, articleThumbnail,
      })),
      total: articles.length,
    }),
    [articles, pageContext.classifyId],
  );

  useEffect(() => {
    // The header stores the case-submenu index; the route decides (see storedIndexAgreesWithRoute).
    if (!storedIndexAgreesWithRoute(data.categories.nodes, pageContext.classifyId) && process.env.NODE_ENV === 'development') {
      console.info('caseActiveIndex points to another category than the route; the route wins');
    }
  }, [data.categories.nodes, pageContext.classifyId]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{category?.classifyName}</h1>
      <CategorySelector categories={selectorCategories(data.categories.nodes)} currentClassifyId={pageContext.classifyId} />
      <CaseList
        // A new category or language is a new list: start over rather than carry state across.
        key={`${language}-${pageContext.classifyId}`}
        language={language as SiteLanguage}
        classifyId={pageContext.classifyId}
        initialPage={initialPage}
        tagGroups={tagGroups}
      />
    </div>
  );
}

export const Head = ({ data, location, pageContext }: HeadProps<Data, Context>) => {
  const { category } = categoryContent(data, pageContext.classifyId);
  const section = headCopy(data, 'titles', 'succeedCase.title');
  return (
    <SeoHead
      basics={data}
      pageTitle={category ? `${category.classifyName} - ${section}` : section}
      description={headCopy(data, 'titles', 'succeedCase.description')}
      pathname={location.pathname}
    />
  );
};

export const query = graphql`
  query CaseListPage($language: String!) {
    ...PageBasics
    ...CaseCategories
    articles: allCmsArticle(
      filter: { language: { eq: $language }, classifyType: { eq: 0 } }
      sort: { listIndex: ASC }
    ) {
      nodes {
        articleId
        classifyId
        articleTitle
        articleSummary
        articleThumbnail
        tagIds
      }
    }
    tags: allCmsTag(filter: { language: { eq: $language } }, sort: { tagId: ASC }) {
      nodes {
        tagId
        tagGroup
        tagName
      }
    }
  }
`;
