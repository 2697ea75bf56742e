import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The article's tag ids as one comma-separated text, in no particular order, as a column of the
 * query that reads the article (`articleId` names its id column): a handful of seeks on
 * `article_tag`'s key instead of a query of their own. `string_agg` and `CAST` are spelt alike on
 * both engines (SQLite since 3.44).
 */
export function tagIdListOf<DB extends Database, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, articleId: string) {
  return (eb as unknown as ExpressionBuilder<Database, never>)
    .selectFrom('article_tag as g')
    .select(sql<string>`string_agg(CAST(g.tag_id AS text), ',')`.as('tag_ids'))
    .where('g.article_id', '=', sql.ref<number>(articleId))
    .as('tag_ids');
}

/** The ids of such a list, in id order. */
export function tagIdsIn(list: string | null): number[] {
  return list === null ? [] : list.split(',').map(Number).sort((a, b) => a - b);
}
