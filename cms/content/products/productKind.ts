import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { ProductDocument, ProductText } from '../../../contract/content/documents/product';
import { PRODUCT_TYPES } from '../../../contract/entities/product';
import type { BackOfficeMessageKey } from '../../../contract/messages/cmsMessages';
import type { Database } from '../../db/schema';
import { CmsError, notFound } from '../../http/cmsError';
import {
  deleteProduct, findProductRecord, listProductRecords, PRODUCT_ORDERS, productKeyTaken, type ProductRecord,
} from './productRecords';
import { insertProduct, updateProduct } from './productWrites';
import { textsByLanguage } from '../../db/bilingualNames';
import { publishedFlagOf } from '../publishedFlag';
import type { ContentKindDefinition } from '../contentKind';
import { PARAGRAPH_MAX, SHORT_TEXT_MAX, address, choice, optionalText, richText, sortField, textLine } from '../documentFields';
import { missingIn, presentTexts, titlesOf, translated } from '../translatedTexts';
import { orderOf, pageOf, parseFilter } from '../kinds/listQuery';

/** A key is a URL segment: the AGV and stacker detail pages are addressed by it. */
const PRODUCT_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

const productKey = v.pipe(
  v.string('productKeyInvalid' satisfies BackOfficeMessageKey),
  v.trim(),
  v.nonEmpty('productKeyInvalid' satisfies BackOfficeMessageKey),
  v.maxLength(60, 'productKeyInvalid' satisfies BackOfficeMessageKey),
  v.regex(PRODUCT_KEY, 'productKeyInvalid' satisfies BackOfficeMessageKey),
);

const MAX_HIGHLIGHTS = 12;

const text = v.object({
  title: textLine(SHORT_TEXT_MAX),
  description: optionalText(PARAGRAPH_MAX),
  content: richText(),
  group: optionalText(SHORT_TEXT_MAX),
  highlights: v.pipe(
    v.array(textLine(SHORT_TEXT_MAX), 'contentTextRequired' satisfies BackOfficeMessageKey),
    v.maxLength(MAX_HIGHLIGHTS, 'contentTextTooLong' satisfies BackOfficeMessageKey),
  ),
}) satisfies v.GenericSchema<unknown, ProductText>;

const schema = v.object({
  productType: choice(PRODUCT_TYPES),
  productKey,
  image: address(),
  url: address(),
  sort: sortField,
  texts: translated(text),
}) satisfies v.GenericSchema<unknown, ProductDocument>;

const filterSchema = v.strictObject({ productType: v.optional(v.picklist(PRODUCT_TYPES)) });

const toDocument = (row: ProductRecord): ProductDocument => ({
  productType: row.product_type as ProductDocument['productType'],
  productKey: row.product_key,
  image: row.image,
  url: row.url,
  sort: row.sort,
  texts: textsByLanguage(row.texts, (t) => ({
    title: t.title,
    description: t.description,
    content: t.content,
    group: t.product_group,
    highlights: JSON.parse(t.highlights) as string[],
  })),
});

const toWrite = (document: ProductDocument) => ({ ...document, texts: presentTexts(document.texts) });

async function checkKey(db: Kysely<Database>, document: ProductDocument, id: number | null): Promise<void> {
  if (await productKeyTaken(db, document.productType, document.productKey, id)) {
    throw new CmsError(409, 'productKeyTaken', { field: 'productKey', values: { key: document.productKey } });
  }
}

/** Every product type (cloud platforms, software, AGV types, stacker series), with its highlights. */
export const productsKind: ContentKindDefinition<ProductDocument> = {
  kind: 'products',
  roles: ['editor'],
  schema,
  translatedTexts: (document) => document.texts,
  missingLanguages: (document) => missingIn(document.texts),
  titles: (document) => titlesOf(document.texts, (t) => t.title),
  async list(db, query) {
    const filter = parseFilter(filterSchema, query.filter);
    const { rows, total } = await listProductRecords(db, filter, orderOf(PRODUCT_ORDERS, query), pageOf(query));
    return {
      rows: rows.map((row) => ({ id: row.product_id, title: titlesOf(toDocument(row).texts, (t) => t.title), sort: row.sort, published: row.published === 1 })),
      total,
    };
  },
  async load(db, id) {
    const row = await findProductRecord(db, id);
    return row ? { document: toDocument(row), published: row.published === 1 } : null;
  },
  check: checkKey,
  create: (db, document) => insertProduct(db, toWrite(document), { published: false }),
  async apply(db, id, document) {
    if (!(await updateProduct(db, id, toWrite(document)))) throw notFound();
  },
  setPublished: publishedFlagOf('product'),
  remove: deleteProduct,
};
