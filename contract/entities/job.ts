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
}

/** `job/{id}`. */
export interface JobDetails extends JobListItem {
  /** HTML: duties. */
  duties: string;
  /** HTML: requirements. */
  requirements: string;
}
