import type { Kysely } from 'kysely';
import { API_LANGUAGES } from '../../contract/language';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../contract/content/translation';
import type { ContentConflict, ContentListRow, ContentRecord } from '../../contract/content/protocol';
import type { ContentSchedule } from '../../contract/content/schedule';
import type { Database } from '../db/schema';
import { CmsError } from '../http/cmsError';
import { findContentItems, type ContentItemState } from './contentItems';
import type { ContentKindDefinition, ContentListQuery } from './contentKind';
import { sortOf } from './documentSort';
import { findSchedule, findSchedules } from './scheduling/contentSchedules';
import { findOutOfDateLanguages } from './translations/contentTranslations';
import { translationFilterOf } from './translations/translationFilter';
import { sourceChangesOf } from './translations/translationTracking';

export const contentNotFound = () => new CmsError(404, 'contentNotFound');

/** An item's working copy (its draft, else what is live), with its state. */
export interface WorkingCopy<Document> {
  item: ContentItemState;
  published: boolean;
  document: Document;
}

/**
 * The working copies of items, by id; an item with no live rows is left out. Without the rest of
 * a record (schedule, translation diffs), for a caller that reads only the document.
 */
export async function readWorkingCopies<Document>(
  db: Kysely<Database>,
  kind: ContentKindDefinition<Document>,
  ids: readonly number[],
): Promise<Map<number, WorkingCopy<Document>>> {
  const items = await findContentItems(db, kind.kind, [...ids]);
  const copies = new Map<number, WorkingCopy<Document>>();
  for (const id of ids) {
    const live = await kind.load(db, id);
    if (!live) continue;
    const item = items.get(id)!;
    copies.set(id, { item, published: live.published, document: item.draft === null ? live.document : (JSON.parse(item.draft) as Document) });
  }
  return copies;
}

export async function readWorkingCopy<Document>(db: Kysely<Database>, kind: ContentKindDefinition<Document>, id: number): Promise<WorkingCopy<Document> | null> {
  return (await readWorkingCopies(db, kind, [id])).get(id) ?? null;
}

/** The item's record, its working copy being the draft or else what is live; null when there is no such item. */
export async function readRecord<Document>(db: Kysely<Database>, kind: ContentKindDefinition<Document>, id: number): Promise<ContentRecord<Document> | null> {
  const copy = await readWorkingCopy(db, kind, id);
  if (!copy) return null;
  const { item, published, document } = copy;
  const sourceChanges = await sourceChangesOf(db, kind, id, document);
  const outOfDateLanguages = TRANSLATED_LANGUAGES.filter((language) => sourceChanges[language] !== undefined);
  const schedule = await findSchedule(db, kind.kind, id);
  return { ...status(item, published, schedule, outOfDateLanguages), missingLanguages: kind.missingLanguages(document), document, sourceChanges };
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
 * A filter by translation status (`translation`, the same for every kind) reads the whole list
 * too, to its end, and keeps the rows in that status before the page is cut.
 */
export async function readListPage<Document>(
  db: Kysely<Database>,
  kind: ContentKindDefinition<Document>,
  query: ContentListQuery,
): Promise<{ rows: ContentListRow[]; total: number }> {
  const { kindFilter, keep } = translationFilterOf(kind, query.filter);
  const asked = { ...query, filter: kindFilter };
  if (asked.sortField !== 'sort' && !keep) return readRows(db, kind, asked);
  const wholeList = { ...asked, offset: 0, limit: WHOLE_LIST, descending: asked.sortField === 'sort' ? false : asked.descending };
  const whole = keep ? await readKept(db, kind, wholeList, keep) : await readRows(db, kind, wholeList);
  const ordered = asked.sortField === 'sort' ? [...whole.rows].sort((a, b) => a.sort - b.sort) : whole.rows;
  if (asked.sortField === 'sort' && asked.descending) ordered.reverse();
  return { total: whole.total, rows: ordered.slice(query.offset, query.offset + query.limit) };
}

/**
 * The rows of the whole list that `keep` keeps, in the kind's order: read WHOLE_LIST at a time to
 * its end, so a filter by translation status misses none of a list of any length.
 */
async function readKept<Document>(
  db: Kysely<Database>,
  kind: ContentKindDefinition<Document>,
  query: ContentListQuery,
  keep: (row: ContentListRow) => boolean,
): Promise<{ rows: ContentListRow[]; total: number }> {
  const kept: ContentListRow[] = [];
  for (let offset = 0; ; offset += WHOLE_LIST) {
    const { rows, total } = await readRows(db, kind, { ...query, offset });
    kept.push(...rows.filter(keep));
    if (rows.length === 0 || offset + WHOLE_LIST >= total) return { rows: kept, total: kept.length };
  }
}

async function readRows<Document>(db: Kysely<Database>, kind: ContentKindDefinition<Document>, query: ContentListQuery): Promise<{ rows: ContentListRow[]; total: number }> {
  const { rows, total } = await kind.list(db, query);
  const ids = rows.map((row) => row.id);
  const items = await findContentItems(db, kind.kind, ids);
  const schedules = await findSchedules(db, kind.kind, ids);
  const outOfDate = await findOutOfDateLanguages(db, kind.kind, ids);
  return {
    total,
    rows: rows.map((row) => {
      const item = items.get(row.id)!;
      const schedule = schedules.get(row.id)!;
      const outOfDateLanguages = outOfDate.get(row.id) ?? [];
      if (item.draft === null) {
        const missingLanguages = API_LANGUAGES.filter((language) => row.title[language] === null);
        return { ...status(item, row.published, schedule, outOfDateLanguages), missingLanguages, title: row.title, liveTitle: row.title, sort: row.sort };
      }
      const draft = JSON.parse(item.draft) as Document;
      return {
        ...status(item, row.published, schedule, outOfDateLanguages),
        missingLanguages: kind.missingLanguages(draft),
        title: kind.titles(draft),
        liveTitle: row.title,
        sort: sortOf(draft),
      };
    }),
  };
}

function status(item: ContentItemState, published: boolean, schedule: ContentSchedule, outOfDateLanguages: TranslatedLanguage[]) {
  return {
    schedule,
    id: item.itemId,
    revision: item.revision,
    published,
    outOfDateLanguages,
    hasDraft: item.draft !== null,
    draftBy: item.draftBy,
    draftAt: item.draftAt,
  };
}
