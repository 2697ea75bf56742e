import type { Kysely } from 'kysely';
import type { Tag, TagGroup } from '../../../contract/entities/tag';
import type { ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';

export async function listTags(db: Kysely<Database>, language: ApiLanguage, group?: TagGroup): Promise<Tag[]> {
  let query = db
    .selectFrom('tag as g')
    .innerJoin('tag_i18n as t', (join) => join.onRef('t.tag_id', '=', 'g.tag_id').on('t.language', '=', language))
    .select(['g.tag_id', 'g.tag_group', 't.tag_name'])
    .where('g.published', '=', 1)
    .orderBy('g.tag_group')
    .orderBy('g.sort')
    .orderBy('g.tag_id');
  if (group) query = query.where('g.tag_group', '=', group);
  const rows = await query.execute();
  return rows.map((row) => ({ tagId: row.tag_id, tagGroup: row.tag_group as TagGroup, tagName: row.tag_name }));
}
