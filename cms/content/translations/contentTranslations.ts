import type { Kysely } from 'kysely';
import type { TranslatedLanguage } from '../../../contract/content/translation';
import type { Database } from '../../db/schema';

/** An out-of-date language of an item: the source text its translation was made from, and who changed the source when. */
export interface OutOfDateTranslation {
  language: TranslatedLanguage;
  sourceText: string;
  changedBy: string;
  changedAt: string;
}

function translationQuery(db: Kysely<Database>, kind: string) {
  return db
    .selectFrom('content_translation')
    .select(['item_id as itemId', 'language', 'source_text as sourceText', 'changed_by as changedBy', 'changed_at as changedAt'])
    .where('kind', '=', kind);
}

/** The item's out-of-date languages. */
export async function findOutOfDate(db: Kysely<Database>, kind: string, itemId: number): Promise<OutOfDateTranslation[]> {
  const rows = await translationQuery(db, kind).where('item_id', '=', itemId).orderBy('language').execute();
  return rows.map(({ itemId: _item, ...row }) => ({ ...row, language: row.language as TranslatedLanguage }));
}

/** The out-of-date languages of a page of items, by id (an item with none is left out). */
export async function findOutOfDateLanguages(db: Kysely<Database>, kind: string, itemIds: number[]): Promise<Map<number, TranslatedLanguage[]>> {
  const rows = itemIds.length === 0 ? [] : await translationQuery(db, kind).where('item_id', 'in', itemIds).orderBy('language').execute();
  const found = new Map<number, TranslatedLanguage[]>();
  for (const row of rows) found.set(row.itemId, [...(found.get(row.itemId) ?? []), row.language as TranslatedLanguage]);
  return found;
}

/** Marks a language of an item out of date, from the source text its translation was made from. */
export async function markOutOfDate(db: Kysely<Database>, kind: string, itemId: number, translation: OutOfDateTranslation): Promise<void> {
  const row = { source_text: translation.sourceText, changed_by: translation.changedBy, changed_at: translation.changedAt };
  await db
    .insertInto('content_translation')
    .values({ kind, item_id: itemId, language: translation.language, ...row })
    .onConflict((conflict) => conflict.columns(['kind', 'item_id', 'language']).doUpdateSet(row))
    .execute();
}

/** Makes a language of an item up to date (or missing: either way nothing of it is out of date). */
export async function clearOutOfDate(db: Kysely<Database>, kind: string, itemId: number, language: TranslatedLanguage): Promise<void> {
  await db.deleteFrom('content_translation').where('kind', '=', kind).where('item_id', '=', itemId).where('language', '=', language).execute();
}

export async function deleteContentTranslations(db: Kysely<Database>, kind: string, itemId: number): Promise<void> {
  await db.deleteFrom('content_translation').where('kind', '=', kind).where('item_id', '=', itemId).execute();
}

/** How many items of each kind have a language out of date. */
export async function countOutOfDate(db: Kysely<Database>): Promise<Array<{ kind: string; count: number }>> {
  const rows = await db
    .selectFrom('content_translation')
    .select(['kind', (eb) => eb.fn.count<number | string>('item_id').distinct().as('count')])
    .groupBy('kind')
    .orderBy('kind')
    .execute();
  return rows.map((row) => ({ kind: row.kind, count: Number(row.count) }));
}
