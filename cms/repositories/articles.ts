import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { ArticleDetails, ArticleExportItem, ArticleListItem } from '../../contract/entities/article';
import type { ApiLanguage } from '../../contract/language';
import type { DatabaseEngine } from '../db/connect';
import type { Database } from '../db/schema';
import type { Page } from '../../contract/queries';
import { neighboursOf } from './articleNeighbours';
import { classifyWithDescendants } from './classifyTree';
import { publicFileUrl } from './publicUrls';

export interface ArticleFilter {
  classifyId: number;
  tagIds: number[];
  language: ApiLanguage;
}

interface ListedRow {
  article_id: number;
  sort: number;
  publish_time: string;
}

/**
 * One category's listed articles in `language`, a range of `article_listing`'s index; each tag
 * asked for must be on the article.
 */
function listedIn(db: Kysely<Database>, classifyId: number, filter: ArticleFilter) {
  let query = db
    .selectFrom('article_listing as l')
    .select(['l.article_id', 'l.sort', 'l.publish_time'])
    .where('l.language', '=', filter.language)
    .where('l.classify_id', '=', classifyId);
  for (const tagId of filter.tagIds) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('article_tag as at')
          .select('at.tag_id')
          .whereRef('at.article_id', '=', 'l.article_id')
          .where('at.tag_id', '=', tagId),
      ),
    );
  }
  return query;
}

/**
 * The page's article ids, in the list's order, merged from every category's range: each range is
 * read in index order and the merge only advances through them, so a page costs its offset in
 * index entries and never a sort. The engines merge different spellings: SQLite merges a compound
 * SELECT's plain arms (a limited subquery arm would be sorted again), PostgreSQL merges arms only
 * when each is its own ordered, limited subquery (plain arms are appended, then sorted).
 */
async function pageIdsIn(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  classifyIds: number[],
  filter: ArticleFilter,
  page: Page,
): Promise<number[]> {
  const arms = classifyIds.map((classifyId) => listedIn(db, classifyId, filter));
  const pageOf = <DB, TB extends keyof DB>(compound: SelectQueryBuilder<DB, TB, ListedRow>) =>
    inListOrder(compound).limit(page.pageSize).offset(page.offset).execute();
  const rows = engine === 'postgres'
    ? await pageOf(unionOf(arms.map((arm, index) =>
      db.selectFrom(inListOrder(arm).limit(page.offset + page.pageSize).as(`arm${index}`)).selectAll())))
    : await pageOf(unionOf(arms));
  return rows.map((row) => row.article_id);
}

/** The arms one after another (UNION ALL): one category's rows never repeat in another's. */
function unionOf<DB, TB extends keyof DB>(arms: Array<SelectQueryBuilder<DB, TB, ListedRow>>) {
  const [first, ...others] = arms;
  return others.reduce((query, arm) => query.unionAll(arm), first!);
}

/** The list's order: `sort`, then newest first, then the highest id first. */
function inListOrder<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, ListedRow>) {
  return query.orderBy('sort').orderBy('publish_time', 'desc').orderBy('article_id', 'desc');
}

interface ArticleRow {
  id: number;
  article_id: number;
  title: string;
  summary: string;
  thumbnail: string;
  classify_id: number;
  publish_time: string;
  file_id: number | null;
  stored_name: string | null;
}

function toListItem(row: ArticleRow, tagIds: number[]): ArticleListItem {
  return {
    id: row.id,
    articleId: row.article_id,
    articleTitle: row.title,
    articleSummary: row.summary,
    articleThumbnail: row.thumbnail,
    classifyId: row.classify_id,
    publishTime: row.publish_time,
    fileId: row.file_id,
    fileUrl: row.stored_name ? publicFileUrl(row.stored_name) : null,
    tagIds,
  };
}

export async function listArticles(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  filter: ArticleFilter,
  page: Page,
): Promise<{ rows: ArticleListItem[]; total: number }> {
  const classifyIds = await classifyWithDescendants(db, filter.classifyId);
  if (classifyIds.length === 0) return { rows: [], total: 0 };

  const pageIds = await pageIdsIn(db, engine, classifyIds, filter, page);
  const [total, rows, tagsByArticle] = await Promise.all([
    countListed(db, classifyIds, filter),
    articleRows(db, pageIds, filter.language),
    tagIdsOf(db, pageIds),
  ]);
  const rowById = new Map(rows.map((row) => [row.article_id, row]));
  return {
    total,
    // An article deleted between the two reads is left out rather than answered half.
    rows: pageIds.flatMap((articleId) => {
      const row = rowById.get(articleId);
      return row ? [toListItem(row, tagsByArticle.get(articleId) ?? [])] : [];
    }),
  };
}

