import type { Kysely } from 'kysely';
import { companyDay } from '../../contract/companyTime';
import type { ApiLanguage } from '../../contract/language';
import type { Database } from '../db/schema';
import { preparedQuery } from '../db/preparedQuery';
import { backOfficeLink } from '../notifications/composeNotification';
import { leadProvince } from '../notifications/leadProvince';
import { enqueueStaffNotice } from '../notifications/staffNotice';
import { loadWorkingCalendar } from './companyCalendar';
import { composeLeadNotice } from './leadNoticeText';
import type { ResponsePromiseSettings } from './responsePromiseSettings';
import { leadFacts, ruleMatches } from './ruleMatch';
import { listRoutingRules, type RoutingRule } from './routingRules';
import { takeTurn } from './salesTeams';
import { addWorkingTime } from './workingTime';

/** What routing needs besides the lead: the promise, the company's clocks, and how staff are addressed. */
export interface RoutingContext {
  promise: ResponsePromiseSettings;
  timeZone: string;
  publicUrl: string;
  /** The language staff notices are written in (the sales mailbox's). */
  language: ApiLanguage;
}

export interface ArrivingLead {
  customersId: number;
  customersAddress: string;
  companyName: string;
  industry: string;
  source?: string | undefined;
  /** The language the lead was sent in. */
  language: string;
  createdAt: string;
}

// Prepared: every lead a user's rule matches asks, as a team's takes a turn (salesTeams.ts).
const enabledUser = preparedQuery((db: Kysely<Database>, $: Readonly<{ userId: number }>) =>
  db.selectFrom('staff_user').select('user_id').where('user_id', '=', $.userId).where('disabled_at', 'is', null),
);

/** The owner a matching rule gives: its staff user while enabled, or the team member whose turn it is. */
async function ownerOf(trx: Kysely<Database>, rule: RoutingRule): Promise<number | undefined> {
  if (rule.teamId !== null) return takeTurn(trx, rule.teamId);
  if (rule.ownerUserId === null) return undefined;
  const [user] = await enabledUser(trx, { userId: rule.ownerUserId });
  return user?.user_id;
}

/** When a lead arriving at `createdAt` is promised contact: the promised working minutes later on the company's calendar. */
export async function responseDueAt(trx: Kysely<Database>, createdAt: string, context: RoutingContext): Promise<string> {
  const arrival = new Date(createdAt);
  const calendar = await loadWorkingCalendar(trx, context.promise, context.timeZone, companyDay(arrival, context.timeZone));
  return addWorkingTime(arrival, context.promise.responseMinutes * 60_000, calendar).toISOString();
}

/** What routing gives an arriving lead, stored with it: the time contact is promised by and, from a matching rule, its owner. */
export interface LeadRoute {
  responseDueAt: string;
  owner?: { userId: number; ruleId: number };
}

/**
 * Routes an arriving lead, in its transaction, before it is stored: the time contact is promised
 * by and, from the first enabled rule that matches it (and has someone to give it to), its owner.
 * A rule whose owner is disabled, or whose team has no enabled member, is passed over.
 */
export async function routeLead(trx: Kysely<Database>, lead: Omit<ArrivingLead, 'customersId'>, context: RoutingContext): Promise<LeadRoute> {
  const dueAt = await responseDueAt(trx, lead.createdAt, context);
  const facts = leadFacts(lead, lead.language);
  for (const rule of await listRoutingRules(trx)) {
    if (!rule.enabled || !ruleMatches(rule, facts)) continue;
    const userId = await ownerOf(trx, rule);
    if (userId !== undefined) return { responseDueAt: dueAt, owner: { userId, ruleId: rule.id } };
  }
  return { responseDueAt: dueAt };
}

/**
 * Tells a stored lead's owner of it on their channel, in its transaction. Answers whether an owner
 * was told: the sales mailbox hears only of leads nobody owns.
 */
export async function tellOwner(trx: Kysely<Database>, lead: ArrivingLead, route: LeadRoute, context: RoutingContext): Promise<{ ownerTold: boolean }> {
  if (!route.owner) return { ownerTold: false };
  const summary = { ...lead, province: leadProvince(lead.customersAddress, lead.language), responseDueAt: route.responseDueAt };
  const told = await enqueueStaffNotice(trx, {
    staffUserId: route.owner.userId,
    kind: 'lead',
    submissionId: lead.customersId,
    ...composeLeadNotice('assigned', summary, context.language, context.timeZone),
    link: backOfficeLink('lead', lead.customersId, context.publicUrl),
    language: context.language,
    createdAt: lead.createdAt,
  });
  return { ownerTold: told !== undefined };
}
