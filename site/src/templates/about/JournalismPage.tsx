import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { AboutLayout } from '../../components/content/AboutLayout';
import { ArticleList } from '../../components/content/ArticleList';
import { CategoryTabs } from '../../components/content/CategoryTabs';
import { useCopy } from '../../components/content/i18n';
import { Section } from '../../components/content/Section';
import { SeoHead } from '../../components/seo/SeoHead';
import { headCopy } from '../../components/seo/pageBasics';

type Data = Queries.JournalismPageQuery;

/** News, activities and the company journal (classify type 1), one tab per category. */
export default function JournalismPage({ data, location }: PageProps<Data>) {
  const t = useCopy('about');
  return (
    <AboutLayout child="journalism">
      <Section id="newsroom" title={t('journalism.listTitle')} intro={<p>{t('journalism.intro')}</p>}>
        <CategoryTabs
          id="journalism"
          label={t('journalism.tabsLabel')}
          search={location.search}
          content={data}
          renderList={(articles) => (
            <ArticleList articles={articles} headingLevel={4} withThumbnails fileLabel={t('journalism.downloadIssue')} />
          )}
        />
      </Section>
    </AboutLayout>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'about.journalism.title')}
    description={headCopy(data, 'titles', 'about.journalism.description')}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query JournalismPage($language: String!, $namespaces: [String!]!, $classifyType: Int!) {
    ...PageBasics
    ...ClassifiedContent
  }
`;
