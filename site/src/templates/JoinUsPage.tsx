import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { ROUTES, type SiteLanguage } from '../../../contract/siteRoutes';
import * as styles from '../components/careers/CareersPage.module.css';
import { JobListing } from '../components/careers/JobListing';
import { ChineseOnlyNotice } from '../components/common/ChineseOnlyNotice';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy } from '../components/seo/pageBasics';
import { useText } from '../components/cases/text';

/**
 * `languages`: those careers are shown in. `chineseOnly`: this language's page says careers are
 * in Chinese only (English while English careers are off: site/gatsby/createPages.ts).
 */
type Context = { language: string; languages?: SiteLanguage[]; chineseOnly?: boolean };

type Data = Queries.JoinUsPageQuery;

/** The jobs of the page's language, filtered by its categories and work places. */
export default function JoinUsPage({ data, pageContext }: PageProps<Data, Context>) {
  const t = useText('careers');
  if (pageContext.chineseOnly) return <ChineseOnlyNotice chinesePath={ROUTES.joinUs} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('list.title')}</h1>
      <p className={styles.intro}>{t('list.intro')}</p>
      <JobListing
        language={pageContext.language as SiteLanguage}
        jobs={data.jobs.nodes}
        categories={data.jobCategories.nodes}
        workPlaces={data.workPlaces.nodes}
      />
    </div>
  );
}

export const Head = ({ data, location, pageContext }: HeadProps<Data, Context>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'joinUs.title')}
    description={headCopy(data, 'titles', 'joinUs.description')}
    pathname={location.pathname}
    languages={pageContext.languages}
    noIndex={pageContext.chineseOnly}
  />
);

export const query = graphql`
  query JoinUsPage($language: String!, $namespaces: [String!]!) {
    ...PageBasics
    jobs: allCmsJob(filter: { language: { eq: $language } }, sort: [{ announceTime: DESC }, { jobId: ASC }]) {
      nodes {
        jobId
        post
        jobCategoryId
        jobCategoryName
        workPlaceId
        workPlaceName
        place
        announceTime
      }
    }
    jobCategories: allCmsJobCategory(filter: { language: { eq: $language } }, sort: [{ sort: ASC }, { jobCategoryId: ASC }]) {
      nodes {
        jobCategoryId
        jobCategoryName
      }
    }
    workPlaces: allCmsWorkPlace(filter: { language: { eq: $language } }, sort: [{ sort: ASC }, { workPlaceId: ASC }]) {
      nodes {
        workPlaceId
        workPlaceName
      }
    }
  }
`;
