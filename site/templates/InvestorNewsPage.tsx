import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { ROUTES } from '../../contract/siteRoutes';
import { ArticleList, type ArticleEntry } from '../components/content/ArticleList';
import { ExternalLink } from '../components/content/ExternalLink';
import { useCopy } from '../components/content/i18n';
import { InvestorLayout } from '../components/content/investor/InvestorLayout';
import * as styles from '../components/content/investor/InvestorPages.module.css';
import { LocalLink as Link } from '../components/content/LocalLink';
import { Section } from '../components/content/Section';
import { Tabs } from '../components/content/Tabs';
import * as ui from '../components/content/ui.module.css';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy, type PageBasics } from '../components/seo/pageBasics';

type ArticleNode = ArticleEntry & { categoryOutLink: string };

type Data = PageBasics & {
  links: { investorInteractionUrl: string; announcementSearchUrl: string } | null;
  categories: { nodes: Array<{ outLink: string; classifyName: string }> };
  articles: { nodes: ArticleNode[] };
};

/** The three lists of SPEC §2, by category route segment. */
const CATEGORIES = ['investorNews', 'periodicReports', 'announcements'] as const;

export default function InvestorNewsPage({ data, location }: PageProps<Data>) {
  const t = useCopy('investor');
  const nameOf = (outLink: string) =>
    data.categories.nodes.find((category) => category.outLink === outLink)?.classifyName ?? t(`investorNews.categories.${outLink}`);
  const tabs = CATEGORIES.map((outLink) => {
    const articles = data.articles.nodes.filter((article) => article.categoryOutLink === outLink);
    return {
      key: outLink,
      label: nameOf(outLink),
      count: articles.length,
      content: (
        <ArticleList
          articles={articles}
          headingLevel={4}
          fileLabel={outLink === 'investorNews' ? undefined : t('ui.downloadPdf')}
        />
      ),
    };
  });
  return (
    <InvestorLayout page="investorNews">
      <Section id="disclosures" title={t('investorNews.listTitle')} intro={<p>{t('investorNews.listIntro')}</p>}>
        <Tabs id="investor" label={t('investorNews.tabsLabel')} items={tabs} search={location.search} panelHeading={3} />
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
  />
);

export const query = graphql`
  query ($language: String!) {
    ...PageBasics
    links: cmsSettings(language: { eq: $language }) {
      investorInteractionUrl
      announcementSearchUrl
    }
    categories: allCmsCategory(filter: { language: { eq: $language }, classifyType: { eq: 3 } }, sort: { sort: ASC }) {
      nodes {
        outLink
        classifyName
      }
    }
    articles: allCmsArticle(
      filter: { language: { eq: $language }, classifyType: { eq: 3 } }
      sort: [{ publishTime: DESC }, { articleId: DESC }]
    ) {
      nodes {
        articleId
        categoryOutLink
        articleTitle
        articleSummary
        articleContent
        fileUrl
        date: publishTime(formatString: "YYYY-MM-DD")
      }
    }
  }
`;
