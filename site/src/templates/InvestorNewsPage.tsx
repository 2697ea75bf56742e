import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { ROUTES, hasContentIn } from '../../../contract/siteRoutes';
import { ArticleList } from '../components/content/ArticleList';
import { CategoryTabs } from '../components/content/CategoryTabs';
import { ExternalLink } from '../components/content/ExternalLink';
import { useCopy } from '../components/content/i18n';
import { InvestorLayout } from '../components/content/investor/InvestorLayout';
import * as styles from '../components/content/investor/InvestorPages.module.css';
import { LocalLink as Link } from '../components/content/LocalLink';
import { Section } from '../components/content/Section';
import * as ui from '../components/content/ui.module.css';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy } from '../components/seo/pageBasics';
import { newsArticleNodes } from '../components/seo/structuredData/newsArticle';

type Data = Queries.InvestorNewsPageQuery;

/** The three investor lists, by category route segment. */
const CATEGORIES = ['investorNews', 'periodicReports', 'announcements'] as const;

export default function InvestorNewsPage({ data, location }: PageProps<Data>) {
  const t = useCopy('investor');
  // Named as in the CMS; the copy stands in for a category the CMS does not have.
  const categories = CATEGORIES.map((outLink) => ({
    outLink,
    classifyName:
      data.categories.nodes.find((category) => category.outLink === outLink)?.classifyName ?? t(`investorNews.categories.${outLink}`),
  }));
  return (
    <InvestorLayout page="investorNews">
      <Section id="disclosures" title={t('investorNews.listTitle')} intro={<p>{t('investorNews.listIntro')}</p>}>
        <CategoryTabs
          id="investor"
          label={t('investorNews.tabsLabel')}
          search={location.search}
          content={data}
          categories={categories}
          renderList={(articles, category) => (
            <ArticleList
              articles={articles}
              headingLevel={4}
              fileLabel={category.outLink === 'investorNews' ? undefined : t('ui.downloadPdf')}
              search={{ kind: 'investors', query: `?tab=${encodeURIComponent(category.outLink)}` }}
            />
          )}
        />
      </Section>

      <Section id="interaction" title={t('investorNews.interaction.title')} tone="muted">
        <div className={styles.interaction}>
          <p>{t('investorNews.interaction.text')}</p>
          <div className={ui.actions}>
            {data.links?.investorInteractionUrl ? (
              <ExternalLink href={data.links.investorInteractionUrl} className={ui.button}>
                {t('ui.interaction')}
              </ExternalLink>
            ) : null}
            {data.links?.announcementSearchUrl ? (
              <ExternalLink href={data.links.announcementSearchUrl} className={ui.buttonSecondary}>
                {t('stockmarket.announcements.search')}
              </ExternalLink>
            ) : null}
            <Link to={ROUTES.secretaries} className={ui.buttonSecondary}>
              {t('nav.secretaries')}
            </Link>
          </div>
        </div>
      </Section>
    </InvestorLayout>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'investorNews.title')}
    description={headCopy(data, 'titles', 'investorNews.description')}
    pathname={location.pathname}
    // In a language the page has no content in, it shows a notice only: no news to describe (the
    // English careers setting has no say over investor pages).
    structuredData={(site) => (hasContentIn(ROUTES.investorNews, site.language, false) ? newsArticleNodes(site, ROUTES.investorNews, data.articles.nodes) : [])}
  />
);

export const query = graphql`
  query InvestorNewsPage($language: String!, $namespaces: [String!]!, $classifyType: Int!) {
    ...PageBasics
    links: cmsSettings(language: { eq: $language }) {
      investorInteractionUrl
      announcementSearchUrl
    }
    ...ClassifiedContent
  }
`;
