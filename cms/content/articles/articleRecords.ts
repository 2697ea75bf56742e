import { sql, type Kysely } from 'kysely';
import type { ApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';
import type { ArticleText } from './articleWrites';
import { containsPattern, textsByLanguage } from '../../db/bilingualNames';

/** An article's live rows as the back office edits them. */
export interface ArticleRecord {
  classifyId: number;
  thumbnail: string;
  publishTime: string;
  sort: number;
  published: boolean;
  tagIds: number[];
  texts: Record<ApiLanguage, ArticleText | null>;
}

/**
 * Articles' titles for staff by id (the page a lead was sent from): in `language` where the
 * article has it, else in its other language; published or not, as leads keep their page.
 */
export async function findArticleTitlesForStaff(db: Kysely<Database>, articleIds: number[], language: ApiLanguage): Promise<Map<number, string>> {
  if (articleIds.length === 0) return new Map();
  const rows = await db.selectFrom('article_i18n').select(['article_id', 'language', 'title']).where('article_id', 'in', articleIds).execute();
  const titles = new Map<number, string>();
  for (const row of rows) if (row.language === language || !titles.has(row.article_id)) titles.set(row.article_id, row.title);
  return titles;
}

export async function loadArticleRecord(db: Kysely<Database>, articleId: number): Promise<ArticleRecord | undefined> {
  const row = await db
    .selectFrom('article')
    .select(['classify_id', 'thumbnail', 'publish_time', 'sort', 'published'])
    .where('article_id', '=', articleId)
    .executeTakeFirst();
  if (!row) return undefined;
  const texts = await db.selectFrom('article_i18n').select(['language', 'title', 'summary', 'content', 'file_id']).where('article_id', '=', articleId).execute();
  const tags = await db.selectFrom('article_tag').select('tag_id').where('article_id', '=', articleId).orderBy('tag_id').execute();
  return {
    classifyId: row.classify_id,
    thumbnail: row.thumbnail,
    publishTime: row.publish_time,
    sort: row.sort,
    published: row.published === 1,
    tagIds: tags.map((tag) => tag.tag_id),
    texts: textsByLanguage(texts, (text) => ({ title: text.title, summary: text.summary, content: text.content, fileId: text.file_id })),
  };
}

export interface ArticleListQuery {
  offset: number;
  limit: number;
  orderBy: 'sort' | 'id';
  descending: boolean;
  classifyType?: number | undefined;
  categoryId?: number | undefined;
  /** Text a title (in either language) contains. */
  q?: string | undefined;
}

export async function listArticleRecords(db: Kysely<Database>, query: ArticleListQuery) {
  let matching = db.selectFrom('article as a');
  if (query.categoryId !== undefined) matching = matching.where('a.classify_id', '=', query.categoryId);
  if (query.classifyType !== undefined) {
    const classifyType = query.classifyType;
    matching = matching.where('a.classify_id', 'in', (eb) => eb.selectFrom('classify').select('classify_id').where('classify_type', '=', classifyType));
  }
  if (query.q) {
    const pattern = containsPattern(query.q);
    matching = matching.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('article_i18n as t')
          .select('t.article_id')
          .whereRef('t.article_id', '=', 'a.article_id')
          .where(sql<boolean>`lower(t.title) LIKE ${pattern} ESCAPE '\\'`),
      ),
    );
  }
  const direction = query.descending ? 'desc' : 'asc';
  let page = matching
    .leftJoin('article_i18n as zh', (join) => join.onRef('zh.article_id', '=', 'a.article_id').on('zh.language', '=', 'zh'))
    .leftJoin('article_i18n as en', (join) => join.onRef('en.article_id', '=', 'a.article_id').on('en.language', '=', 'en'))
    .select(['a.article_id', 'a.sort', 'a.published', 'zh.title as zh_title', 'en.title as en_title']);
  if (query.orderBy === 'sort') page = page.orderBy('a.sort', direction).orderBy('a.publish_time', query.descending ? 'asc' : 'desc');
  const rows = await page.orderBy('a.article_id', direction).limit(query.limit).offset(query.offset).execute();
  const { total } = await matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  return {
    total: Number(total),
    rows: rows.map((row) => ({ id: row.article_id, sort: row.sort, published: row.published === 1, title: { zh: row.zh_title, en: row.en_title } })),
  };
}
