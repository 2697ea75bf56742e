import type { Kysely } from 'kysely';
import type { ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';
import type { InsertOptions } from '../../db/insertOptions';

export interface CategoryWrite {
  classifyType: number;
  parentId: number | null;
  outLink: string;
  sort: number;
  /** The category's name in each language it has; a language left out is removed. */
  names: Partial<Record<ApiLanguage, string>>;
}

/** Inserts a category, published unless told otherwise (the back office creates them unpublished). */
export async function insertCategory(db: Kysely<Database>, category: CategoryWrite, { published = true }: InsertOptions = {}): Promise<number> {
  const { classify_id } = await db
    .insertInto('classify')
    .values({ classify_type: category.classifyType, parent_id: category.parentId, out_link: category.outLink, sort: category.sort, published: published ? 1 : 0 })
    .returning('classify_id')
    .executeTakeFirstOrThrow();
  await writeNames(db, classify_id, category.names);
  return classify_id;
}

/** Answers false when the category is no longer there. */
export async function updateCategory(db: Kysely<Database>, classifyId: number, category: CategoryWrite): Promise<boolean> {
  const result = await db
    .updateTable('classify')
    .set({ classify_type: category.classifyType, parent_id: category.parentId, out_link: category.outLink, sort: category.sort })
    .where('classify_id', '=', classifyId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await writeNames(db, classifyId, category.names);
  return true;
}

async function writeNames(db: Kysely<Database>, classifyId: number, names: CategoryWrite['names']): Promise<void> {
  const rows = Object.entries(names).map(([language, classify_name]) => ({ classify_id: classifyId, language, classify_name }));
  await db
    .deleteFrom('classify_i18n')
    .where('classify_id', '=', classifyId)
    .where('language', 'not in', rows.map((row) => row.language))
    .execute();
  await db
    .insertInto('classify_i18n')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['classify_id', 'language']).doUpdateSet((eb) => ({ classify_name: eb.ref('excluded.classify_name') })))
    .execute();
}

/** The root of a classify type's tree (each type has one), if there is one. */
export async function findRootCategory(db: Kysely<Database>, classifyType: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('classify')
    .select('classify_id')
    .where('classify_type', '=', classifyType)
    .where('parent_id', 'is', null)
    .orderBy('classify_id')
    .executeTakeFirst();
  return row?.classify_id;
}

/** The category of a classify type that has this route segment, if one has. */
export async function findCategoryByOutLink(db: Kysely<Database>, classifyType: number, outLink: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('classify')
    .select('classify_id')
    .where('classify_type', '=', classifyType)
    .where('out_link', '=', outLink)
    .executeTakeFirst();
  return row?.classify_id;
}

/** Deletes a category and its names; the caller has made sure nothing uses it. */
export async function deleteCategory(db: Kysely<Database>, classifyId: number): Promise<void> {
  await db.deleteFrom('classify').where('classify_id', '=', classifyId).execute();
}
