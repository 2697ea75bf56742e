import type { Kysely } from 'kysely';
import type { ArticleDetails, ArticleListItem, ArticleNeighbour } from '../../contract/entities/article';
import type { ApiLanguage } from '../../contract/language';
import type { Database } from '../db/schema';
import type { Page } from '../../contract/queries';
import { classifyWithDescendants } from './classifyTree';
import { publicFileUrl } from './publicUrls';

export interface ArticleFilter {
  classifyId: number;
  tagIds: number[];
  language: ApiLanguage;
}

function articlesIn(db: Kysely<Database>, classifyIds: number[], filter: ArticleFilter) {
  let query = db
    .selectFrom('article as a')
    .innerJoin('article_i18n as t', (join) =>
      join.onRef('t.article_id', '=', 'a.article_id').on('t.language', '=', filter.language),
    )
    .where('a.classify_id', 'in', classifyIds);
  for (const tagId of filter.tagIds) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('article_tag as at')
          .select('at.tag_id')
          .whereRef('at.article_id', '=', 'a.article_id')
          .where('at.tag_id', '=', tagId),
      ),
    );
  }
  return query;
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

  const base = articlesIn(db, classifyIds, filter);
  const [{ total }] = (await base.select((eb) => eb.fn.countAll<number | string>().as('total')).execute()) as [
    { total: number | string },
  ];
  const rows = await base
    .leftJoin('stored_file as f', 'f.file_id', 'a.file_id')
    .select([
      't.id', 'a.article_id', 't.title', 't.summary', 'a.thumbnail', 'a.classify_id', 'a.publish_time',
      'a.file_id', 'f.stored_name',
    ])
    .orderBy('a.sort')
    .orderBy('a.publish_time', 'desc')
    .orderBy('a.article_id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();

  const tagsByArticle = await tagIdsOf(db, rows.map((row) => row.article_id));
  return {
    total: Number(total),
    rows: rows.map((row) => toListItem(row, tagsByArticle.get(row.article_id) ?? [])),
  };
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
      'c.classify_name', 'a.publish_time', 'a.file_id', 'f.stored_name',
    ])
    .where('a.article_id', '=', articleId)
    .executeTakeFirst();
  if (!row) return null;

  const [tags, neighbours] = await Promise.all([
    tagIdsOf(db, [row.article_id]),
    neighboursOf(db, row.article_id, row.classify_id, language),
  ]);
  return {
    ...toListItem(row, tags.get(row.article_id) ?? []),
    articleContent: row.content,
    classifyName: row.classify_name,
    ...neighbours,
  };
}

/** The articles listed just before and after this one in its category, for "previous / next". */
async function neighboursOf(
  db: Kysely<Database>,
  articleId: number,
  classifyId: number,
  language: ApiLanguage,
): Promise<{ previous: ArticleNeighbour | null; next: ArticleNeighbour | null }> {
  const siblings = await db
    .selectFrom('article as a')
    .innerJoin('article_i18n as t', (join) =>
      join.onRef('t.article_id', '=', 'a.article_id').on('t.language', '=', language),
    )
    .select(['a.article_id', 't.title'])
    .where('a.classify_id', '=', classifyId)
    .orderBy('a.sort')
    .orderBy('a.publish_time', 'desc')
    .orderBy('a.article_id', 'desc')
    .execute();
  const index = siblings.findIndex((sibling) => sibling.article_id === articleId);
  const toNeighbour = (sibling: { article_id: number; title: string } | undefined) =>
    sibling ? { articleId: sibling.article_id, articleTitle: sibling.title } : null;
  return { previous: toNeighbour(siblings[index - 1]), next: toNeighbour(siblings[index + 1]) };
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
