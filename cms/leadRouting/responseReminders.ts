import type { Kysely } from 'kysely';
import { companyDay } from '../../contract/companyTime';
import type { Database } from '../db/schema';
import type { Recipient } from '../notifications/recipient';
import { leadProvince } from '../notifications/leadProvince';
import { backOfficeLink } from '../notifications/composeNotification';
import { enqueueNoticeMail, enqueueStaffNotice } from '../notifications/staffNotice';
import { loadWorkingCalendar } from './companyCalendar';
import { composeLeadNotice, type LeadNoticeReason, type LeadSummary } from './leadNoticeText';
import type { RoutingContext } from './routeArrivingLead';
import { addWorkingTime } from './workingTime';

// Leads handled per run; the rest wait for the next run a minute later.
const BATCH = 100;

export interface ReminderContext extends RoutingContext {
  /** Where a reminder about a lead nobody owns goes, as its arrival did. */
  salesMailbox: Recipient | undefined;
}

type StampColumn = 'reminded_at' | 'escalated_at';

/**
 * Marks the lead as reminded (or escalated) and writes the notice, in one transaction, only if
 * no one did first: the UPDATE's condition is checked again under the row's lock (PostgreSQL) or
 * alone (SQLite), so of several instances running the job one sends it, once.
 */
async function stampAndTell(
  db: Kysely<Database>,
  customersId: number,
  column: StampColumn,
  now: string,
  tell: (trx: Kysely<Database>) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('potential_customer')
      .set({ [column]: now })
      .where('customers_id', '=', customersId)
      .where(column, 'is', null)
      .where('status', '=', 'new')
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await tell(trx);
    return true;
  });
}

/** Tells a staff user (on their channel) when `to` is one, else mails `to` as a mailbox. */
async function tell(
  trx: Kysely<Database>,
  to: { userId: number } | Recipient,
  reason: LeadNoticeReason,
  lead: LeadSummary,
  context: RoutingContext,
  now: string,
): Promise<void> {
  const language = 'userId' in to ? context.language : to.language;
  const notice = {
    kind: 'lead' as const,
    submissionId: lead.customersId,
    ...composeLeadNotice(reason, lead, language, context.timeZone),
    link: backOfficeLink('lead', lead.customersId, context.publicUrl),
    language,
    createdAt: now,
  };
  if ('userId' in to) await enqueueStaffNotice(trx, { ...notice, staffUserId: to.userId });
  else await enqueueNoticeMail(trx, notice, to.address);
}

/**
 * The escalation's addressee: the active staff user with that e-mail (on their channel), else the
 * address as a mailbox (a disabled user's channel would swallow it).
 */
async function escalationTarget(db: Kysely<Database>, address: string, context: RoutingContext): Promise<{ userId: number } | Recipient> {
  const user = await db.selectFrom('staff_user').select('user_id').where('email', '=', address).where('disabled_at', 'is', null).executeTakeFirst();
  return user ? { userId: user.user_id } : { address, language: context.language };
}

/**
 * One run of the response-time watch: each lead still new when its promised time has passed
 * reminds its owner (or the sales mailbox when nobody owns it), and each still new a second
 * period of working time after that is escalated to the manager (LEAD_ESCALATION_TO). Each
 * happens once per lead. Answers how many of each this run sent.
 */
export async function remindOverdueLeads(db: Kysely<Database>, context: ReminderContext, now: Date): Promise<{ reminded: number; escalated: number }> {
  const at = now.toISOString();
  const overdue = (column: StampColumn, ownedOnly: boolean) =>
    db
      .selectFrom('potential_customer')
      .select(['customers_id', 'customers_address', 'company_name', 'industry', 'language', 'owner_user_id', 'response_due_at'])
      .where('status', '=', 'new')
      .where('response_due_at', '<=', at)
      .where(column, 'is', null)
      .$if(ownedOnly, (query) => query.where('owner_user_id', 'is not', null))
      .orderBy('response_due_at')
      .limit(BATCH)
      .execute();
  const summaryOf = (row: Awaited<ReturnType<typeof overdue>>[number]): LeadSummary => ({
    customersId: row.customers_id,
    companyName: row.company_name,
    industry: row.industry,
    province: leadProvince(row.customers_address, row.language),
    responseDueAt: row.response_due_at!,
  });

  let reminded = 0;
  // Without a sales mailbox a lead nobody owns has no one to remind: it is left out, not left first in line.
  for (const row of await overdue('reminded_at', !context.salesMailbox)) {
    const to = row.owner_user_id !== null ? { userId: row.owner_user_id } : context.salesMailbox!;
    if (await stampAndTell(db, row.customers_id, 'reminded_at', at, (trx) => tell(trx, to, 'reminder', summaryOf(row), context, at))) reminded++;
  }

  let escalated = 0;
  const { escalateTo } = context.promise;
  if (!escalateTo) return { reminded, escalated };
  const candidates = await overdue('escalated_at', false);
  if (candidates.length === 0) return { reminded, escalated };
  const firstDue = companyDay(new Date(candidates[0]!.response_due_at!), context.timeZone);
  const calendar = await loadWorkingCalendar(db, context.promise, context.timeZone, firstDue);
  const to = await escalationTarget(db, escalateTo, context);
  for (const row of candidates) {
    const escalateAt = addWorkingTime(new Date(row.response_due_at!), context.promise.escalationMinutes * 60_000, calendar);
    if (escalateAt > now) continue;
    if (await stampAndTell(db, row.customers_id, 'escalated_at', at, (trx) => tell(trx, to, 'escalation', summaryOf(row), context, at))) escalated++;
  }
  return { reminded, escalated };
}
