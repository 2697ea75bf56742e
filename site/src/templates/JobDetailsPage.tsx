import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useState } from 'react';
import { ROUTES, hasContentIn } from '../../../contract/siteRoutes';
import * as styles from '../components/careers/CareersPage.module.css';
import { jobDetailsPath } from '../components/careers/careerTypes';
import { JobDetailsShell, JobMissing } from '../components/careers/JobDetailsShell';
import { JobDetailsView } from '../components/careers/JobDetailsView';
import { ChineseOnlyNotice } from '../components/common/ChineseOnlyNotice';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy } from '../components/seo/pageBasics';

/** `jobId` 0 is the `/joinUsDetails?id=` shell; any other is a pre-rendered job. */
type Context = { jobId: number; language: string };

type Data = Queries.JobDetailsPageQuery;

export default function JobDetailsPage({ data, pageContext, location }: PageProps<Data, Context>) {
  const { language } = useI18next();
  if (!hasContentIn(ROUTES.joinUsDetails, language)) return <EnglishNotice jobId={pageContext.jobId} search={location.search} />;
  let content: React.ReactNode;
  if (data.job) content = <JobDetailsView job={data.job} />;
  else if (pageContext.jobId) content = <JobMissing />;
  else {
    content = (
      <JobDetailsShell
        search={location.search}
        company={data.settings?.companyName ?? ''}
        description={headCopy(data, 'titles', 'joinUsDetails.description')}
      />
    );
  }
  return <div className={styles.page}>{content}</div>;
}

/** Careers are Chinese only: point to the Chinese page of the same job. */
function EnglishNotice({ jobId, search }: { jobId: number; search: string }) {
  // The shell's id is in the query, which only the browser knows: read it after mounting.
  const [shellSearch, setShellSearch] = useState('');
  useEffect(() => setShellSearch(new URLSearchParams(search).get('id') ? search : ''), [search]);
  const chinesePath = jobId ? jobDetailsPath(jobId) : `${ROUTES.joinUsDetails}${shellSearch}`;
  return <ChineseOnlyNotice chinesePath={chinesePath} />;
}

export const Head = ({ data, location, pageContext }: HeadProps<Data, Context>) => {
  const { job } = data;
  const english = !hasContentIn(ROUTES.joinUsDetails, pageContext.language);
  return (
    <SeoHead
      basics={data}
      pageTitle={job && !english ? job.post : headCopy(data, 'titles', 'joinUsDetails.title')}
      description={headCopy(data, 'titles', 'joinUsDetails.description')}
      pathname={location.pathname}
      // The CMS serves `/joinUsDetails?id=N` with this page's HTML: that is the address to index.
      canonicalPath={job ? jobDetailsPath(job.jobId) : undefined}
      noIndex={english || !job}
    />
  );
};

export const query = graphql`
  query JobDetailsPage($language: String!, $namespaces: [String!]!, $jobId: Int!) {
    ...PageBasics
    job: cmsJob(jobId: { eq: $jobId }) {
      jobId
      post
      jobCategoryId
      jobCategoryName
      workPlaceId
      workPlaceName
      place
      headcount
      announceTime
      duties
      requirements
    }
  }
`;
