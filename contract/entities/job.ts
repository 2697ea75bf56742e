import type { EmploymentType } from './employmentType';

/** Careers content as the open API answers it, in the language asked (in English, only what has English). */
export interface JobCategory {
  jobCategoryId: number;
  jobCategoryName: string;
}

export interface WorkPlace {
  workPlaceId: number;
  workPlaceName: string;
}

/** A row of `job/list` (the list shows workplace, job category, post, place, announce time). */
export interface JobListItem {
  jobId: number;
  post: string;
  jobCategoryId: number;
  jobCategoryName: string;
  workPlaceId: number;
  workPlaceName: string;
  /** Street-level place of work within the workplace city. */
  place: string;
  headcount: number;
  /** ISO 8601 date. */
  announceTime: string;
  /** YYYY-MM-DD, the last day the job takes applications (the company's day), or null: open while shown. */
  closingDate: string | null;
  /**
   * When the job stops taking applications: the end of `closingDate` on the company's clocks, ISO 8601
   * with the company's offset (`2026-12-31T23:59:59+08:00`), as a JobPosting's `validThrough`; null without one.
   */
  closesAt: string | null;
  employmentType: EmploymentType;
}

/** `job/{id}`. */
export interface JobDetails extends JobListItem {
  /** HTML: duties. */
  duties: string;
  /** HTML: requirements. */
  requirements: string;
}
