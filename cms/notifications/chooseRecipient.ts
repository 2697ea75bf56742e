import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findJobRecruiter } from '../content/jobs/jobs';
import { findProvinceMailbox } from '../content/serviceLocations/serviceLocations';
import type { NotificationSettings } from './notificationSettings';
import type { SubmissionNotice } from './composeNotification';
import { leadProvince } from './leadProvince';
import type { Recipient } from './recipient';

/**
 * Who is told of a submission, in which language: a lead goes to the service location of its
 * province when that location has a mailbox, else (from abroad too) to sales, like a download request; a resume
 * goes to its job's recruiter when the job names one, else to HR. Undefined when that mailbox is
 * not configured.
 */
export async function chooseRecipient(
  db: Kysely<Database>,
  notice: SubmissionNotice,
  mailboxes: Pick<NotificationSettings, 'salesMailbox' | 'hrMailbox'>,
): Promise<Recipient | undefined> {
  if (notice.kind === 'resume') {
    const { jobId } = notice.fields;
    const recruiter = typeof jobId === 'number' ? await findJobRecruiter(db, jobId) : undefined;
    return recruiter ?? mailboxes.hrMailbox;
  }
  if (notice.kind === 'lead') {
    const province = leadProvince(notice.fields.customersAddress, notice.fields.language);
    const local = province ? await findProvinceMailbox(db, province) : undefined;
    if (local) return local;
  }
  return mailboxes.salesMailbox;
}
