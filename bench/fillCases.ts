import { sql, type Kysely } from 'kysely';
import { CLASSIFY_TYPES } from '../contract/entities/classify';
import { API_LANGUAGES } from '../contract/language';
import { isPostgres } from '../cms/db/migrations/columns';
import type { Database } from '../cms/db/schema';

/** Rows per INSERT: five article columns stay far below either engine's bound-parameter limit. */
const CHUNK = 1_000;
const DAY_MS = 86_400_000;

/**
 * Adds `count` case articles, in both languages, spread evenly over the case tree's categories
 * (below its root) with one tag each, in one transaction of bulk inserts: a database of a real
 * company's size for benchmarks. Expects the case tree and its tags to exist (the demo seed).
 * Publish times repeat (one a day over ten years) so the list's tie-breaker on id is exercised.
 * `bodyBytes`: the length of each body's HTML beyond its first line (none by default).
 */
export async function fillCases(db: Kysely<Database>, count: number, { bodyBytes = 0 }: { bodyBytes?: number } = {}): Promise<void> {
  // A paragraph repeated to about `bodyBytes` of HTML: the length of a real case write-up.
  const filler = (text: string) => `<p>${text}</p>`.repeat(Math.ceil(bodyBytes / (Buffer.byteLength(text) + 7)));
  const categories = await db
    .selectFrom('classify')
    .select('classify_id')
    .where('classify_type', '=', CLASSIFY_TYPES.cases)
    .where('parent_id', 'is not', null)
    .orderBy('classify_id')
    .execute();
  const tags = await db.selectFrom('tag').select('tag_id').orderBy('tag_id').execute();
  if (categories.length === 0 || tags.length === 0) throw new Error('fillCases needs the seeded case tree and tags');

  const start = Date.UTC(2016, 0, 1);
  await db.transaction().execute(async (trx) => {
    for (let first = 0; first < count; first += CHUNK) {
      const numbers = Array.from({ length: Math.min(CHUNK, count - first) }, (_, index) => first + index);
      const articles = await trx
        .insertInto('article')
        .values(numbers.map((n) => ({
          classify_id: categories[n % categories.length]!.classify_id,
          thumbnail: `/cms/static/images/case-${n % 50}.svg`,
          publish_time: new Date(start + (n % 3_650) * DAY_MS).toISOString(),
          sort: 0,
        })))
        .returning('article_id')
        .execute();
      await trx
        .insertInto('article_i18n')
        .values(articles.flatMap(({ article_id }) => API_LANGUAGES.map((language) => ({
          article_id,
          language,
          title: language === 'zh' ? `案例 ${article_id}` : `Case ${article_id}`,
          summary: language === 'zh' ? `第 ${article_id} 个项目的摘要。` : `Summary of project ${article_id}.`,
          content: language === 'zh'
            ? `<p>第 ${article_id} 个项目。</p>${filler('该项目为客户建设了自动化立体仓库、输送线与仓储管理系统，提升了出入库效率。')}`
            : `<p>Project ${article_id}.</p>${filler('The project gave the customer an automated high-bay warehouse, conveyors and a warehouse management system.')}`,
        }))))
        .execute();
      await trx
        .insertInto('article_tag')
        .values(articles.map(({ article_id }) => ({ article_id, tag_id: tags[article_id % tags.length]!.tag_id })))
        .execute();
    }
  });
  // Planner statistics and, on PostgreSQL, the visibility map that lets index-only scans skip the
  // table: what a database that has lived with its rows has from (auto)vacuum.
  if (isPostgres(db)) {
    await sql.raw('VACUUM ANALYZE').execute(db);
    return;
  }
  // SQLite's per-table statistics only: with its samples of index values (sqlite_stat4), SQLite
  // compiles a statement again whenever a value bound in an indexed condition is bound anew, so
  // every prepared statement would be compiled at every run (three times the list's cost). The
  // CMS never gathers them; `ANALYZE sqlite_schema` has the planner read what is left.
  await sql.raw('ANALYZE').execute(db);
  await sql.raw('DELETE FROM sqlite_stat4').execute(db);
  await sql.raw('ANALYZE sqlite_schema').execute(db);
}
