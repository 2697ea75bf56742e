import type { Kysely } from 'kysely';
import type { ValidLead } from '../../contract/validation/lead';
import type { Database } from '../db/schema';
import type { LeadRoute } from '../leadRouting/routeArrivingLead';
import { leadSpamColumns, type LeadSpamJudgement } from '../spam/leadSpam';
import { consentColumns, type SubmissionMeta } from '../submissions/submissionMeta';

/** Stores a lead; `spam` is its judgement at arrival (cms/spam/leadSpam.ts), the columns' defaults (not scored) without it; `route` what routing gave it (cms/leadRouting). */
export async function insertLead(
  db: Kysely<Database>,
  lead: Omit<ValidLead, 'website' | 'privacyConsent'>,
  meta: SubmissionMeta,
  spam?: LeadSpamJudgement,
  route?: LeadRoute,
): Promise<number> {
  const { customers_id } = await db
    .insertInto('potential_customer')
    .values({
      customers_name: lead.customersName,
      customers_phone: lead.customersPhone,
      customers_address: lead.customersAddress,
      company_name: lead.companyName,
      industry: lead.industry,
      demand: lead.demand,
      remark: lead.remark,
      source: lead.source,
      language: meta.language,
      client_ip: meta.clientIp,
      created_at: meta.createdAt,
      ...consentColumns(meta),
      ...(spam && leadSpamColumns(spam)),
      ...(route && { response_due_at: route.responseDueAt, owner_user_id: route.owner?.userId ?? null, routing_rule_id: route.owner?.ruleId ?? null }),
    })
    .returning('customers_id')
    .executeTakeFirstOrThrow();
  return customers_id;
}
