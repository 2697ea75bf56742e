import type { Kysely } from 'kysely';
import type { CustomerReview } from '../../../contract/entities/customerReview';
import type { ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';

/** The published reviews that have a text in `language`, in their order. */
export async function listCustomerReviews(db: Kysely<Database>, language: ApiLanguage): Promise<CustomerReview[]> {
  const rows = await db
    .selectFrom('customer_review as r')
    .innerJoin('customer_review_i18n as t', (join) => join.onRef('t.review_id', '=', 'r.review_id').on('t.language', '=', language))
    .where('r.published', '=', 1)
    .select(['r.review_id', 'r.case_id', 't.quote', 't.person_name', 't.person_role', 't.company', 't.industry'])
    .orderBy('r.sort')
    .orderBy('r.review_id')
    .execute();
  return rows.map((row) => ({
    reviewId: row.review_id,
    quote: row.quote,
    personName: row.person_name,
    personRole: row.person_role,
    company: row.company,
    industry: row.industry,
    caseId: row.case_id,
  }));
}
