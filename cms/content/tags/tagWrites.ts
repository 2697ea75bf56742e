import type { Kysely } from 'kysely';
import type { TagGroup } from '../../../contract/entities/tag';
import type { ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';
import type { InsertOptions } from '../../db/insertOptions';

export interface TagWrite {
  group: TagGroup;
  sort: number;
  /** The tag's name in each language it has; a language left out is removed. */
  names: Partial<Record<ApiLanguage, string>>;
}

/** Inserts a tag, published unless told otherwise (the back office creates them unpublished). */
export async function insertTag(db: Kysely<Database>, tag: TagWrite, { published = true }: InsertOptions = {}): Promise<number> {
  const { tag_id } = await db
    .insertInto('tag')
    .values({ tag_group: tag.group, sort: tag.sort, published: published ? 1 : 0 })
    .returning('tag_id')
    .executeTakeFirstOrThrow();
  await writeNames(db, tag_id, tag.names);
  return tag_id;
}

/** Answers false when the tag is no longer there. */
export async function updateTag(db: Kysely<Database>, tagId: number, tag: TagWrite): Promise<boolean> {
  const result = await db.updateTable('tag').set({ tag_group: tag.group, sort: tag.sort }).where('tag_id', '=', tagId).executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await writeNames(db, tagId, tag.names);
  return true;
}

async function writeNames(db: Kysely<Database>, tagId: number, names: TagWrite['names']): Promise<void> {
  const rows = Object.entries(names).map(([language, tag_name]) => ({ tag_id: tagId, language, tag_name }));
  await db.deleteFrom('tag_i18n').where('tag_id', '=', tagId).where('language', 'not in', rows.map((row) => row.language)).execute();
  await db
    .insertInto('tag_i18n')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['tag_id', 'language']).doUpdateSet((eb) => ({ tag_name: eb.ref('excluded.tag_name') })))
    .execute();
}

/** Deletes a tag and its names; the caller has made sure no article carries it. */
export async function deleteTag(db: Kysely<Database>, tagId: number): Promise<void> {
  await db.deleteFrom('tag').where('tag_id', '=', tagId).execute();
}
