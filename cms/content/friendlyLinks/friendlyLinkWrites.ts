import type { Kysely } from 'kysely';
import type { ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';
import type { InsertOptions } from '../../db/insertOptions';

export interface FriendlyLinkWrite {
  language: ApiLanguage;
  name: string;
  link: string;
  sort: number;
}

export const friendlyLinkColumns = (link: FriendlyLinkWrite) => ({ language: link.language, blogroll_name: link.name, blogroll_link: link.link, sort: link.sort });

export async function insertFriendlyLink(db: Kysely<Database>, link: FriendlyLinkWrite, { published = true }: InsertOptions = {}): Promise<number> {
  const { blogroll_id } = await db
    .insertInto('friendly_link')
    .values({ ...friendlyLinkColumns(link), published: published ? 1 : 0 })
    .returning('blogroll_id')
    .executeTakeFirstOrThrow();
  return blogroll_id;
}

/** Answers false when the link is no longer there. */
export async function updateFriendlyLink(db: Kysely<Database>, blogrollId: number, link: FriendlyLinkWrite): Promise<boolean> {
  const result = await db.updateTable('friendly_link').set(friendlyLinkColumns(link)).where('blogroll_id', '=', blogrollId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
