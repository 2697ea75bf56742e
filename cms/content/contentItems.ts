import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** An item's working copy and revision; an item without a row is at revision 0 with no draft. */
export interface ContentItemState {
  itemId: number;
  /** The draft document as JSON, or null. */
  draft: string | null;
  revision: number;
  draftBy: string | null;
  draftAt: string | null;
}

/** What a change writes with the new revision: a new draft, no draft (published), or the same draft. */
export type DraftChange = { draft: string; draftBy: string; draftAt: string } | { draft: null } | 'keep';

const NO_ITEM = { draft: null, revision: 0, draftBy: null, draftAt: null };

function itemQuery(db: Kysely<Database>, kind: string) {
  return db
    .selectFrom('content_item')
    .select(['item_id as itemId', 'draft', 'revision', 'draft_by as draftBy', 'draft_at as draftAt'])
    .where('kind', '=', kind);
}

export async function findContentItem(db: Kysely<Database>, kind: string, itemId: number): Promise<ContentItemState> {
  return (await itemQuery(db, kind).where('item_id', '=', itemId).executeTakeFirst()) ?? { itemId, ...NO_ITEM };
}

/** The states of a page of items, by id; the items without a row answer the empty state. */
export async function findContentItems(db: Kysely<Database>, kind: string, itemIds: number[]): Promise<Map<number, ContentItemState>> {
  const rows = itemIds.length === 0 ? [] : await itemQuery(db, kind).where('item_id', 'in', itemIds).execute();
  const found = new Map(rows.map((row) => [row.itemId, row]));
  return new Map(itemIds.map((itemId) => [itemId, found.get(itemId) ?? { itemId, ...NO_ITEM }]));
}

/**
 * Raises the item's revision from `expected`, writing `change` with it; answers false when the
 * item is no longer at `expected` (someone changed it meanwhile). The compare and the write are
 * one statement, so of two changes made from the same revision exactly one succeeds.
 */
export async function advanceRevision(db: Kysely<Database>, kind: string, itemId: number, expected: number, change: DraftChange): Promise<boolean> {
  const columns = change === 'keep' ? {} : { draft: change.draft, draft_by: change.draft === null ? null : change.draftBy, draft_at: change.draft === null ? null : change.draftAt };
  if (expected === 0) {
    const inserted = await db
      .insertInto('content_item')
      .values({ kind, item_id: itemId, revision: 1, draft: null, draft_by: null, draft_at: null, ...columns })
      .onConflict((conflict) => conflict.columns(['kind', 'item_id']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
  }
  const updated = await db
    .updateTable('content_item')
    .set((eb) => ({ revision: eb('revision', '+', 1), ...columns }))
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .where('revision', '=', expected)
    .executeTakeFirst();
  return updated.numUpdatedRows === 1n;
}

/** Every item with a draft waiting to be published, of any kind. */
export async function listPendingItems(db: Kysely<Database>): Promise<Array<{ kind: string; itemId: number; revision: number }>> {
  return db
    .selectFrom('content_item')
    .select(['kind', 'item_id as itemId', 'revision'])
    .where('draft', 'is not', null)
    .orderBy('kind')
    .orderBy('item_id')
    .execute();
}

/** How many items, of every kind, have a draft not published yet (new items included). */
export async function countPendingItems(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('content_item').select((eb) => eb.fn.countAll().as('count')).where('draft', 'is not', null).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteContentItem(db: Kysely<Database>, kind: string, itemId: number): Promise<void> {
  await db.deleteFrom('content_item').where('kind', '=', kind).where('item_id', '=', itemId).execute();
}
