import type { Compilable, Kysely } from 'kysely';
import type { ArticleDetails, ArticleExportItem, ArticleListItem } from '../../../contract/entities/article';
import type { ApiLanguage } from '../../../contract/language';
import type { DatabaseEngine } from '../../db/connect';
import { preparedQuery } from '../../db/preparedQuery';
import type { Database } from '../../db/schema';
import type { Page } from '../../../contract/queries';
import { neighbourIdOf } from './articleNeighbours';
import { listArticles, type ArticleFilter } from './articlePage';
import { tagIdListOf, tagIdsIn } from './articleTagList';
import { publicFileUrl } from '../../storage/publicUrls';

/** An article's row as the detail statement reads it, with its tag ids (comma-separated, in no order). */
interface DetailRow {
  id: number;
  article_id: number;
  title: string;
  summary: string;
  content: string;
  thumbnail: string;
  classify_id: number;
  classify_name: string;
  publish_time: string;
  file_id: number | null;
  stored_name: string | null;
  tag_ids: string | null;
  previous_id: number | null;
  previous_title: string | null;
  next_id: number | null;
  next_title: string | null;
}

function toListItem(row: DetailRow): ArticleListItem {
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
    tagIds: tagIdsIn(row.tag_ids),
  };
}

/** A list page with each article's body: what the site's build needs of every article. */
export async function exportArticles(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  filter: ArticleFilter,
  page: Page,
): Promise<{ rows: ArticleExportItem[]; total: number }> {
  const { rows: serialised, total } = await listArticles(db, engine, filter, page);
  const rows = serialised.parse();
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

/** An article with its category's name, its tags and its neighbours in the list, in one statement. */
const detailStatement = preparedQuery<Database, { articleId: number; language: ApiLanguage }, DetailRow>((db, $) =>
  db
    // Materialised: a flattened subquery would seek each neighbour twice, for its id and its title.
    .with((cte) => cte('detail').materialized(), (inner) =>
      inner
        .selectFrom('article as a')
        .innerJoin('article_i18n as t', (join) => join.onRef('t.article_id', '=', 'a.article_id').on('t.language', '=', $.language))
        .innerJoin('classify_i18n as c', (join) => join.onRef('c.classify_id', '=', 'a.classify_id').on('c.language', '=', $.language))
        .leftJoin('stored_file as f', 'f.file_id', 't.file_id')
        .select([
          't.id', 'a.article_id', 't.title', 't.summary', 't.content', 'a.thumbnail', 'a.classify_id',
          'c.classify_name', 'a.publish_time', 't.file_id', 'f.stored_name',
        ])
        .select((eb) => [
          tagIdListOf(eb, 'a.article_id'),
          neighbourIdOf(eb, 'previous', $.language).as('previous_id'),
          neighbourIdOf(eb, 'next', $.language).as('next_id'),
        ])
        .where('a.article_id', '=', $.articleId)
        .where('a.published', '=', 1),
    )
    .selectFrom('detail')
    .leftJoin('article_i18n as pt', (join) => join.onRef('pt.article_id', '=', 'detail.previous_id').on('pt.language', '=', $.language))
    .leftJoin('article_i18n as nt', (join) => join.onRef('nt.article_id', '=', 'detail.next_id').on('nt.language', '=', $.language))
    .selectAll('detail')
    .select(['pt.title as previous_title', 'nt.title as next_title']) as unknown as Compilable<DetailRow>,
);

export async function findArticle(
  db: Kysely<Database>,
  articleId: number,
  language: ApiLanguage,
): Promise<ArticleDetails | null> {
  const [row] = await detailStatement(db, { articleId, language });
  if (!row) return null;
  return {
    ...toListItem(row),
    articleContent: row.content,
    classifyName: row.classify_name,
    previous: row.previous_id === null ? null : { articleId: row.previous_id, articleTitle: row.previous_title! },
    next: row.next_id === null ? null : { articleId: row.next_id, articleTitle: row.next_title! },
  };
}
