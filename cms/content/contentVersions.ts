import type { Kysely } from 'kysely';
import type { ContentVersion, ContentVersionOrigin } from '../../contract/content/protocol';
import type { Database } from '../db/schema';

export type ContentVersionRow = ContentVersion;

const VERSION_COLUMNS = [
  'content_version.number',
  'content_version.origin',
  'content_version.published_by as publishedBy',
  'staff_user.display_name as publisherName',
  'content_version.published_at as publishedAt',
] as const;

/** An item's versions, each beside the staff user who published it (none for the seed's, an import's, or a deleted user's). */
const versionsOf = (db: Kysely<Database>, kind: string, itemId: number) =>
  db
    .selectFrom('content_version')
    .leftJoin('staff_user', 'staff_user.email', 'content_version.published_by')
    .where('content_version.kind', '=', kind)
    .where('content_version.item_id', '=', itemId);

/** Keeps a document that went live as the item's next version; answers its number. */
export async function insertContentVersion(
  db: Kysely<Database>,
  version: { kind: string; itemId: number; document: string; origin: ContentVersionOrigin; publishedBy: string; publishedAt: string },
): Promise<number> {
  const last = await db
    .selectFrom('content_version')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('kind', '=', version.kind)
    .where('item_id', '=', version.itemId)
    .executeTakeFirst();
  const number = Number(last?.number ?? 0) + 1;
  await db
    .insertInto('content_version')
    .values({
      kind: version.kind,
      item_id: version.itemId,
      number,
      document: version.document,
      origin: version.origin,
      published_by: version.publishedBy,
      published_at: version.publishedAt,
    })
    .execute();
  return number;
}

export async function listContentVersions(
  db: Kysely<Database>,
  kind: string,
  itemId: number,
  page: { offset: number; limit: number; newestFirst: boolean },
): Promise<{ rows: ContentVersionRow[]; total: number }> {
  const rows = await versionsOf(db, kind, itemId)
    .select(VERSION_COLUMNS)
    .orderBy('content_version.number', page.newestFirst ? 'desc' : 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { total } = await versionsOf(db, kind, itemId).select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  return { rows: rows.map(asVersion), total: Number(total) };
}

export async function findContentVersion(
  db: Kysely<Database>,
  kind: string,
  itemId: number,
  number: number,
): Promise<(ContentVersionRow & { document: string }) | undefined> {
  const row = await versionsOf(db, kind, itemId)
    .select([...VERSION_COLUMNS, 'content_version.document'])
    .where('content_version.number', '=', number)
    .executeTakeFirst();
  return row && { ...asVersion(row), document: row.document };
}

/** The items of `itemIds` that have at least one version. */
export async function itemsWithVersions(db: Kysely<Database>, kind: string, itemIds: number[]): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('content_version')
    .select('item_id')
    .distinct()
    .where('kind', '=', kind)
    .where('item_id', 'in', itemIds)
    .execute();
  return new Set(rows.map((row) => Number(row.item_id)));
}

/** The column holds only the origins this code writes (migration 030 and later). */
const asVersion = (row: { number: number; origin: string; publishedBy: string; publisherName: string | null; publishedAt: string }): ContentVersionRow => ({
  number: row.number,
  origin: row.origin as ContentVersionOrigin,
  publishedBy: row.publishedBy,
  publisherName: row.publisherName,
  publishedAt: row.publishedAt,
});

export async function deleteContentVersions(db: Kysely<Database>, kind: string, itemId: number): Promise<void> {
  await db.deleteFrom('content_version').where('kind', '=', kind).where('item_id', '=', itemId).execute();
}
