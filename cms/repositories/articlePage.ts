import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ApiLanguage } from '../../contract/language';
import type { Page } from '../../contract/queries';
import type { DatabaseEngine } from '../db/connect';
import { preparedQuery } from '../db/preparedQuery';
import type { Database } from '../db/schema';
import { tagIdListOf } from './articleTagList';

interface ListedRow {
  article_id: number;
  sort: number;
  publish_time: string;
}

/** A page's article as the list shows it, with its tag ids (comma-separated, in no order). */
export interface PageArticleRow {
  id: number;
  article_id: number;
  title: string;
  summary: string;
  thumbnail: string;
  classify_id: number;
  publish_time: string;
  file_id: number | null;
  stored_name: string | null;
  tag_ids: string | null;
}

/** What one run of a page statement reads: the page's rows (none past the end) and the list's total. */
interface PageStatementRow extends Omit<PageArticleRow, 'id' | 'article_id'> {
  total: number | string | null;
  id: number | null;
  article_id: number | null;
  sort: number;
}

type PageValues = { language: ApiLanguage; limit: number; offset: number; armLimit: number } & Record<`classify${number}` | `tag${number}`, number>;

/**
 * One category's listed articles in `language`, a range of `article_listing`'s index; each tag
 * asked for must be on the article.
 */
function listedIn(db: Kysely<Database>, classifyId: number, language: ApiLanguage, tagIds: number[]) {
  let query = db
    .selectFrom('article_listing as l')
    .select(['l.article_id', 'l.sort', 'l.publish_time'])
    .where('l.language', '=', language)
    .where('l.classify_id', '=', classifyId);
  for (const tagId of tagIds) {
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

/** The arms one after another (UNION ALL): one category's rows never repeat in another's. */
function unionOf<DB, TB extends keyof DB>(arms: Array<SelectQueryBuilder<DB, TB, ListedRow>>) {
  const [first, ...others] = arms;
  return others.reduce((query, arm) => query.unionAll(arm), first!);
}

/** The list's order: `sort`, then newest first, then the highest id first. */
function inListOrder<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, ListedRow>) {
  return query.orderBy('sort').orderBy('publish_time', 'desc').orderBy('article_id', 'desc');
}

/** The same order over the page's rows, which the statement returns unordered. */
function byListOrder(a: PageStatementRow, b: PageStatementRow): number {
  if (a.sort !== b.sort) return a.sort - b.sort;
  if (a.publish_time !== b.publish_time) return a.publish_time < b.publish_time ? 1 : -1;
  return b.article_id! - a.article_id!;
}

/**
 * The statement of a page in `arms` categories with `tags` tags, on one engine: the page's
 * article ids, merged from every category's range (each range is read in index order and the
 * merge only advances through them, so a page costs its offset in index entries and never a
 * sort), joined to their fields and tags, beside the list's total. The engines merge different
 * spellings: SQLite merges a compound SELECT's plain arms (a limited subquery arm would be sorted
 * again), PostgreSQL merges arms only when each is its own ordered, limited subquery (plain arms
 * are appended, then sorted). Without tags the total is the categories' kept counts, whatever
 * the table's size; with tags it is counted over the same ranges the page reads.
 */
function pageStatement(engine: DatabaseEngine, arms: number, tags: number) {
  return preparedQuery<Database, PageValues, PageStatementRow>((db, $) => {
    const classifyIds = Array.from({ length: arms }, (_, index) => $[`classify${index}`]!);
    const tagIds = Array.from({ length: tags }, (_, index) => $[`tag${index}`]!);
    const ranges = () => classifyIds.map((classifyId) => listedIn(db, classifyId, $.language, tagIds));
    // Both spellings answer the same columns; the type of either will do for the statement's.
    const pageIds = (engine === 'postgres'
      ? inListOrder(unionOf(ranges().map((arm, index) =>
        db.selectFrom(inListOrder(arm).limit($.armLimit).as(`arm${index}`)).selectAll())))
      : inListOrder(unionOf(ranges()))) as ReturnType<typeof listedIn>;
    const total = (tags === 0
      ? db
        .selectFrom('article_listing_count')
        .select((eb) => eb.fn.sum<number | string | null>('total').as('total'))
        .where('language', '=', $.language)
        .where('classify_id', 'in', classifyIds)
      : db.selectFrom(unionOf(ranges()).as('listed')).select((eb) => eb.fn.countAll<number | string>().as('total'))
    ) as SelectQueryBuilder<Database, never, { total: number | string | null }>;
    // SQLite merges the arms up to a LIMIT and OFFSET given as integer expressions, but reads a
    // plain parameter's value only at run time and then merges the arms five to ten times slower
    // (110 µs against 12 µs for All's first page in the demo content); the cast keeps the value
    // bound, so the statement is still prepared once.
    const [limit, offset] = engine === 'sqlite'
      ? [sql<number>`cast(${$.limit} as integer)`, sql<number>`cast(${$.offset} as integer)`]
      : [$.limit, $.offset];
    return db
      .with('page', () => pageIds.limit(limit).offset(offset))
      .selectFrom(total.as('list_total'))
      // The total's one row stays when the page is past the end.
      .leftJoin('page', (join) => join.onTrue())
      .leftJoin('article as a', 'a.article_id', 'page.article_id')
      .leftJoin('article_i18n as t', (join) => join.onRef('t.article_id', '=', 'page.article_id').on('t.language', '=', $.language))
      .leftJoin('stored_file as f', 'f.file_id', 't.file_id')
      .select([
        'list_total.total', 't.id', 'page.article_id', 'page.sort', 't.title', 't.summary', 'a.thumbnail', 'a.classify_id',
        'page.publish_time',
        't.file_id', 'f.stored_name',
      ])
      .select((eb) => tagIdListOf(eb, 'page.article_id')) as unknown as SelectQueryBuilder<Database, never, PageStatementRow>;
  });
}

const statements = new Map<string, ReturnType<typeof pageStatement>>();

/**
 * A page of the articles listed in these categories (a category and its descendants), in the
 * list's order, and how many the list has: one statement, prepared once per shape.
 */
export async function readArticlePage(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  classifyIds: number[],
  filter: { language: ApiLanguage; tagIds: number[] },
  page: Page,
): Promise<{ rows: PageArticleRow[]; total: number }> {
  const shape = `${engine} ${classifyIds.length} ${filter.tagIds.length}`;
  let statement = statements.get(shape);
  if (!statement) statements.set(shape, (statement = pageStatement(engine, classifyIds.length, filter.tagIds.length)));
  const values: Record<string, unknown> = {
    language: filter.language,
    limit: page.pageSize,
    offset: page.offset,
    armLimit: page.offset + page.pageSize,
  };
  classifyIds.forEach((classifyId, index) => (values[`classify${index}`] = classifyId));
  filter.tagIds.forEach((tagId, index) => (values[`tag${index}`] = tagId));
  const read = await statement(db, values as PageValues);
  const rows = read.filter((row) => row.article_id !== null && row.id !== null).sort(byListOrder);
  return { total: Number(read[0]?.total ?? 0), rows: rows as PageArticleRow[] };
}
