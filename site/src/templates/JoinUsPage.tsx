import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { ROUTES, hasContentIn } from '../../../contract/siteRoutes';
import { JobBoard } from '../components/careers/JobBoard';
import * as styles from '../components/careers/CareersPage.module.css';
import { ChineseOnlyNotice } from '../components/common/ChineseOnlyNotice';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy } from '../components/seo/pageBasics';
import { useText } from '../components/cases/text';

type Context = { language: string };

type Data = Queries.JoinUsPageQuery;

export default function JoinUsPage({ data }: PageProps<Data, Context>) {
  const { language } = useI18next();
  const t = useText('careers');
  if (!hasContentIn(ROUTES.joinUs, language)) return <ChineseOnlyNotice chinesePath={ROUTES.joinUs} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('list.title')}</h1>
      <p className={styles.intro}>{t('list.intro')}</p>
      <JobBoard jobs={data.jobs.nodes} categories={data.jobCategories.nodes} workPlaces={data.workPlaces.nodes} />
    </div>
  );
}

export const Head = ({ data, location, pageContext }: HeadProps<Data, Context>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'joinUs.title')}
    description={headCopy(data, 'titles', 'joinUs.description')}
    pathname={location.pathname}
    noIndex={!hasContentIn(ROUTES.joinUs, pageContext.language)}
  />
);

export const query = graphql`
  query JoinUsPage($language: String!, $namespaces: [String!]!) {
    ...PageBasics
    jobs: allCmsJob(sort: [{ announceTime: DESC }, { jobId: ASC }]) {
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
    jobCategories: allCmsJobCategory(sort: { jobCategoryId: ASC }) {
      nodes {
        jobCategoryId
        jobCategoryName
      }
    }
    workPlaces: allCmsWorkPlace(sort: { workPlaceId: ASC }) {
      nodes {
        workPlaceId
        workPlaceName
      }
    }
  }
`;
