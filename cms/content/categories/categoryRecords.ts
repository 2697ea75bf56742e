import { sql, type Kysely } from 'kysely';
import type { ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';
import { containsPattern, textsByLanguage } from '../../db/bilingualNames';

/** A category's live rows as the back office edits them. */
export interface CategoryRecord {
  classifyType: number;
  parentId: number | null;
  outLink: string;
  sort: number;
  published: boolean;
  names: Record<ApiLanguage, string | null>;
}

export async function loadCategoryRecord(db: Kysely<Database>, classifyId: number): Promise<CategoryRecord | undefined> {
  const row = await db
    .selectFrom('classify')
    .select(['classify_type', 'parent_id', 'out_link', 'sort', 'published'])
    .where('classify_id', '=', classifyId)
    .executeTakeFirst();
  if (!row) return undefined;
  const names = await db.selectFrom('classify_i18n').select(['language', 'classify_name']).where('classify_id', '=', classifyId).execute();
  return {
    classifyType: row.classify_type,
    parentId: row.parent_id,
    outLink: row.out_link,
    sort: row.sort,
    published: row.published === 1,
    names: textsByLanguage(names, (name) => name.classify_name),
  };
}

export interface CategoryListQuery {
  offset: number;
  limit: number;
  orderBy: 'sort' | 'id';
  descending: boolean;
  classifyType?: number | undefined;
  parentId?: number | undefined;
  /** Text a name (in either language) contains. */
  q?: string | undefined;
}

export interface CategoryListRow {
  id: number;
  sort: number;
  published: boolean;
  names: Record<ApiLanguage, string | null>;
}

export async function listCategoryRecords(db: Kysely<Database>, query: CategoryListQuery): Promise<{ rows: CategoryListRow[]; total: number }> {
  let matching = db.selectFrom('classify as c');
  if (query.classifyType !== undefined) matching = matching.where('c.classify_type', '=', query.classifyType);
  if (query.parentId !== undefined) matching = matching.where('c.parent_id', '=', query.parentId);
  if (query.q) {
    const pattern = containsPattern(query.q);
    matching = matching.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('classify_i18n as n')
          .select('n.classify_id')
          .whereRef('n.classify_id', '=', 'c.classify_id')
          .where(sql<boolean>`lower(n.classify_name) LIKE ${pattern} ESCAPE '\\'`),
      ),
    );
  }
  const direction = query.descending ? 'desc' : 'asc';
  let page = matching
    .leftJoin('classify_i18n as zh', (join) => join.onRef('zh.classify_id', '=', 'c.classify_id').on('zh.language', '=', 'zh'))
    .leftJoin('classify_i18n as en', (join) => join.onRef('en.classify_id', '=', 'c.classify_id').on('en.language', '=', 'en'))
    .select(['c.classify_id', 'c.sort', 'c.published', 'zh.classify_name as zh_name', 'en.classify_name as en_name']);
  if (query.orderBy === 'sort') page = page.orderBy('c.sort', direction);
  const rows = await page.orderBy('c.classify_id', direction).limit(query.limit).offset(query.offset).execute();
  const { total } = await matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      id: row.classify_id,
      sort: row.sort,
      published: row.published === 1,
      names: { zh: row.zh_name, en: row.en_name },
    })),
  };
}

/** What uses a category: the articles in it and the categories under it. */
export async function countCategoryUsers(db: Kysely<Database>, classifyId: number): Promise<number> {
  const articles = await db
    .selectFrom('article')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('classify_id', '=', classifyId)
    .executeTakeFirstOrThrow();
  const children = await db
    .selectFrom('classify')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('parent_id', '=', classifyId)
    .executeTakeFirstOrThrow();
  return Number(articles.total) + Number(children.total);
}

/** A category's type and parent, to place another under it. */
export async function findCategoryPlace(db: Kysely<Database>, classifyId: number): Promise<{ classifyType: number; parentId: number | null } | undefined> {
  return db
    .selectFrom('classify')
    .select(['classify_type as classifyType', 'parent_id as parentId'])
    .where('classify_id', '=', classifyId)
    .executeTakeFirst();
}
