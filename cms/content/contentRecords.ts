import type { Kysely } from 'kysely';
import { API_LANGUAGES } from '../../contract/language';
import type { ContentConflict, ContentListRow, ContentRecord } from '../../contract/content/protocol';
import type { ContentSchedule } from '../../contract/content/schedule';
import type { Database } from '../db/schema';
import { CmsError } from '../http/cmsError';
import { findContentItem, findContentItems, type ContentItemState } from './contentItems';
import type { ContentKindDefinition, ContentListQuery } from './contentKind';
import { sortOf } from './documentSort';
import { findSchedule, findSchedules } from './scheduling/contentSchedules';

export const contentNotFound = () => new CmsError(404, 'contentNotFound');

/** The item's record, its working copy being the draft or else what is live; null when there is no such item. */
export async function readRecord<Document>(db: Kysely<Database>, kind: ContentKindDefinition<Document>, id: number): Promise<ContentRecord<Document> | null> {
  const live = await kind.load(db, id);
  if (!live) return null;
  const item = await findContentItem(db, kind.kind, id);
  const document = item.draft === null ? live.document : (JSON.parse(item.draft) as Document);
  return { ...status(item, live.published, await findSchedule(db, kind.kind, id)), missingLanguages: kind.missingLanguages(document), document };
}

export async function requireRecord<Document>(db: Kysely<Database>, kind: ContentKindDefinition<Document>, id: number): Promise<ContentRecord<Document>> {
  const record = await readRecord(db, kind, id);
  if (!record) throw contentNotFound();
  return record;
}

/** A change was made from an older revision: 409, with the record as it is now. */
export async function conflict<Document>(db: Kysely<Database>, kind: ContentKindDefinition<Document>, id: number): Promise<never> {
  const data: ContentConflict<Document> = { current: await requireRecord(db, kind, id) };
  throw new CmsError(409, 'contentChangedMeanwhile', { data });
}

/** More than any list of the site holds: a list in position order is read whole to be ordered. */
export const WHOLE_LIST = 10_000;

/**
 * A page of the kind's list: the live rows in the order asked, each with its draft state; a row
 * with a draft is named, marked and placed (`sort`) by the draft, what the editor will publish,
 * and keeps its live name beside (`liveTitle`), what the site shows until then.
 * In position order (`sort`) the whole list is read and ordered by those positions before the
 * page is cut, so a reordered item moves in the list before it is published (rows of equal
 * position keep the kind's own order). A row without a draft misses the languages it has no name in.
 */
export async function readListPage<Document>(
  db: Kysely<Database>,
  kind: ContentKindDefinition<Document>,
  query: ContentListQuery,
): Promise<{ rows: ContentListRow[]; total: number }> {
  if (query.sortField !== 'sort') return readRows(db, kind, query);
  const { rows, total } = await readRows(db, kind, { ...query, offset: 0, limit: WHOLE_LIST, descending: false });
  const ordered = [...rows].sort((a, b) => a.sort - b.sort);
  if (query.descending) ordered.reverse();
  return { total, rows: ordered.slice(query.offset, query.offset + query.limit) };
}

async function readRows<Document>(db: Kysely<Database>, kind: ContentKindDefinition<Document>, query: ContentListQuery): Promise<{ rows: ContentListRow[]; total: number }> {
  const { rows, total } = await kind.list(db, query);
  const ids = rows.map((row) => row.id);
  const items = await findContentItems(db, kind.kind, ids);
  const schedules = await findSchedules(db, kind.kind, ids);
  return {
    total,
    rows: rows.map((row) => {
      const item = items.get(row.id)!;
      const schedule = schedules.get(row.id)!;
      if (item.draft === null) {
        const missingLanguages = API_LANGUAGES.filter((language) => row.title[language] === null);
        return { ...status(item, row.published, schedule), missingLanguages, title: row.title, liveTitle: row.title, sort: row.sort };
      }
      const draft = JSON.parse(item.draft) as Document;
      return { ...status(item, row.published, schedule), missingLanguages: kind.missingLanguages(draft), title: kind.titles(draft), liveTitle: row.title, sort: sortOf(draft) };
    }),
  };
}

function status(item: ContentItemState, published: boolean, schedule: ContentSchedule) {
  return {
    schedule,
    id: item.itemId,
    revision: item.revision,
    published,
    hasDraft: item.draft !== null,
    draftBy: item.draftBy,
    draftAt: item.draftAt,
  };
}
