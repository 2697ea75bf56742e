import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findProvinceMailbox } from '../repositories/serviceLocations';
import type { NotificationSettings } from './notificationSettings';
import type { SubmissionNotice } from './composeNotification';

/**
 * Who is told of a submission: a lead goes to the service location of its province when that
 * location has a mailbox, else to sales, like a download request; a resume goes to HR.
 * Undefined when that mailbox is not configured.
 */
export async function chooseRecipient(
  db: Kysely<Database>,
  notice: SubmissionNotice,
  mailboxes: Pick<NotificationSettings, 'salesMailbox' | 'hrMailbox'>,
): Promise<string | undefined> {
  if (notice.kind === 'resume') return mailboxes.hrMailbox;
  if (notice.kind === 'lead') {
    // The region is "province/city/district" as the dialog's cascader writes it.
    const province = String(notice.fields.customersAddress ?? '').split('/')[0]?.trim();
    const local = province ? await findProvinceMailbox(db, province) : undefined;
    if (local) return local;
  }
  return mailboxes.salesMailbox;
}
