import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { ROUTES } from '../../../contract/siteRoutes';
import { cmsAsset } from '../runtime/cmsOrigin';
import { ArticleList } from '../components/content/ArticleList';
import { ExternalLink } from '../components/content/ExternalLink';
import { firstList } from '../components/content/html';
import { useCopy } from '../components/content/i18n';
import { InvestorLayout } from '../components/content/investor/InvestorLayout';
import * as styles from '../components/content/investor/InvestorPages.module.css';
import { StockQuoteSections } from '../components/content/investor/StockQuoteSections';
import { LocalLink as Link } from '../components/content/LocalLink';
import { Prose } from '../components/content/Prose';
import { Section } from '../components/content/Section';
import * as ui from '../components/content/ui.module.css';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy } from '../components/seo/pageBasics';

type Data = Queries.StockmarketPageQuery;

export default function StockmarketPage({ data }: PageProps<Data>) {
  const t = useCopy('investor');
  const report = data.latestReport.nodes[0];
  const keyFigures = report ? firstList(report.articleContent) : null;

  return (
    <InvestorLayout page="stockmarket">
      <StockQuoteSections companyName={data.settings?.companyShortName ?? ''} stockCode={data.company?.stockCode ?? ''} />

      <Section id="financials" title={t('stockmarket.financials.title')} intro={<p>{t('stockmarket.financials.intro')}</p>} tone="muted">
        {report ? (
          <article className={styles.report} aria-labelledby="latest-report-title">
            <p className={styles.reportDate}>
              {t('stockmarket.financials.published')} <time dateTime={report.date}>{report.date}</time>
            </p>
            <h3 id="latest-report-title" className={styles.reportTitle}>
              {report.articleTitle}
            </h3>
            <p className={styles.reportSummary}>{report.articleSummary}</p>
            {keyFigures ? <Prose html={keyFigures} className={styles.figures} /> : null}
            <div className={ui.actions}>
              {report.fileUrl ? (
                <a href={cmsAsset(report.fileUrl)} download className={ui.button}>
                  {t('ui.downloadPdf')}
                  <span className={ui.visuallyHidden}>{t('ui.itemContext', { title: report.articleTitle })}</span>
                </a>
              ) : null}
              <Link to={`${ROUTES.investorNews}?tab=periodicReports`} className={ui.buttonSecondary}>
                {t('stockmarket.financials.all')}
              </Link>
            </div>
          </article>
        ) : (
          <p className={ui.empty}>{t('ui.noData')}</p>
        )}
      </Section>

      <Section
        id="announcements"
        title={t('stockmarket.announcements.title')}
        aside={
          data.company?.announcementSearchUrl ? (
            <ExternalLink href={data.company.announcementSearchUrl} className={ui.textLink}>
              {t('stockmarket.announcements.search')}
            </ExternalLink>
          ) : undefined
        }
      >
        <ArticleList articles={data.announcements.nodes} withContent={false} fileLabel={t('ui.downloadPdf')} />
      </Section>
    </InvestorLayout>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'stockmarket.title')}
    description={headCopy(data, 'titles', 'stockmarket.description')}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query StockmarketPage($language: String!, $namespaces: [String!]!) {
    ...PageBasics
    company: cmsSettings(language: { eq: $language }) {
      stockCode
      announcementSearchUrl
    }
    latestReport: allCmsArticle(
      filter: { language: { eq: $language }, classifyType: { eq: 3 }, categoryOutLink: { eq: "periodicReports" } }
      sort: [{ publishTime: DESC }, { articleId: DESC }]
      limit: 1
    ) {
      nodes {
        ...DatedArticle
        articleContent
        fileUrl
      }
    }
    announcements: allCmsArticle(
      filter: { language: { eq: $language }, classifyType: { eq: 3 }, categoryOutLink: { eq: "announcements" } }
      sort: [{ publishTime: DESC }, { articleId: DESC }]
      limit: 3
    ) {
      nodes {
        ...DatedArticle
        articleContent
        fileUrl
      }
    }
  }
`;
