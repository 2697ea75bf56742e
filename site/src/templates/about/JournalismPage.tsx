import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { ROUTES } from '../../../../contract/siteRoutes';
import { CategoryTabs } from '../../components/content/CategoryTabs';
import { useCopy } from '../../components/content/i18n';
import { JournalismArticles, JournalismNewsroom } from '../../components/content/about/Journalism';
import { SeoHead } from '../../components/seo/SeoHead';
import { headCopy } from '../../components/seo/pageBasics';
import { newsArticleNodes } from '../../components/seo/structuredData/newsArticle';

type Data = Queries.JournalismPageQuery;

/** News, activities and the company journal (classify type 1), one tab per category. */
export default function JournalismPage({ data, location }: PageProps<Data>) {
  const t = useCopy('about');
  return (
    <JournalismNewsroom>
      <CategoryTabs
        id="journalism"
        label={t('journalism.tabsLabel')}
        search={location.search}
        content={data}
        renderList={(articles, category) => (
          <JournalismArticles articles={articles} searchQuery={`?tab=${encodeURIComponent(category.outLink)}`} />
        )}
      />
    </JournalismNewsroom>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'about.journalism.title')}
    description={headCopy(data, 'titles', 'about.journalism.description')}
    pathname={location.pathname}
    structuredData={(site) => newsArticleNodes(site, `${ROUTES.aboutUs}/journalism`, data.articles.nodes)}
  />
);

export const query = graphql`
  query JournalismPage($language: String!, $namespaces: [String!]!, $classifyType: Int!) {
    ...PageBasics
    ...ClassifiedContent
  }
`;
