import { withoutEmpty, type JsonLdNode } from './jsonLd';
import type { SiteFacts } from './siteFacts';

/** A job as its page shows it (`cmsJob`). */
export interface JobFacts {
  post: string;
  workPlaceName: string;
  place: string;
  /** ISO 8601 date. */
  announceTime: string;
  /** HTML. */
  duties: string;
  /** HTML. */
  requirements: string;
}

/**
 * How long a listed job is said to stay open, counted from the build that published it. The CMS
 * has no closing date: a job is open while it is published, and each publish of the site (any
 * content change) moves the date on; a job taken down leaves the site with the next publish.
 */
export const JOB_OPEN_DAYS = 60;

/** The day `JOB_OPEN_DAYS` after `built` (YYYY-MM-DD), the job posting's validThrough. */
export function openUntil(built: Date): string {
  return new Date(built.getTime() + JOB_OPEN_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A job as a JobPosting: title, duties and requirements (HTML, as Google wants the description),
 * posted on its announce time, open until `validThrough`, full-time (the company advertises
 * permanent posts only: the CMS has no employment type), at its street in its city, hiring the
 * company; a resume is sent on the page itself (directApply).
 */
export function jobPostingNode(site: SiteFacts, job: JobFacts, options: { url: string; validThrough: string }): JsonLdNode {
  return withoutEmpty({
    '@type': 'JobPosting',
    '@id': `${options.url}#job`,
    url: options.url,
    title: job.post,
    description: `${job.duties}${job.requirements}`,
    datePosted: job.announceTime.slice(0, 10),
    validThrough: options.validThrough,
    employmentType: 'FULL_TIME',
    directApply: true,
    hiringOrganization: site.organization,
    jobLocation: {
      '@type': 'Place',
      address: withoutEmpty({ '@type': 'PostalAddress', streetAddress: job.place, addressLocality: job.workPlaceName, addressCountry: 'CN' }),
    },
  });
}
