import type { Kysely } from 'kysely';
import type { ContentMove, ContentRecord } from '../../contract/content/protocol';
import type { TranslatedLanguage } from '../../contract/content/translation';
import type { Database } from '../db/schema';
import { CmsError } from '../http/cmsError';
import { advanceRevision, deleteContentItem, findContentItems } from './contentItems';
import { deleteContentVersions, findContentVersion } from './contentVersions';
import type { ContentKindDefinition } from './contentKind';
import { conflict, contentNotFound, readListPage, readWorkingCopy, requireRecord, WHOLE_LIST } from './contentRecords';
import { withSort } from './documentSort';
import { keepOriginal } from './originalVersions';
import { deleteSchedules } from './scheduling/contentSchedules';
import { deleteContentTranslations } from './translations/contentTranslations';
import { trackTranslation } from './translations/translationTracking';

/** Who makes a change and when: kept with a draft and a published version. */
export interface ContentActor {
  email: string;
  at: string;
}

const draftOf = (document: unknown, actor: ContentActor) => ({ draft: JSON.stringify(document), draftBy: actor.email, draftAt: actor.at });

/**
 * An item the back office has never changed (revision 0) whose live rows no version holds (written
 * by SQL rather than the seed or an import, which keep theirs) keeps them as version 1 before its
 * first draft, so its state before the first edit can be restored like any other's.
 */
async function keepOriginalBeforeFirstEdit<Document>(trx: Kysely<Database>, kind: ContentKindDefinition<Document>, id: number, revision: number, actor: ContentActor) {
  if (revision === 0) await keepOriginal(trx, kind, id, { origin: 'original', at: actor.at });
}

/** A new item: its live rows, unpublished, and its draft, at revision 1. */
export async function createItem<Document>(db: Kysely<Database>, kind: ContentKindDefinition<Document>, document: Document, actor: ContentActor) {
  return db.transaction().execute(async (trx) => {
    await kind.check(trx, document, null);
    const id = await kind.create(trx, document);
    await advanceRevision(trx, kind.kind, id, 0, draftOf(document, actor));
    return requireRecord(trx, kind, id);
  });
}

/**
 * Saves the working copy, made from `revision`: nothing reaches the live rows. The translations
 * follow (cms/content/translations): a changed source text makes the others out of date; a changed
 * translation, or one the translator confirms (`upToDate`) unchanged, is up to date.
 */
export async function saveDraft<Document>(
  db: Kysely<Database>,
  kind: ContentKindDefinition<Document>,
  id: number,
  change: { revision: number; document: Document; upToDate?: readonly TranslatedLanguage[] },
  actor: ContentActor,
): Promise<ContentRecord<Document>> {
  return db.transaction().execute(async (trx) => {
    const before = await readWorkingCopy(trx, kind, id);
    if (!before) throw contentNotFound();
    await kind.check(trx, change.document, id);
    await keepOriginalBeforeFirstEdit(trx, kind, id, change.revision, actor);
    if (!(await advanceRevision(trx, kind.kind, id, change.revision, draftOf(change.document, actor)))) return conflict(trx, kind, id);
    await trackTranslation(trx, kind, id, { before: before.document, after: change.document }, change.upToDate ?? [], actor);
    return requireRecord(trx, kind, id);
  });
}

/** Deletes the item's live rows (the kind refuses while other content uses it), its draft, its versions and its schedule; answers what it was. */
export async function deleteItem<Document>(db: Kysely<Database>, kind: ContentKindDefinition<Document>, id: number): Promise<ContentRecord<Document>> {
  return db.transaction().execute(async (trx) => {
    const record = await requireRecord(trx, kind, id);
    await kind.remove(trx, id);
    await deleteContentItem(trx, kind.kind, id);
    await deleteContentVersions(trx, kind.kind, id);
    await deleteSchedules(trx, kind.kind, id);
    await deleteContentTranslations(trx, kind.kind, id);
    return record;
  });
}

/**
 * Puts the items in the order given (positions 0, 1, 2…): each whose position changes gets a
 * draft with it, like any other edit, so the new order goes live when published.
 */
