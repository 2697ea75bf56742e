import type { Kysely } from 'kysely';
import type { ArticleDetails, ArticleListItem } from '../../contract/entities/article';
import type { ApiLanguage } from '../../contract/language';
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

/**
 * One category's listed articles in the list's order, as ranges of `article_listing`'s index:
 * each tag asked for must be on the article.
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
 * Every category's range, one after another: each arm reads its index range already in the list's
 * order, so ordering the whole merges them instead of sorting the rows.
 */
function listedInAll(db: Kysely<Database>, classifyIds: number[], filter: ArticleFilter) {
  const [first, ...others] = classifyIds.map((classifyId) => listedIn(db, classifyId, filter));
  return others.reduce((query, arm) => query.unionAll(arm), first!);
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
  filter: ArticleFilter,
  page: Page,
): Promise<{ rows: ArticleListItem[]; total: number }> {
  const classifyIds = await classifyWithDescendants(db, filter.classifyId);
  if (classifyIds.length === 0) return { rows: [], total: 0 };

  const pageIds = (
    await listedInAll(db, classifyIds, filter)
      .orderBy('sort')
      .orderBy('publish_time', 'desc')
      .orderBy('article_id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute()
  ).map((row) => row.article_id);
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
      .selectFrom(listedInAll(db, classifyIds, filter).as('listed'))
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
    .orderBy('tag_id')
    .execute();
  for (const row of rows) tags.set(row.article_id, [...(tags.get(row.article_id) ?? []), row.tag_id]);
  return tags;
}
