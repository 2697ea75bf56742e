import type { JobCategory, JobDetails, JobListItem, WorkPlace } from '../../../../contract/entities/job';

export type JobRow = Pick<
  JobListItem,
  'jobId' | 'post' | 'jobCategoryId' | 'jobCategoryName' | 'workPlaceId' | 'workPlaceName' | 'place' | 'announceTime'
>;
/** A job as its page shows it; the end of its closing date is for the page's structured data only. */
export type JobView = Omit<JobDetails, 'closesAt'>;
export type { JobCategory, WorkPlace };

/** The public address of a job: `/joinUsDetails?id={jobId}`. */
export function jobDetailsPath(jobId: number): string {
  return `/joinUsDetails?id=${jobId}`;
}

/** The ISO date part of a date-time. */
export function dateOf(value: string): string {
  return value.slice(0, 10);
}
