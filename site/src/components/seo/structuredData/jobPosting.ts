import type { EmploymentType } from '../../../../../contract/entities/employmentType';
import { withoutEmpty, type JsonLdNode } from './jsonLd';
import type { SiteFacts } from './siteFacts';

/** A job as its page shows it (`cmsJob`). */
export interface JobFacts {
  post: string;
  workPlaceName: string;
  place: string;
  /** ISO 8601 date. */
  announceTime: string;
  /** The end of its closing date on the company's clocks, ISO 8601 with offset; null: open while shown. */
  closesAt: string | null;
  employmentType: EmploymentType;
  /** HTML. */
  duties: string;
  /** HTML. */
  requirements: string;
}

/**
 * A job as a JobPosting: title, duties and requirements (HTML, as Google wants the description),
 * posted on its announce time, open until the end of its closing date (`validThrough`, left out
 * for a job without one, as Google allows: it is open while the site shows it), of its employment
 * type, at its street in its city, hiring the company; a resume is sent on the page itself
 * (directApply).
 */
export function jobPostingNode(site: SiteFacts, job: JobFacts, options: { url: string }): JsonLdNode {
  return withoutEmpty({
    '@type': 'JobPosting',
    '@id': `${options.url}#job`,
    url: options.url,
    title: job.post,
    description: `${job.duties}${job.requirements}`,
    datePosted: job.announceTime.slice(0, 10),
    validThrough: job.closesAt,
    employmentType: job.employmentType,
    directApply: true,
    hiringOrganization: site.organization,
    jobLocation: {
      '@type': 'Place',
      address: withoutEmpty({ '@type': 'PostalAddress', streetAddress: job.place, addressLocality: job.workPlaceName, addressCountry: 'CN' }),
    },
  });
}
