/**
 * How a job is held, in the words of schema.org's and Google's JobPosting `employmentType`: the
 * site writes the value as it is into a job page's structured data.
 */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'] as const;

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** What a job is until someone says otherwise: the company advertises permanent posts. */
export const DEFAULT_EMPLOYMENT_TYPE: EmploymentType = 'FULL_TIME';
