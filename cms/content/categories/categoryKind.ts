import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { CategoryDocument } from '../../../contract/content/documents/category';
import { CLASSIFY_TYPES, type ClassifyType } from '../../../contract/entities/classify';
import { ROUTES } from '../../../contract/siteRoutes';
import type { BackOfficeMessageKey } from '../../../contract/messages/cmsMessages';
import type { Database } from '../../db/schema';
import { CmsError } from '../../http/cmsError';
import { countCategoryUsers, findCategoryPlace, listCategoryRecords, loadCategoryRecord } from './categoryRecords';
import {
  deleteCategory, findCategoryByOutLink, findRootCategory, insertCategory, updateCategory,
} from './categoryWrites';
import { publishedFlagOf } from '../publishedFlag';
import type { ContentKindDefinition } from '../contentKind';
import { referenceId, sortField, textLine } from '../documentFields';
import { missingIn, presentTexts, translated } from '../translatedTexts';
import { filterNumber, filterSearch, orderOf, pageOf, parseFilter } from '../kinds/listQuery';

/** A route segment: the category page's address is built from it, so it is kept to what needs no escaping. */
const ROUTE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

const CLASSIFY_TYPE_VALUES = Object.values(CLASSIFY_TYPES);

const schema = v.object({
  classifyType: v.picklist(CLASSIFY_TYPE_VALUES, 'contentFieldInvalid' satisfies BackOfficeMessageKey),
  parentId: v.nullable(referenceId),
  outLink: v.pipe(
    v.string('contentSegmentInvalid' satisfies BackOfficeMessageKey),
    v.trim(),
    v.regex(ROUTE_SEGMENT, 'contentSegmentInvalid' satisfies BackOfficeMessageKey),
  ),
  sort: sortField,
  names: translated(textLine(100)),
});

const filterSchema = v.strictObject({
  classifyType: v.optional(filterNumber),
  parentId: v.optional(filterNumber),
  q: v.optional(filterSearch),
});

/**
 * The live parent of a category: a document's null parent is the top level, which is under the
 * type's root (each type's tree has one); the root itself has none.
 */
async function liveParent(db: Kysely<Database>, document: CategoryDocument, id: number | null): Promise<number | null> {
  if (document.parentId !== null) return document.parentId;
  const root = await findRootCategory(db, document.classifyType);
  return root === undefined || root === id ? null : root;
}

async function toWrite(db: Kysely<Database>, document: CategoryDocument, id: number | null) {
  return {
    classifyType: document.classifyType,
    parentId: await liveParent(db, document, id),
    outLink: document.outLink,
    sort: document.sort,
    names: presentTexts(document.names),
  };
}

/** The parent exists, is of the same type, and is neither the category nor below it (no loop). */
async function checkParent(db: Kysely<Database>, document: CategoryDocument, id: number | null): Promise<void> {
  const missing = () => new CmsError(400, 'contentParentMissing', { field: 'parentId' });
  let ancestor: number | null = document.parentId;
  const parent = ancestor === null ? undefined : await findCategoryPlace(db, ancestor);
  if (ancestor !== null && parent?.classifyType !== document.classifyType) throw missing();
  for (let depth = 0; ancestor !== null && depth < 100; depth += 1) {
    if (ancestor === id) throw missing();
    ancestor = (await findCategoryPlace(db, ancestor))?.parentId ?? null;
  }
}

/**
 * Categories (`classify`, `classify_i18n`) of every listed content type. The route segment is
 * unique within its type (two pages cannot have one address); one holding articles or categories
 * is not deleted.
 */
export const categoriesKind: ContentKindDefinition<CategoryDocument> = {
  kind: 'categories',
  roles: ['editor'],
  schema,
  translatedTexts: (document) => document.names,
  missingLanguages: (document) => missingIn(document.names),
  titles: (document) => document.names,
  // Only case categories have a page of their own; the others are tabs (`?tab=`) of one page.
  pageAddresses: (document) => (document.classifyType === CLASSIFY_TYPES.cases ? [`${ROUTES.succeedCase}/${document.outLink}`] : []),
  async list(db, query) {
    const filter = parseFilter(filterSchema, query.filter);
    const { rows, total } = await listCategoryRecords(db, {
      ...pageOf(query),
      orderBy: orderOf(['id', 'sort'], query),
      classifyType: filter.classifyType,
      parentId: filter.parentId,
      q: filter.q,
    });
    return { total, rows: rows.map((row) => ({ id: row.id, title: row.names, sort: row.sort, published: row.published })) };
  },
  async load(db, id) {
    const record = await loadCategoryRecord(db, id);
    if (!record) return null;
    const root = await findRootCategory(db, record.classifyType);
    return {
      published: record.published,
      document: {
        classifyType: record.classifyType as ClassifyType,
        parentId: record.parentId === root ? null : record.parentId,
        outLink: record.outLink,
        sort: record.sort,
        names: record.names,
      },
    };
  },
  async check(db, document, id) {
    const holder = await findCategoryByOutLink(db, document.classifyType, document.outLink);
    if (holder !== undefined && holder !== id) throw new CmsError(409, 'contentSegmentTaken', { field: 'outLink' });
    await checkParent(db, document, id);
  },
  create: async (db, document) => insertCategory(db, await toWrite(db, document, null), { published: false }),
  async apply(db, id, document) {
    await updateCategory(db, id, await toWrite(db, document, id));
  },
  setPublished: publishedFlagOf('classify'),
  async remove(db, id) {
    const count = await countCategoryUsers(db, id);
    if (count > 0) throw new CmsError(409, 'contentInUse', { values: { count } });
    await deleteCategory(db, id);
  },
};
