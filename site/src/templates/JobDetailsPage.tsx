import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { EmploymentType } from '../../../contract/entities/employmentType';
import { ROUTES, type SiteLanguage } from '../../../contract/siteRoutes';
import { RESUME_CSS } from '../../../widgets/resume';
import * as styles from '../components/careers/CareersPage.module.css';
import { jobDetailsPath } from '../components/careers/careerTypes';
import { JobDetailsShell } from '../components/careers/JobDetailsShell';
import { JobDetailsView } from '../components/careers/JobDetailsView';
import { ChineseOnlyNotice } from '../components/common/ChineseOnlyNotice';
import { WidgetHeadStyle } from '../components/layout/widgetStyles';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy } from '../components/seo/pageBasics';
import { jobPostingNode } from '../components/seo/structuredData/jobPosting';
import { pageAddress } from '../components/seo/structuredData/siteFacts';

/**
 * `jobId` 0 is the `/joinUsDetails?id=` shell; any other is a job pre-rendered in each of the
 * `languages` it is written in (a job is never built in a language it lacks: its address there is
 * a missing job's, which the shell answers).
 */
type Context = { jobId: number; language: string; languages?: SiteLanguage[]; chineseOnly?: boolean };

type Data = Queries.JobDetailsPageQuery;

/** The job as its page and its posting read it: Gatsby's schema types its employment type as any string. */
const jobOf = (job: NonNullable<Data['job']>) => ({ ...job, employmentType: job.employmentType as EmploymentType });

export default function JobDetailsPage({ data, location, pageContext }: PageProps<Data, Context>) {
  // The shell of a language careers are not shown in (createPages): every job address there.
  if (pageContext.chineseOnly) return <ChineseOnlyNotice chinesePath={ROUTES.joinUs} />;
  return (
    <div className={styles.page}>
      {data.job ? (
        <JobDetailsView job={jobOf(data.job)} language={pageContext.language as SiteLanguage} />
      ) : (
        <JobDetailsShell
          language={pageContext.language as SiteLanguage}
          search={location.search}
          company={data.settings?.companyName ?? ''}
          description={headCopy(data, 'titles', 'joinUsDetails.description')}
        />
      )}
    </div>
  );
}

export const Head = ({ data, location, pageContext }: HeadProps<Data, Context>) => {
  const { job } = data;
  return (
    <>
      <SeoHead
        basics={data}
        pageTitle={job ? job.post : headCopy(data, 'titles', 'joinUsDetails.title')}
        description={headCopy(data, 'titles', 'joinUsDetails.description')}
        pathname={location.pathname}
        // The CMS serves `/joinUsDetails?id=N` with this page's HTML: that is the address to index.
        canonicalPath={job ? jobDetailsPath(job.jobId) : undefined}
        languages={pageContext.languages}
        // The shell has no content of its own; the CMS answers `?id=` with the job's page.
        noIndex={!job}
        structuredData={(site) =>
          job ? [jobPostingNode(site, jobOf(job), { url: pageAddress(site, jobDetailsPath(job.jobId)) })] : []
        }
      />
      {/* The built job page renders the resume form; the shell's comes later, its CSS with it. */}
      {job ? <WidgetHeadStyle css={RESUME_CSS} /> : null}
    </>
  );
};

export const query = graphql`
  query JobDetailsPage($language: String!, $namespaces: [String!]!, $jobId: Int!) {
    ...PageBasics
    job: cmsJob(language: { eq: $language }, jobId: { eq: $jobId }) {
      jobId
      post
      jobCategoryId
      jobCategoryName
      workPlaceId
      workPlaceName
      place
      headcount
      announceTime
      closingDate
      closesAt
      employmentType
      duties
      requirements
    }
  }
`;
