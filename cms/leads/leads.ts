import type { Kysely } from 'kysely';
import type { ValidLead } from '../../contract/validation/lead';
import type { Database } from '../db/schema';
import { consentColumns, type SubmissionMeta } from '../submissions/submissionMeta';

export async function insertLead(db: Kysely<Database>, lead: Omit<ValidLead, 'website' | 'privacyConsent'>, meta: SubmissionMeta): Promise<number> {
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
    })
    .returning('customers_id')
    .executeTakeFirstOrThrow();
  return customers_id;
}
