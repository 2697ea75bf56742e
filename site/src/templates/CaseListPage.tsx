import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useMemo } from 'react';
import { TAG_GROUPS, type TagGroup } from '../../../contract/entities/tag';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { CASES_CSS } from '../../../widgets/cases';
import { storedIndexAgreesWithRoute } from '../components/cases/caseActiveIndex';
import { CaseList } from '../components/cases/CaseList';
import type { TagGroupOptions } from '../components/cases/caseTypes';
import { CategorySelector } from '../components/cases/CategorySelector';
import { selectorCategories } from '../components/cases/categoryTree';
import * as styles from '../components/cases/CaseListPage.module.css';
import { WidgetHeadStyle } from '../components/layout/widgetStyles';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy } from '../components/seo/pageBasics';

/**
 * `classifyIds` are the page's category and its descendants, `pageSize` the list's first page:
 * the page data carries that page, the count and the tags in use, whatever the category's size.
 */
type Context = { classifyId: number; classifyIds: number[]; pageSize: number; outLink: string; rootClassifyId: number; language: string };

type Data = Queries.CaseListPageQuery;

/**
 * The four filter groups with every value of each, in the CMS's order, on every category alike:
 * values no case of the category carries are shown disabled (with their count, 0) rather than
 * left out, so no category lacks a filter the others have.
 */
function filterGroups(data: Data): TagGroupOptions[] {
  return TAG_GROUPS.map((group: TagGroup) => ({
    group,
    tags: data.tags.nodes.filter((tag) => tag.tagGroup === group).map(({ tagId, tagName }) => ({ tagId, tagName })),
  }));
}

const categoryOf = (data: Data, classifyId: number) => data.categories.nodes.find((node) => node.classifyId === classifyId);

export default function CaseListPage({ data, pageContext }: PageProps<Data, Context>) {
  const { language } = useI18next();
  const category = categoryOf(data, pageContext.classifyId);
  const tagGroups = useMemo(() => filterGroups(data), [data]);
  const initialPage = useMemo(
    () => ({ classifyId: pageContext.classifyId, rows: [...data.firstPage.nodes], total: data.inCategory.totalCount }),
    [data, pageContext.classifyId],
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
        tagSets={data.tagSets}
      />
    </div>
  );
}

export const Head = ({ data, location, pageContext }: HeadProps<Data, Context>) => {
  const category = categoryOf(data, pageContext.classifyId);
  const section = headCopy(data, 'titles', 'succeedCase.title');
  return (
    <>
      <SeoHead
        basics={data}
        pageTitle={category ? `${category.classifyName} - ${section}` : section}
        description={headCopy(data, 'titles', 'succeedCase.description')}
        pathname={location.pathname}
      />
      <WidgetHeadStyle css={CASES_CSS} />
    </>
  );
};

export const query = graphql`
  query CaseListPage($language: String!, $namespaces: [String!]!, $classifyIds: [Int!]!, $pageSize: Int!) {
    ...PageBasics
    ...CaseCategories
    firstPage: allCmsArticle(
      filter: { language: { eq: $language }, classifyType: { eq: 0 }, classifyId: { in: $classifyIds } }
      sort: { listIndex: ASC }
      limit: $pageSize
    ) {
      nodes {
        articleId
        articleTitle
        articleSummary
        articleThumbnail
      }
    }
    inCategory: allCmsArticle(filter: { language: { eq: $language }, classifyType: { eq: 0 }, classifyId: { in: $classifyIds } }) {
      totalCount
    }
    tagSets: caseTagSets(language: $language, classifyIds: $classifyIds) {
      tagIds
      count
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
