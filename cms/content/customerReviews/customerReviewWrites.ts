import type { Kysely } from 'kysely';
import type { CustomerReviewDocument, CustomerReviewText } from '../../../contract/content/documents/customerReview';
import type { ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';
import type { InsertOptions } from '../../db/insertOptions';

/** A review's document with the text of each language it has; a language left out is removed. */
export type CustomerReviewWrite = Omit<CustomerReviewDocument, 'texts'> & { texts: Partial<Record<ApiLanguage, CustomerReviewText>> };

export async function insertCustomerReview(db: Kysely<Database>, review: CustomerReviewWrite, { published = true }: InsertOptions = {}): Promise<number> {
  const { review_id } = await db
    .insertInto('customer_review')
    .values({ case_id: review.caseId, sort: review.sort, published: published ? 1 : 0 })
    .returning('review_id')
    .executeTakeFirstOrThrow();
  await writeTexts(db, review_id, review.texts);
  return review_id;
}

/** Answers false when the review is no longer there. */
export async function updateCustomerReview(db: Kysely<Database>, reviewId: number, review: CustomerReviewWrite): Promise<boolean> {
  const result = await db.updateTable('customer_review').set({ case_id: review.caseId, sort: review.sort }).where('review_id', '=', reviewId).executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await writeTexts(db, reviewId, review.texts);
  return true;
}

async function writeTexts(db: Kysely<Database>, reviewId: number, texts: CustomerReviewWrite['texts']): Promise<void> {
  const rows = Object.entries(texts).map(([language, text]) => ({
    review_id: reviewId,
    language,
    quote: text.quote,
    person_name: text.personName,
    person_role: text.personRole,
    company: text.company,
    industry: text.industry,
  }));
  await db.deleteFrom('customer_review_i18n').where('review_id', '=', reviewId).execute();
  if (rows.length > 0) await db.insertInto('customer_review_i18n').values(rows).execute();
}
