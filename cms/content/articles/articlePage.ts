import { sql, type Compilable, type Kysely } from 'kysely';
import type { ArticleListItem } from '../../../contract/entities/article';
import type { ApiLanguage } from '../../../contract/language';
import type { Page } from '../../../contract/queries';
import type { DatabaseEngine } from '../../db/connect';
import { preparedQuery } from '../../db/preparedQuery';
import type { Database } from '../../db/schema';
import { SerialisedJson } from '../../http/serialisedJson';

/** What one run of a page statement reads: the list's total and its page, a JSON array in UTF-8. */
interface PageStatementRow {
  total: number | string | null;
  rows: Buffer;
}

type PageValues = { classifyId: number; language: ApiLanguage; limit: number; offset: number } & Record<`tag${number}`, number>;

/**
 * The page's items joined into the answer's JSON array, as UTF-8 bytes. PostgreSQL joins them in
 * the list's order as asked. SQLite aggregates rows in the order its join produces them, and here
 * the page (read in index order) drives one item lookup per row, so they arrive in the list's
 * order (the plan test holds the statement to that plan); asking for the order inside the
 * aggregate would sort the rows again in a temporary table, which costs SQLite under load as much
 * as the rest of the statement.
 */
const ROWS_AS_BYTES: Record<DatabaseEngine, ReturnType<typeof sql<Buffer>>> = {
  sqlite: sql<Buffer>`cast('[' || coalesce(string_agg(i.item, ','), '') || ']' as blob)`,
  postgres: sql<Buffer>`convert_to('[' || coalesce(string_agg(i.item, ',' ORDER BY page.sort, page.publish_time DESC, page.article_id DESC), '') || ']', 'UTF8')`,
};

/**
 * The statement of a page with `tags` tags, on one engine. The category's list (it and every
 * published category below it) is one range of `article_listing`'s index, in the list's order, so
 * a page costs its offset in index entries and never a sort. Its rows' items, serialised by the
 * database (`article_list_item`), are joined into the answer's JSON array in the same order.
 * Without tags the total is the kept count; with tags it is counted over the range. An unpublished
 * or unknown category lists nothing: the statement then answers no row.
 */
function pageStatement(engine: DatabaseEngine, tags: number) {
  return preparedQuery<Database, PageValues, PageStatementRow>((db, $) => {
    let listed = db
      .selectFrom('article_listing as l')
      .select(['l.article_id', 'l.sort', 'l.publish_time'])
      .where('l.language', '=', $.language)
      .where('l.listed_in', '=', $.classifyId);
    for (let index = 0; index < tags; index += 1) {
      const tagId = $[`tag${index}`]!;
      listed = listed.where(({ exists, selectFrom }) =>
        exists(selectFrom('article_tag as at').select('at.tag_id').whereRef('at.article_id', '=', 'l.article_id').where('at.tag_id', '=', tagId)),
      );
    }
    // SQLite reads a plain parameter's LIMIT and OFFSET only at run time and then prepares the
    // statement again at every run; the cast keeps the value bound, so it is prepared once.
    const [limit, offset] = engine === 'sqlite'
      ? [sql<number>`cast(${$.limit} as integer)`, sql<number>`cast(${$.offset} as integer)`]
      : [$.limit, $.offset];
    const total = tags === 0
      ? db.selectFrom('article_listing_count').select('total').where('language', '=', $.language).where('listed_in', '=', $.classifyId)
      : db.selectFrom(listed.as('listed')).select((eb) => eb.fn.countAll<number | string>().as('total'));
    return db
      .with('page', () => listed.orderBy('l.sort').orderBy('l.publish_time', 'desc').orderBy('l.article_id', 'desc').limit(limit).offset(offset))
      .selectFrom('classify as k')
      .select((eb) => [
        total.as('total'),
        eb
          .selectFrom('page')
          .innerJoin('article_list_item as i', (join) => join.onRef('i.article_id', '=', 'page.article_id').on('i.language', '=', $.language))
          .select(ROWS_AS_BYTES[engine].as('rows'))
          .as('rows'),
      ])
      .where('k.classify_id', '=', $.classifyId)
      .where('k.published', '=', 1) as unknown as Compilable<PageStatementRow>;
  });
}

export interface ArticleFilter {
  classifyId: number;
  tagIds: number[];
  language: ApiLanguage;
}

const statements = new Map<string, ReturnType<typeof pageStatement>>();

const NO_ROWS = new SerialisedJson<ArticleListItem[]>(Buffer.from('[]'));

/**
 * A page of the articles a category lists in `language` (its own and its published descendants'),
 * with the tags asked for, in the list's order, as the answer's rows serialised already, and how
 * many the list has: one statement, prepared once per engine and number of tags.
 */
export async function listArticles(
  db: Kysely<Database>,
  engine: DatabaseEngine,
  filter: ArticleFilter,
  page: Page,
): Promise<{ rows: SerialisedJson<ArticleListItem[]>; total: number }> {
  const shape = `${engine} ${filter.tagIds.length}`;
  let statement = statements.get(shape);
  if (!statement) statements.set(shape, (statement = pageStatement(engine, filter.tagIds.length)));
  const values: Record<string, unknown> = { classifyId: filter.classifyId, language: filter.language, limit: page.pageSize, offset: page.offset };
  filter.tagIds.forEach((tagId, index) => (values[`tag${index}`] = tagId));
  const [read] = await statement(db, values as PageValues);
  if (!read) return { rows: NO_ROWS, total: 0 };
  return { rows: new SerialisedJson(read.rows), total: Number(read.total ?? 0) };
}
