import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { AboutLayout } from '../../components/content/AboutLayout';
import * as styles from '../../components/content/about/AboutPages.module.css';
import { Card, CardGrid } from '../../components/content/Cards';
import { CategoryTabs } from '../../components/content/CategoryTabs';
import { useCopy } from '../../components/content/i18n';
import { Prose } from '../../components/content/Prose';
import { Section } from '../../components/content/Section';
import * as ui from '../../components/content/ui.module.css';
import { SeoHead } from '../../components/seo/SeoHead';
import { headCopy } from '../../components/seo/pageBasics';

type Data = Queries.CertificationPageQuery;

/** Patents, certificates and awards (classify type 2), one tab per category. */
export default function CertificationPage({ data, location }: PageProps<Data>) {
  const t = useCopy('about');
  return (
    <AboutLayout child="certification">
      <Section id="honours" title={t('certification.listTitle')} intro={<p>{t('certification.intro')}</p>}>
        <CategoryTabs
          id="certification"
          label={t('certification.tabsLabel')}
          search={location.search}
          content={data}
          renderList={(items) =>
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
            )
          }
        />
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
  query CertificationPage($language: String!, $namespaces: [String!]!, $classifyType: Int!) {
    ...PageBasics
    ...ClassifiedContent
  }
`;
