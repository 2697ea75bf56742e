import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { CustomerReviewDocument, CustomerReviewText } from '../../../contract/content/documents/customerReview';
import type { Database } from '../../db/schema';
import { CmsError, notFound } from '../../http/cmsError';
import {
  CUSTOMER_REVIEW_ORDERS, deleteCustomerReview, findCustomerReviewRecord, isCase, listCustomerReviewRecords,
  type CustomerReviewRecord,
} from './customerReviewRecords';
import { insertCustomerReview, updateCustomerReview } from './customerReviewWrites';
import { textsByLanguage } from '../../db/bilingualNames';
import { publishedFlagOf } from '../publishedFlag';
import type { ContentKindDefinition } from '../contentKind';
import { PARAGRAPH_MAX, SHORT_TEXT_MAX, optionalText, referenceId, sortField, textLine } from '../documentFields';
import { missingIn, presentTexts, titlesOf, translated } from '../translatedTexts';
import { filterNumber, orderOf, pageOf, parseFilter } from '../kinds/listQuery';

const text = v.object({
  quote: textLine(PARAGRAPH_MAX),
  personName: textLine(SHORT_TEXT_MAX),
  personRole: optionalText(SHORT_TEXT_MAX),
  company: textLine(SHORT_TEXT_MAX),
  industry: optionalText(SHORT_TEXT_MAX),
}) satisfies v.GenericSchema<unknown, CustomerReviewText>;

const schema = v.object({
  caseId: v.nullable(referenceId),
  sort: sortField,
  texts: translated(text),
}) satisfies v.GenericSchema<unknown, CustomerReviewDocument>;

const filterSchema = v.strictObject({ caseId: v.optional(filterNumber) });

const toDocument = (row: CustomerReviewRecord): CustomerReviewDocument => ({
  caseId: row.case_id,
  sort: row.sort,
  texts: textsByLanguage(row.texts, (t) => ({
    quote: t.quote,
    personName: t.person_name,
    personRole: t.person_role,
    company: t.company,
    industry: t.industry,
  })),
});

const toWrite = (document: CustomerReviewDocument) => ({ caseId: document.caseId, sort: document.sort, texts: presentTexts(document.texts) });

/** The list names a review by who said it and where they work. */
const nameOf = (t: CustomerReviewText) => `${t.personName}, ${t.company}`;

async function checkCase(db: Kysely<Database>, document: CustomerReviewDocument): Promise<void> {
  if (document.caseId !== null && !(await isCase(db, document.caseId))) throw new CmsError(400, 'reviewCaseMissing', { field: 'caseId' });
}

/** What customers' people said of the company, each optionally linking to the case it speaks of. */
export const customerReviewsKind: ContentKindDefinition<CustomerReviewDocument> = {
  kind: 'customer-reviews',
  roles: ['editor'],
  schema,
  translatedTexts: (document) => document.texts,
  missingLanguages: (document) => missingIn(document.texts),
  titles: (document) => titlesOf(document.texts, nameOf),
  async list(db, query) {
    const filter = parseFilter(filterSchema, query.filter);
    const { rows, total } = await listCustomerReviewRecords(db, filter, orderOf(CUSTOMER_REVIEW_ORDERS, query), pageOf(query));
    return {
      rows: rows.map((row) => ({ id: row.review_id, title: titlesOf(toDocument(row).texts, nameOf), sort: row.sort, published: row.published === 1 })),
      total,
    };
  },
  async load(db, id) {
    const row = await findCustomerReviewRecord(db, id);
    return row ? { document: toDocument(row), published: row.published === 1 } : null;
  },
  check: checkCase,
  create: (db, document) => insertCustomerReview(db, toWrite(document), { published: false }),
  async apply(db, id, document) {
    if (!(await updateCustomerReview(db, id, toWrite(document)))) throw notFound();
  },
  setPublished: publishedFlagOf('customer_review'),
  remove: deleteCustomerReview,
};
