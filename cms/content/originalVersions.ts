import type { Kysely } from 'kysely';
import type { ContentVersionOrigin } from '../../contract/content/protocol';
import { ORIGINAL_VERSIONS } from '../db/migrations/030_original_versions';
import type { Database } from '../db/schema';
import type { ContentKindDefinition } from './contentKind';
import { insertContentVersion, itemsWithVersions } from './contentVersions';

/**
 * Live rows written outside the back office (the seed, an import) are kept as versions like a
 * publish's, so that an item's state before its first edit is in its history and can be restored.
 * No staff user wrote them: such a version names its origin and no publisher.
 */
export interface KeptBy {
  origin: Exclude<ContentVersionOrigin, 'published'>;
  at: string;
}

/** Items read per page when every item of a kind is looked at. */
const PAGE = 500;

/** Keeps what the item's live rows hold now as its next version: after the seed or an import wrote them. */
export async function keepLiveVersion<Document>(db: Kysely<Database>, kind: ContentKindDefinition<Document>, id: number, by: KeptBy): Promise<void> {
  const live = await kind.load(db, id);
  if (!live) throw new Error(`${kind.kind} ${id} has no live rows to keep as a version`);
  await insertVersion(db, kind, id, live.document, by);
}

const insertVersion = <Document>(db: Kysely<Database>, kind: ContentKindDefinition<Document>, id: number, document: Document, by: KeptBy) =>
  insertContentVersion(db, { kind: kind.kind, itemId: id, document: JSON.stringify(document), origin: by.origin, publishedBy: '', publishedAt: by.at });

/**
 * Keeps the item's live rows as its version 1 unless it has a version: before something outside
 * the back office overwrites them. An item that is gone (deleted by an editor) has nothing to keep.
 */
export async function keepOriginal<Document>(db: Kysely<Database>, kind: ContentKindDefinition<Document>, id: number, by: KeptBy): Promise<void> {
  if ((await itemsWithVersions(db, kind.kind, [id])).has(id)) return;
  const live = await kind.load(db, id);
  if (live) await insertVersion(db, kind, id, live.document, by);
}

/** Every item of the kinds without a version gets its live rows as version 1; answers how many did. */
export async function keepOriginals(db: Kysely<Database>, kinds: ReadonlyArray<ContentKindDefinition<unknown>>, by: KeptBy): Promise<number> {
  let kept = 0;
  for (const kind of kinds) {
    for (let offset = 0; ; offset += PAGE) {
      const { rows } = await kind.list(db, { offset, limit: PAGE, sortField: 'id', descending: false, filter: {} });
      const ids = rows.map((row) => row.id);
      const versioned = await itemsWithVersions(db, kind.kind, ids);
      for (const id of ids.filter((one) => !versioned.has(one))) {
        await keepLiveVersion(db, kind, id, by);
        kept += 1;
      }
      if (rows.length < PAGE) break;
    }
  }
  return kept;
}

/**
 * What migration 030 left to do on a database that held content before it (see there): every
 * item without a version gets its live rows as version 1, origin `original`. Once: the row that
 * asks for it is deleted in the same transaction, so of instances starting side by side one does
 * it and the others, waiting on that row, find nothing owed. Answers how many items got one, or
 * null when nothing was owed.
 */
export async function keepOwedOriginals(db: Kysely<Database>, kinds: ReadonlyArray<ContentKindDefinition<unknown>>, at: string): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const owed = await trx.deleteFrom('pending_backfill').where('name', '=', ORIGINAL_VERSIONS).executeTakeFirst();
    if (owed.numDeletedRows === 0n) return null;
    return keepOriginals(trx, kinds, { origin: 'original', at });
  });
}