/**
 * Without tags the total is the categories' kept counts, whatever the table's size; with tags it
 * is counted over the same ranges the page reads.
 */
async function countListed(db: Kysely<Database>, classifyIds: number[], filter: ArticleFilter): Promise<number> {
  if (filter.tagIds.length > 0) {
    const { total } = await db
      .selectFrom(unionOf(classifyIds.map((classifyId) => listedIn(db, classifyId, filter))).as('listed'))
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(total);
  }
  const { total } = await db
    .selectFrom('article_listing_count')
    .select((eb) => eb.fn.sum<number | string | null>('total').as('total'))
    .where('language', '=', filter.language)
    .where('classify_id', 'in', classifyIds)
    .executeTakeFirstOrThrow();
  return Number(total ?? 0);
}

/** The listed fields of these articles in `language`, in no particular order. */
async function articleRows(db: Kysely<Database>, articleIds: number[], language: ApiLanguage): Promise<ArticleRow[]> {
  if (articleIds.length === 0) return [];
  return db
    .selectFrom('article as a')
    .innerJoin('article_i18n as t', (join) =>
      join.onRef('t.article_id', '=', 'a.article_id').on('t.language', '=', language),
    )
    .leftJoin('stored_file as f', 'f.file_id', 'a.file_id')
    .select([
      't.id', 'a.article_id', 't.title', 't.summary', 'a.thumbnail', 'a.classify_id', 'a.publish_time',
      'a.file_id', 'f.stored_name',
    ])
    .where('a.article_id', 'in', articleIds)
    .execute();
}

/** A list page with each article's body: what the site's build needs of every article. */
export async function exportArticles(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  filter: ArticleFilter,
  page: Page,
): Promise<{ rows: ArticleExportItem[]; total: number }> {
  const { rows, total } = await listArticles(db, engine, filter, page);
  const bodies = await articleBodies(db, rows.map((row) => row.articleId), filter.language);
  // An article deleted between the two reads is left out rather than answered without its body.
  return {
    total,
    rows: rows.flatMap((row) => {
      const body = bodies.get(row.articleId);
      return body === undefined ? [] : [{ ...row, articleContent: body.content, updateTime: body.updated_at }];
    }),
  };
}

async function articleBodies(db: Kysely<Database>, articleIds: number[], language: ApiLanguage) {
  if (articleIds.length === 0) return new Map<number, { content: string; updated_at: string }>();
  const rows = await db
    .selectFrom('article_i18n')
    .select(['article_id', 'content', 'updated_at'])
    .where('language', '=', language)
    .where('article_id', 'in', articleIds)
    .execute();
  return new Map(rows.map((row) => [row.article_id, row]));
}

export async function findArticle(
  db: Kysely<Database>,
  articleId: number,
  language: ApiLanguage,
): Promise<ArticleDetails | null> {
  const row = await db
    .selectFrom('article as a')
    .innerJoin('article_i18n as t', (join) =>
      join.onRef('t.article_id', '=', 'a.article_id').on('t.language', '=', language),
    )
    .innerJoin('classify_i18n as c', (join) =>
      join.onRef('c.classify_id', '=', 'a.classify_id').on('c.language', '=', language),
    )
    .leftJoin('stored_file as f', 'f.file_id', 'a.file_id')
    .select([
      't.id', 'a.article_id', 't.title', 't.summary', 't.content', 'a.thumbnail', 'a.classify_id',
      'c.classify_name', 'a.publish_time', 'a.sort', 'a.file_id', 'f.stored_name',
    ])
    .where('a.article_id', '=', articleId)
    .executeTakeFirst();
  if (!row) return null;

  const [tags, neighbours] = await Promise.all([
    tagIdsOf(db, [row.article_id]),
    neighboursOf(db, { articleId: row.article_id, classifyId: row.classify_id, sort: row.sort, publishTime: row.publish_time }, language),
  ]);
  return {
    ...toListItem(row, tags.get(row.article_id) ?? []),
    articleContent: row.content,
    classifyName: row.classify_name,
    ...neighbours,
  };
}

async function tagIdsOf(db: Kysely<Database>, articleIds: number[]): Promise<Map<number, number[]>> {
  const tags = new Map<number, number[]>();
  if (articleIds.length === 0) return tags;
  const rows = await db
    .selectFrom('article_tag')
    .select(['article_id', 'tag_id'])
    .where('article_id', 'in', articleIds)
    .execute();
  for (const row of rows) tags.set(row.article_id, [...(tags.get(row.article_id) ?? []), row.tag_id]);
  // A handful per article, put in id order here so that no engine sorts them for the query.
  for (const ids of tags.values()) ids.sort((a, b) => a - b);
  return tags;
}
