import type { Kysely } from 'kysely';
import type { ApiLanguage } from '../../contract/language';
import type { Database } from '../db/schema';
import { findJobPostForStaff } from '../content/jobs/jobs';
import type { SubmissionNotice } from './composeNotification';

/**
 * A resume's notice with the post of the job it was sent for, in the mail's language (the job id
 * alone tells a recruiter nothing), right after the job id; other notices as they are.
 */
export async function withJobTitle(db: Kysely<Database>, notice: SubmissionNotice, language: ApiLanguage): Promise<SubmissionNotice> {
  const { jobId } = notice.fields;
  if (notice.kind !== 'resume' || typeof jobId !== 'number') return notice;
  const jobTitle = await findJobPostForStaff(db, jobId, language);
  if (jobTitle === undefined) return notice;
  const fields = Object.fromEntries(Object.entries(notice.fields).flatMap((entry) => (entry[0] === 'jobId' ? [entry, ['jobTitle', jobTitle]] : [entry])));
  return { ...notice, fields };
}
