import type { ApiLanguage } from '../../language';

/**
 * A job posting. Careers are Chinese only, so a job has one text (the Chinese site's) and no
 * translation to miss.
 */
export interface JobDocument {
  jobCategoryId: number;
  workPlaceId: number;
  post: string;
  /** Street-level place of work within the work place's city. */
  place: string;
  headcount: number;
  /** YYYY-MM-DD; the site lists the newest first. */
  announceTime: string;
  /** HTML, sanitised against the content allow-list on every write. */
  duties: string;
  /** HTML, sanitised against the content allow-list on every write. */
  requirements: string;
  /** The recruiter who receives this job's resumes instead of the HR mailbox; null: HR. */
  recruiterMailbox: string | null;
  /** The language the mail to the recruiter is written in. */
  recruiterLanguage: ApiLanguage;
}
