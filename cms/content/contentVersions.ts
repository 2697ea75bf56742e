import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ContentVersionRow {
  number: number;
  publishedBy: string;
  publishedAt: string;
}

/** Keeps a published document as the item's next version; answers its number. */
export async function insertContentVersion(
  db: Kysely<Database>,
  version: { kind: string; itemId: number; document: string; publishedBy: string; publishedAt: string },
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
  const ofItem = db.selectFrom('content_version').where('kind', '=', kind).where('item_id', '=', itemId);
  const rows = await ofItem
    .select(['number', 'published_by as publishedBy', 'published_at as publishedAt'])
    .orderBy('number', page.newestFirst ? 'desc' : 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { total } = await ofItem.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

export async function findContentVersion(
  db: Kysely<Database>,
  kind: string,
  itemId: number,
  number: number,
): Promise<(ContentVersionRow & { document: string }) | undefined> {
  return db
    .selectFrom('content_version')
    .select(['number', 'published_by as publishedBy', 'published_at as publishedAt', 'document'])
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .where('number', '=', number)
    .executeTakeFirst();
}

export async function deleteContentVersions(db: Kysely<Database>, kind: string, itemId: number): Promise<void> {
  await db.deleteFrom('content_version').where('kind', '=', kind).where('item_id', '=', itemId).execute();
}
