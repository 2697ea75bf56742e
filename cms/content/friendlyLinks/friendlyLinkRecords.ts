import type { Kysely, Selectable } from 'kysely';
import type { ApiLanguage } from '../../../contract/language';
import type { Database, FriendlyLinkTable } from '../../db/schema';
import type { PageRequest, RecordPage } from '../../db/recordPage';

/** Friendly links as the back office reads and removes them: every live row, published or not (the open API's reads are in friendlyLinks.ts). */

export type FriendlyLinkRecord = Selectable<FriendlyLinkTable>;

export const FRIENDLY_LINK_ORDERS = ['sort', 'name', 'id'] as const;

export async function listFriendlyLinkRecords(
  db: Kysely<Database>,
  filter: { language?: ApiLanguage | undefined },
  order: (typeof FRIENDLY_LINK_ORDERS)[number],
  page: PageRequest,
): Promise<RecordPage<FriendlyLinkRecord>> {
  let query = db.selectFrom('friendly_link');
  if (filter.language !== undefined) query = query.where('language', '=', filter.language);
  const { total } = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const direction = page.descending ? 'desc' : 'asc';
  let ordered = query.selectAll();
  // By position within each language: each language's footer has its own links.
  ordered = order === 'sort' ? ordered.orderBy('language', direction).orderBy('sort', direction) : ordered.orderBy(order === 'name' ? 'blogroll_name' : 'blogroll_id', direction);
  const rows = await ordered.orderBy('blogroll_id', direction).limit(page.limit).offset(page.offset).execute();
  return { rows, total: Number(total) };
}

export async function findFriendlyLinkRecord(db: Kysely<Database>, blogrollId: number): Promise<FriendlyLinkRecord | undefined> {
  return db.selectFrom('friendly_link').selectAll().where('blogroll_id', '=', blogrollId).executeTakeFirst();
}

export async function deleteFriendlyLink(db: Kysely<Database>, blogrollId: number): Promise<void> {
  await db.deleteFrom('friendly_link').where('blogroll_id', '=', blogrollId).execute();
}
