import * as v from 'valibot';
import type { ContentKind } from '../../../contract/content/kinds';
import type { BackOfficeMessageKey } from '../../../contract/messages/cmsMessages';
import type { JobCategoryDocument } from '../../../contract/content/documents/jobCategory';
import type { WorkPlaceDocument } from '../../../contract/content/documents/workPlace';
import { CmsError, notFound } from '../../http/cmsError';
import {
  deleteNamedRecord, findNamedRecord, listNamedRecords, NAMED_ORDERS, postsOfJobsIn,
} from './jobRecords';
import { insertJobCategory, insertWorkPlace, updateJobCategory, updateWorkPlace } from './jobWrites';
import { publishedFlagOf } from '../publishedFlag';
import type { ContentKindDefinition } from '../contentKind';
import { SHORT_TEXT_MAX, sortField, textLine } from '../documentFields';
import { chineseRequired, missingIn, withChinese } from '../translatedTexts';
import { orderOf, pageOf, parseFilter } from '../kinds/listQuery';
import { whereUsed } from '../kinds/whereUsed';

/**
 * Job categories and work places: the two lists the careers page filters jobs by, a name in each
 * language (the Chinese one required) and a position each.
 */
type FacetDocument = JobCategoryDocument & WorkPlaceDocument;

const schema = v.object({ names: chineseRequired(textLine(SHORT_TEXT_MAX)), sort: sortField }) satisfies v.GenericSchema<unknown, FacetDocument>;

interface Facet {
  kind: ContentKind;
  table: 'job_category' | 'work_place';
  insert: typeof insertJobCategory;
  update: typeof updateJobCategory;
  jobsIn: (id: number) => { jobCategoryId: number } | { workPlaceId: number };
  inUse: BackOfficeMessageKey;
}

function facetKind({ kind, table, insert, update, jobsIn, inUse }: Facet): ContentKindDefinition<FacetDocument> {
  return {
    kind,
    roles: ['editor', 'hr'],
    schema,
    // Without an English name the item, and every job in it, is hidden on the English site.
    translatedTexts: (document) => document.names,
    missingLanguages: (document) => missingIn(document.names),
    titles: (document) => document.names,
    async list(db, query) {
      parseFilter(v.strictObject({}), query.filter);
      const { rows, total } = await listNamedRecords(db, table, orderOf(NAMED_ORDERS, query), pageOf(query));
      return { rows: rows.map((row) => ({ id: row.id, title: row.names, sort: row.sort, published: row.published === 1 })), total };
    },
    async load(db, id) {
      const row = await findNamedRecord(db, table, id);
      return row ? { document: { names: row.names, sort: row.sort }, published: row.published === 1 } : null;
    },
    async check() {},
    create: (db, document) => insert(db, { names: withChinese(document.names), sort: document.sort }, { published: false }),
    async apply(db, id, document) {
      if (!(await update(db, id, { names: withChinese(document.names), sort: document.sort }))) throw notFound();
    },
    setPublished: publishedFlagOf(table),
    async remove(db, id) {
      const posts = await postsOfJobsIn(db, jobsIn(id));
      if (posts.length > 0) throw new CmsError(409, inUse, { values: { where: whereUsed(posts) } });
      await deleteNamedRecord(db, table, id);
    },
  };
}

export const jobCategoriesKind = facetKind({
  kind: 'job-categories',
  table: 'job_category',
  insert: insertJobCategory,
  update: updateJobCategory,
  jobsIn: (jobCategoryId) => ({ jobCategoryId }),
  inUse: 'jobCategoryInUse',
});

export const workPlacesKind = facetKind({
  kind: 'work-places',
  table: 'work_place',
  insert: insertWorkPlace,
  update: updateWorkPlace,
  jobsIn: (workPlaceId) => ({ workPlaceId }),
  inUse: 'workPlaceInUse',
});
