import type { Kysely, Selectable } from 'kysely';
import { CLASSIFY_TYPES } from '../../../contract/entities/classify';
import type { CustomerReviewI18nTable, CustomerReviewTable, Database } from '../../db/schema';
import type { PageRequest, RecordPage } from '../../db/recordPage';

/** Customer reviews as the back office reads and removes them: every live row, published or not (the open API's reads are in customerReviews.ts). */

export type CustomerReviewRecord = Selectable<CustomerReviewTable> & { texts: CustomerReviewI18nTable[] };

export const CUSTOMER_REVIEW_ORDERS = ['sort', 'id'] as const;

export async function listCustomerReviewRecords(
  db: Kysely<Database>,
  filter: { caseId?: number | undefined },
  order: (typeof CUSTOMER_REVIEW_ORDERS)[number],
  page: PageRequest,
): Promise<RecordPage<CustomerReviewRecord>> {
  let query = db.selectFrom('customer_review');
  if (filter.caseId !== undefined) query = query.where('case_id', '=', filter.caseId);
  const { total } = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const direction = page.descending ? 'desc' : 'asc';
  const rows = await query
    .selectAll()
    .orderBy(order === 'sort' ? 'sort' : 'review_id', direction)
    .orderBy('review_id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const texts = await textsOf(db, rows.map((row) => row.review_id));
  return { rows: rows.map((row) => ({ ...row, texts: texts.filter((text) => text.review_id === row.review_id) })), total: Number(total) };
}

export async function findCustomerReviewRecord(db: Kysely<Database>, reviewId: number): Promise<CustomerReviewRecord | undefined> {
  const row = await db.selectFrom('customer_review').selectAll().where('review_id', '=', reviewId).executeTakeFirst();
  return row && { ...row, texts: await textsOf(db, [reviewId]) };
}

async function textsOf(db: Kysely<Database>, reviewIds: number[]): Promise<CustomerReviewI18nTable[]> {
  if (reviewIds.length === 0) return [];
  return db.selectFrom('customer_review_i18n').selectAll().where('review_id', 'in', reviewIds).execute();
}

/** Whether an article is a case (of the cases' tree): a review links to cases only. */
export async function isCase(db: Kysely<Database>, articleId: number): Promise<boolean> {
  const row = await db
    .selectFrom('article as a')
    .innerJoin('classify as c', 'c.classify_id', 'a.classify_id')
    .select('a.article_id')
    .where('a.article_id', '=', articleId)
    .where('c.classify_type', '=', CLASSIFY_TYPES.cases)
    .executeTakeFirst();
  return row !== undefined;
}

/** Its texts go with it (the foreign key cascades). */
export async function deleteCustomerReview(db: Kysely<Database>, reviewId: number): Promise<void> {
  await db.deleteFrom('customer_review').where('review_id', '=', reviewId).execute();
}
