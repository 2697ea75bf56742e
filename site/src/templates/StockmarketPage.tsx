import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { ROUTES } from '../../../contract/siteRoutes';
import { cmsAsset } from '../runtime/cmsClient';
import { ArticleList } from '../components/content/ArticleList';
import { DetailList } from '../components/content/DetailList';
import { ExternalLink } from '../components/content/ExternalLink';
import { firstList } from '../components/content/html';
import { useCopy } from '../components/content/i18n';
import { InvestorLayout } from '../components/content/investor/InvestorLayout';
import * as styles from '../components/content/investor/InvestorPages.module.css';
import { LocalLink as Link } from '../components/content/LocalLink';
import { Prose } from '../components/content/Prose';
import { Section } from '../components/content/Section';
import * as ui from '../components/content/ui.module.css';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy } from '../components/seo/pageBasics';

type Data = Queries.StockmarketPageQuery;

/** No live market data is available to the site: the quote itself is on an external page. */
const quoteUrl = (stockCode: string) => `https://quote.example/${encodeURIComponent(stockCode)}`;

export default function StockmarketPage({ data }: PageProps<Data>) {
  const t = useCopy('investor');
  const stockCode = data.company?.stockCode ?? '';
  const report = data.latestReport.nodes[0];
  const keyFigures = report ? firstList(report.articleContent) : null;

  return (
    <InvestorLayout page="stockmarket">
      <Section id="quote" title={t('stockmarket.quote.title')}>
        <div className={styles.quote}>
          <div className={styles.ticker}>
            <p className={styles.tickerName}>{data.settings?.companyShortName}</p>
            <p className={styles.tickerCode}>
              <span className={ui.visuallyHidden}>{t('stockmarket.quote.code')}</span>
              {stockCode}
            </p>
            <p className={styles.tickerExchange}>{t('stockmarket.quote.exchangeValue')}</p>
            <ExternalLink href={quoteUrl(stockCode)} className={ui.buttonLight}>
              {t('stockmarket.quote.link')}
            </ExternalLink>
          </div>
          <div className={styles.quoteFacts}>
            <DetailList
              items={[
                { key: 'name', label: t('stockmarket.quote.name'), value: data.settings?.companyShortName ?? '' },
                { key: 'code', label: t('stockmarket.quote.code'), value: stockCode },
                { key: 'exchange', label: t('stockmarket.quote.exchange'), value: t('stockmarket.quote.exchangeValue') },
                { key: 'shares', label: t('stockmarket.quote.shares'), value: t('stockmarket.quote.sharesValue') },
                { key: 'listed', label: t('stockmarket.quote.listed'), value: t('stockmarket.quote.listedValue') },
              ]}
            />
            <p className={styles.disclaimer}>{t('stockmarket.quote.disclaimer')}</p>
          </div>
        </div>
      </Section>

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
