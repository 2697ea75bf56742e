import type { Kysely } from 'kysely';
import type { FriendlyLink } from '../../../contract/entities/friendlyLink';
import type { ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';

export async function listFriendlyLinks(db: Kysely<Database>, language: ApiLanguage): Promise<FriendlyLink[]> {
  const rows = await db
    .selectFrom('friendly_link')
    .select(['blogroll_id', 'blogroll_name', 'blogroll_link'])
    .where('language', '=', language)
    .where('published', '=', 1)
    .orderBy('sort')
    .orderBy('blogroll_id')
    .execute();
  return rows.map((row) => ({
    blogrollId: row.blogroll_id,
    blogrollName: row.blogroll_name,
    blogrollLink: row.blogroll_link,
  }));
}
