import type { Kysely } from 'kysely';
import type { ApiLanguage } from '../../contract/language';
import type { Database } from '../db/schema';
import { preparedQuery } from '../db/preparedQuery';
import type { SubmissionKind } from '../../contract/submissionKinds';
import { insertNotification } from './notificationOutbox';
import { findRobotTarget } from './notificationRobots';
import { BACK_OFFICE_LABEL, staffMailBody } from './composeNotification';
import { composeRobotBody, plainMarkdownText } from './robotMessage';

/** Something one staff member is told of: a lead assigned to them, a reminder that it waits. */
export interface StaffNotice {
  staffUserId: number;
  /** The submission it is about: its rows go when the submission is deleted (privacy). */
  kind: SubmissionKind;
  submissionId: number;
  subject: string;
  /** One or more lines, written for the staff member; no visitor's contact details. */
  text: string;
  /** The submission's page in the back office. */
  link: string;
  language: ApiLanguage;
  createdAt: string;
}

// Prepared: every lead routed to an owner reads the owner's channel.
const staffChannel = preparedQuery((db: Kysely<Database>, $: Readonly<{ userId: number }>) =>
  db.selectFrom('staff_user').select(['email', 'display_name', 'notify_robot_id', 'notify_mention', 'disabled_at']).where('user_id', '=', $.userId),
);

/**
 * Puts the notice in the outbox, in the caller's transaction: to the staff member's own robot when
 * they chose one that is enabled (@-mentioning their mobile where the vendor can), else to their
 * e-mail. Nothing for a disabled or unknown user. Returns the channel used.
 */
export async function enqueueStaffNotice(db: Kysely<Database>, notice: StaffNotice): Promise<'mail' | 'robot' | undefined> {
  const [user] = await staffChannel(db, { userId: notice.staffUserId });
  if (!user || user.disabled_at !== null) return undefined;
  const robot = user.notify_robot_id === null ? undefined : await findRobotTarget(db, user.notify_robot_id);
  if (robot?.enabled) {
    // The group is shared: the text names whom it is for, and the mention (if any) alerts them.
    const lines = [`@${plainMarkdownText(user.display_name)}`, ...notice.text.split('\n').filter(Boolean).map(plainMarkdownText)];
    const body = composeRobotBody(robot.vendor, {
      title: plainMarkdownText(notice.subject),
      lines,
      link: notice.link,
      linkLabel: BACK_OFFICE_LABEL[notice.language],
      mentionMobile: user.notify_mention ?? undefined,
    });
    await insertNotification(db, { ...outboxFields(notice), channel: 'robot', target: robot.name, robotId: robot.id, body });
    return 'robot';
  }
  await enqueueNoticeMail(db, notice, user.email);
  return 'mail';
}

/** The notice by e-mail: to a staff member's own address, or to a shared mailbox (sales, for a lead nobody owns). */
export async function enqueueNoticeMail(db: Kysely<Database>, notice: Omit<StaffNotice, 'staffUserId'>, address: string): Promise<void> {
  await insertNotification(db, { ...outboxFields(notice), channel: 'mail', target: address, body: staffMailBody([notice.text], notice.link, notice.language) });
}

/** What the notice's outbox row carries whatever its channel. */
function outboxFields({ kind, submissionId, language, subject, createdAt }: Omit<StaffNotice, 'staffUserId'>) {
  return { kind, submissionId, language, subject, createdAt };
}
