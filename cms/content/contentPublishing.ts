import type { Kysely } from 'kysely';
import type { ContentRecord } from '../../contract/content/protocol';
import type { Database } from '../db/schema';
import { advanceRevision, findContentItem, listPendingItems } from './contentItems';
import { insertContentVersion } from './contentVersions';
import { listImagesLackingAlt, type ImageLackingAlt } from '../media/mediaAssets';
import type { ContentActor } from './contentEdits';
import type { ContentKindDefinition } from './contentKind';
import { refuseImagesWithoutAlt } from './imageAltCheck';
import { conflict, contentNotFound, requireRecord } from './contentRecords';
import { redirectMovedPages } from '../redirects/movedPages';

/**
 * Within a transaction: the item's working copy goes live (applied to the live rows, marked
 * published, kept as a version; a page it moves redirects from its old address) and its draft is cleared, from `revision`, unless it shows a
 * picture of `lacking` without alternative text (`refuseImagesWithoutAlt`). The revision is taken
 * first, so a concurrent change from the same revision waits for it and is then refused.
 */
async function publishInTransaction<Document>(
  trx: Kysely<Database>,
  kind: ContentKindDefinition<Document>,
  id: number,
  revision: number,
  actor: ContentActor,
  lacking: ImageLackingAlt[],
): Promise<void> {
  const live = await kind.load(trx, id);
  if (!live) throw contentNotFound();
  const item = await findContentItem(trx, kind.kind, id);
  if (!(await advanceRevision(trx, kind.kind, id, revision, { draft: null }))) return conflict(trx, kind, id);
  const document = item.draft === null ? live.document : (JSON.parse(item.draft) as Document);
  await kind.check(trx, document, id);
  refuseImagesWithoutAlt(lacking, kind, document);
  if (live.published && kind.pageAddresses) {
    await redirectMovedPages(trx, { before: kind.pageAddresses(live.document), after: kind.pageAddresses(document) }, actor);
  }
  await kind.apply(trx, id, document);
  await kind.setPublished(trx, id, true);
  await insertContentVersion(trx, { kind: kind.kind, itemId: id, document: JSON.stringify(document), origin: 'published', publishedBy: actor.email, publishedAt: actor.at });
}

export async function publishItem<Document>(
  db: Kysely<Database>,
  kind: ContentKindDefinition<Document>,
  id: number,
  revision: number,
  actor: ContentActor,
): Promise<ContentRecord<Document>> {
  return db.transaction().execute(async (trx) => {
    await publishInTransaction(trx, kind, id, revision, actor, await listImagesLackingAlt(trx));
    return requireRecord(trx, kind, id);
  });
}

/** The site stops showing the item; its draft, if any, stays. */
export async function unpublishItem<Document>(
  db: Kysely<Database>,
  kind: ContentKindDefinition<Document>,
  id: number,
  revision: number,
): Promise<ContentRecord<Document>> {
  return db.transaction().execute(async (trx) => {
    if (!(await kind.load(trx, id))) throw contentNotFound();
    if (!(await advanceRevision(trx, kind.kind, id, revision, 'keep'))) return conflict(trx, kind, id);
    await kind.setPublished(trx, id, false);
    return requireRecord(trx, kind, id);
  });
}

/**
 * Publishes every item with a draft, of every kind given, in one transaction: all go live or,
 * when one is refused (a check fails), none. Answers what was published.
 */
export async function publishPendingItems(
  db: Kysely<Database>,
  kinds: ReadonlyArray<ContentKindDefinition<unknown>>,
  actor: ContentActor,
): Promise<Array<{ kind: string; id: number }>> {
  const byName = new Map(kinds.map((kind) => [kind.kind as string, kind]));
  return db.transaction().execute(async (trx) => {
    const published: Array<{ kind: string; id: number }> = [];
    const pendingItems = await listPendingItems(trx);
    // Publishing changes no picture: what lacks alternative text is read once for all items.
    const lacking = pendingItems.length > 0 ? await listImagesLackingAlt(trx) : [];
    for (const pending of pendingItems) {
      const kind = byName.get(pending.kind);
      if (!kind) continue;
      await publishInTransaction(trx, kind, pending.itemId, pending.revision, actor, lacking);
      published.push({ kind: pending.kind, id: pending.itemId });
    }
    return published;
  });
}
