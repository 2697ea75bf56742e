import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { AboutLayout } from '../../components/content/AboutLayout';
import * as styles from '../../components/content/about/AboutPages.module.css';
import { Card, CardGrid } from '../../components/content/Cards';
import { useCopy } from '../../components/content/i18n';
import { Prose } from '../../components/content/Prose';
import { Section } from '../../components/content/Section';
import { Tabs } from '../../components/content/Tabs';
import * as ui from '../../components/content/ui.module.css';
import { SeoHead } from '../../components/seo/SeoHead';
import { headCopy, type PageBasics } from '../../components/seo/pageBasics';

interface CertificateNode {
  articleId: number;
  categoryOutLink: string;
  articleTitle: string;
  articleSummary: string;
  articleContent: string;
  articleThumbnail: string;
  date: string;
}

type Data = PageBasics & {
  categories: { nodes: Array<{ outLink: string; classifyName: string; parentId: number | null }> };
  articles: { nodes: CertificateNode[] };
};

/** Patents, certificates and awards (classify type 2), one tab per category. */
export default function CertificationPage({ data, location }: PageProps<Data>) {
  const t = useCopy('about');
  const categories = data.categories.nodes.filter((category) => category.parentId !== null);
  const tabs = categories.map((category) => {
    const items = data.articles.nodes.filter((article) => article.categoryOutLink === category.outLink);
    return {
      key: category.outLink,
      label: category.classifyName,
      count: items.length,
      content:
        items.length === 0 ? (
          <p className={ui.empty}>{t('ui.noData')}</p>
        ) : (
          <CardGrid columns={3}>
            {items.map((item) => (
              <Card
                key={item.articleId}
                title={item.articleTitle}
                image={item.articleThumbnail}
                meta={<time dateTime={item.date}>{item.date}</time>}
                text={item.articleSummary}
              >
                {item.articleContent ? (
                  <details className={styles.cardDetails}>
                    <summary className={ui.disclosure}>
                      {t('certification.details')}
                      <span className={ui.visuallyHidden}>{t('ui.itemContext', { title: item.articleTitle })}</span>
                    </summary>
                    <Prose html={item.articleContent} topHeading={4} compact />
                  </details>
                ) : null}
              </Card>
            ))}
          </CardGrid>
        ),
    };
  });
  return (
    <AboutLayout child="certification">
      <Section id="honours" title={t('certification.listTitle')} intro={<p>{t('certification.intro')}</p>}>
        {tabs.length > 0 ? (
          <Tabs id="certification" label={t('certification.tabsLabel')} items={tabs} search={location.search} panelHeading={3} />
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
    pageTitle={headCopy(data, 'titles', 'about.certification.title')}
    description={headCopy(data, 'titles', 'about.certification.description')}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query ($language: String!) {
    ...PageBasics
    categories: allCmsCategory(filter: { language: { eq: $language }, classifyType: { eq: 2 } }, sort: { sort: ASC }) {
      nodes {
        outLink
        classifyName
        parentId
      }
    }
    articles: allCmsArticle(
      filter: { language: { eq: $language }, classifyType: { eq: 2 } }
      sort: [{ publishTime: DESC }, { articleId: DESC }]
    ) {
      nodes {
        articleId
        categoryOutLink
        articleTitle
        articleSummary
        articleContent
        articleThumbnail
        date: publishTime(formatString: "YYYY-MM-DD")
      }
    }
  }
`;
