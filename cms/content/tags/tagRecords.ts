import { sql, type Kysely } from 'kysely';
import type { ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';
import { containsPattern, textsByLanguage } from '../../db/bilingualNames';

/** A tag's live rows as the back office edits them. */
export interface TagRecord {
  group: string;
  sort: number;
  published: boolean;
  names: Record<ApiLanguage, string | null>;
}

export async function loadTagRecord(db: Kysely<Database>, tagId: number): Promise<TagRecord | undefined> {
  const row = await db.selectFrom('tag').select(['tag_group', 'sort', 'published']).where('tag_id', '=', tagId).executeTakeFirst();
  if (!row) return undefined;
  const names = await db.selectFrom('tag_i18n').select(['language', 'tag_name']).where('tag_id', '=', tagId).execute();
  return { group: row.tag_group, sort: row.sort, published: row.published === 1, names: textsByLanguage(names, (name) => name.tag_name) };
}

export interface TagListQuery {
  offset: number;
  limit: number;
  orderBy: 'sort' | 'id';
  descending: boolean;
  group?: string | undefined;
  q?: string | undefined;
}

export async function listTagRecords(db: Kysely<Database>, query: TagListQuery) {
  let matching = db.selectFrom('tag as g');
  if (query.group !== undefined) matching = matching.where('g.tag_group', '=', query.group);
  if (query.q) {
    const pattern = containsPattern(query.q);
    matching = matching.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('tag_i18n as n')
          .select('n.tag_id')
          .whereRef('n.tag_id', '=', 'g.tag_id')
          .where(sql<boolean>`lower(n.tag_name) LIKE ${pattern} ESCAPE '\\'`),
      ),
    );
  }
  const direction = query.descending ? 'desc' : 'asc';
  let page = matching
    .leftJoin('tag_i18n as zh', (join) => join.onRef('zh.tag_id', '=', 'g.tag_id').on('zh.language', '=', 'zh'))
    .leftJoin('tag_i18n as en', (join) => join.onRef('en.tag_id', '=', 'g.tag_id').on('en.language', '=', 'en'))
    .select(['g.tag_id', 'g.sort', 'g.published', 'zh.tag_name as zh_name', 'en.tag_name as en_name']);
  if (query.orderBy === 'sort') page = page.orderBy('g.tag_group', direction).orderBy('g.sort', direction);
  const rows = await page.orderBy('g.tag_id', direction).limit(query.limit).offset(query.offset).execute();
  const { total } = await matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  return {
    total: Number(total),
    rows: rows.map((row) => ({ id: row.tag_id, sort: row.sort, published: row.published === 1, names: { zh: row.zh_name, en: row.en_name } })),
  };
}

/** How many articles carry the tag. */
export async function countTagUsers(db: Kysely<Database>, tagId: number): Promise<number> {
  const { total } = await db
    .selectFrom('article_tag')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('tag_id', '=', tagId)
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** How many of these tags exist. */
export async function countExistingTags(db: Kysely<Database>, tagIds: number[]): Promise<number> {
  if (tagIds.length === 0) return 0;
  const { total } = await db
    .selectFrom('tag')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('tag_id', 'in', tagIds)
    .executeTakeFirstOrThrow();
  return Number(total);
}
