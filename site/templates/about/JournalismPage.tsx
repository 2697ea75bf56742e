import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { AboutLayout } from '../../components/content/AboutLayout';
import { ArticleList, type ArticleEntry } from '../../components/content/ArticleList';
import { useCopy } from '../../components/content/i18n';
import { Section } from '../../components/content/Section';
import { Tabs } from '../../components/content/Tabs';
import * as ui from '../../components/content/ui.module.css';
import { SeoHead } from '../../components/seo/SeoHead';
import { headCopy, type PageBasics } from '../../components/seo/pageBasics';

type ArticleNode = ArticleEntry & { categoryOutLink: string };

type Data = PageBasics & {
  categories: { nodes: Array<{ outLink: string; classifyName: string; parentId: number | null }> };
  articles: { nodes: ArticleNode[] };
};

/** News, activities and the company journal (classify type 1), one tab per category. */
export default function JournalismPage({ data, location }: PageProps<Data>) {
  const t = useCopy('about');
  const categories = data.categories.nodes.filter((category) => category.parentId !== null);
  const tabs = categories.map((category) => {
    const articles = data.articles.nodes.filter((article) => article.categoryOutLink === category.outLink);
    return {
      key: category.outLink,
      label: category.classifyName,
      count: articles.length,
      content: <ArticleList articles={articles} headingLevel={4} withThumbnails fileLabel={t('journalism.downloadIssue')} />,
    };
  });
  return (
    <AboutLayout child="journalism">
      <Section id="newsroom" title={t('journalism.listTitle')} intro={<p>{t('journalism.intro')}</p>}>
        {tabs.length > 0 ? (
          <Tabs id="journalism" label={t('journalism.tabsLabel')} items={tabs} search={location.search} panelHeading={3} />
        ) : (
          <p className={ui.empty}>{t('ui.noData')}</p>
        )}
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
  query ($language: String!) {
    ...PageBasics
    categories: allCmsCategory(filter: { language: { eq: $language }, classifyType: { eq: 1 } }, sort: { sort: ASC }) {
      nodes {
        outLink
        classifyName
        parentId
      }
    }
    articles: allCmsArticle(
      filter: { language: { eq: $language }, classifyType: { eq: 1 } }
      sort: [{ publishTime: DESC }, { articleId: DESC }]
    ) {
      nodes {
        articleId
        categoryOutLink
        articleTitle
        articleSummary
        articleContent
        articleThumbnail
        fileUrl
        date: publishTime(formatString: "YYYY-MM-DD")
      }
    }
  }
`;