export async function reorderItems<Document>(
  db: Kysely<Database>,
  kind: ContentKindDefinition<Document>,
  ids: number[],
  actor: ContentActor,
): Promise<Array<ContentRecord<Document>>> {
  if (new Set(ids).size !== ids.length) throw new CmsError(400, 'contentOrderInvalid', { field: 'ids' });
  return db.transaction().execute(async (trx) => {
    await placeItems(trx, kind, ids.map((id, sort) => ({ id, sort })), actor);
    const records: Array<ContentRecord<Document>> = [];
    for (const id of ids) records.push(await requireRecord(trx, kind, id));
    return records;
  });
}

/**
 * Moves one item, as it was at `revision`, to a position (1 for the first) of its kind's whole
 * list in position order, whatever page the editor sees it on. The list is numbered anew from
 * its lowest position, so only the items whose position changes get drafts.
 */
export async function moveItem<Document>(
  db: Kysely<Database>,
  kind: ContentKindDefinition<Document>,
  id: number,
  move: ContentMove,
  actor: ContentActor,
): Promise<ContentRecord<Document>> {
  return db.transaction().execute(async (trx) => {
    const record = await requireRecord(trx, kind, id);
    if (record.revision !== move.revision) return conflict(trx, kind, id);
    const { rows } = await readListPage(trx, kind, { offset: 0, limit: WHOLE_LIST, sortField: 'sort', descending: false, filter: {} });
    if (move.position > rows.length) throw new CmsError(400, 'contentOrderInvalid', { field: 'position' });
    const ids = rows.map((row) => row.id).filter((other) => other !== id);
    ids.splice(move.position - 1, 0, id);
    const first = Math.min(...rows.map((row) => row.sort));
    // The rows carry each item's position (its draft's, if any): only the items it changes for are read and saved.
    const positionOf = new Map(rows.map((row) => [row.id, row.sort]));
    const placements = ids.map((other, index) => ({ id: other, sort: first + index })).filter((placed) => positionOf.get(placed.id) !== placed.sort);
    await placeItems(trx, kind, placements, actor);
    return requireRecord(trx, kind, id);
  });
}

/** Gives each item its position, saving a draft of each whose position changes. */
async function placeItems<Document>(
  trx: Kysely<Database>,
  kind: ContentKindDefinition<Document>,
  placements: Array<{ id: number; sort: number }>,
  actor: ContentActor,
): Promise<void> {
  const items = await findContentItems(trx, kind.kind, placements.map((placed) => placed.id));
  for (const { id, sort } of placements) {
    const live = await kind.load(trx, id);
    if (!live) throw new CmsError(400, 'contentOrderInvalid', { field: 'ids' });
    const item = items.get(id)!;
    const current = item.draft === null ? live.document : (JSON.parse(item.draft) as Document);
    const moved = withSort(current, sort);
    if (JSON.stringify(moved) === JSON.stringify(current)) continue;
    await keepOriginalBeforeFirstEdit(trx, kind, id, item.revision, actor);
    await advanceRevision(trx, kind.kind, id, item.revision, draftOf(moved, actor));
  }
}

/** Makes a published version's document the draft again, from `revision`; it goes live when published. */
export async function restoreVersion<Document>(
  db: Kysely<Database>,
  kind: ContentKindDefinition<Document>,
  id: number,
  number: number,
  revision: number,
  actor: ContentActor,
): Promise<ContentRecord<Document>> {
  return db.transaction().execute(async (trx) => {
    const before = await readWorkingCopy(trx, kind, id);
    if (!before) throw contentNotFound();
    const version = await findContentVersion(trx, kind.kind, id, number);
    if (!version) throw new CmsError(404, 'contentVersionNotFound');
    const document = JSON.parse(version.document) as Document;
    if (!(await advanceRevision(trx, kind.kind, id, revision, draftOf(document, actor)))) return conflict(trx, kind, id);
    await trackTranslation(trx, kind, id, { before: before.document, after: document }, [], actor);
    return requireRecord(trx, kind, id);
  });
}
