import type { EmploymentType } from '../../entities/employmentType';
import type { ApiLanguage } from '../../language';
import type { Translated } from '../protocol';

/** What a job posting says, in one language. */
export interface JobText {
  post: string;
  /** Street-level place of work within the work place's city. */
  place: string;
  /** HTML, sanitised against the content allow-list on every write. */
  duties: string;
  /** HTML, sanitised against the content allow-list on every write. */
  requirements: string;
}

/**
 * A job posting. Every job has its Chinese text (the resume inbox and HR's mails name jobs by it);
 * the English one is optional, and a job without it is hidden on the English site.
 */
export interface JobDocument {
  jobCategoryId: number;
  workPlaceId: number;
  headcount: number;
  /** YYYY-MM-DD; the site lists the newest first. */
  announceTime: string;
  /**
   * YYYY-MM-DD, the last day the job takes applications, on the company's clocks (COMPANY_TIME_ZONE);
   * not before `announceTime`. Null: open until it is taken off the site.
   */
  closingDate: string | null;
  employmentType: EmploymentType;
  texts: Translated<JobText>;
  /** The recruiter who receives this job's resumes instead of the HR mailbox; null: HR. */
  recruiterMailbox: string | null;
  /** The language the mail to the recruiter is written in. */
  recruiterLanguage: ApiLanguage;
}
