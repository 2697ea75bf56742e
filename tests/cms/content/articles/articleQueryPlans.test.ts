import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillCases } from '../../../../bench/fillCases';
import { explainHotQueries, type ExplainedQuery } from '../../../support/hotQueryPlans';
import { ENGINES, startTestApp, type Engine, type TestApp } from '../../../support/testApp';

/** The tables that grow with the articles: a hot query never reads one whole nor sorts its rows. */
const ARTICLE_TABLES = ['article', 'article_i18n', 'article_listing', 'article_tag'];
/**
 * Tables sized by the categories (tens of rows), which a planner may rightly read whole, and the
 * statements' own intermediate rows: a list's page and total, an article's detail row.
 */
const CATEGORY_TABLES = /^SCAN (classify|article_listing_count|page|list_total|detail)\b/;

const readsArticles = (query: ExplainedQuery) => ARTICLE_TABLES.some((table) => query.sql.includes(`"${table}"`));

/** The queries whose plan lost an index, with their plans for the failure message. */
const lostIndexes: Record<Engine, (explained: ExplainedQuery[]) => Array<{ call: string; printed: string[] }>> = {
  // SQLite names aliases in its steps, so any full scan but of a category-sized table counts.
  sqlite: (explained) => explained
    .filter((query) => query.steps.some(({ step }) => /TEMP B-TREE/.test(step) || (/^SCAN /.test(step) && !CATEGORY_TABLES.test(step))))
    .map(({ call, printed }) => ({ call, printed })),
  // PostgreSQL sorts a category-sized table however it is indexed: the queries on articles only.
  postgres: (explained) => explained
    .filter(readsArticles)
    .filter((query) => query.steps.some(({ step, table }) => /Sort/.test(step) || (step === 'Seq Scan' && ARTICLE_TABLES.includes(table ?? ''))))
    .map(({ call, printed }) => ({ call, printed })),
};

const INDEX_STEP: Record<Engine, RegExp> = {
  sqlite: /^SEARCH .* USING (COVERING INDEX|INDEX|INTEGER PRIMARY KEY|PRIMARY KEY)/,
  postgres: /^(Index Scan|Index Only Scan|Bitmap Index Scan)$/,
};

/**
 * The hot calls' queries keep to their indexes, on a database with enough articles (and planner
 * statistics) for a lost index to show as a scan or a sort in the plan.
 */
describe.each(ENGINES)('the plans of the open API hot queries on %s', (engine) => {
  let test: TestApp;
  let explained: ExplainedQuery[];

  beforeAll(async () => {
    test = await startTestApp(engine);
    // 20,000 cases are 2,500 pages of 8 in All, 312 in each category: page 100 of either reads
    // hundreds of rows through the offset but, unlike the last pages, not all of them (reading a
    // whole range, a sort of it is as cheap, and PostgreSQL rightly picks either).
    await fillCases(test.app.db, 20_000);
    explained = await explainHotQueries(test.app, { deepPage: 100, pageSize: 8 });
  }, 120_000);
  afterAll(() => test.close());

  it('explains every query of every hot call, one statement on the article tables for each list and detail', () => {
    const calls = new Set(explained.map((query) => query.call.replace(/ #\d+$/, '')));
    expect(calls.size).toBe(6);
    const onArticles = new Set(explained.filter(readsArticles).map((query) => query.call.replace(/ #\d+$/, '')));
    expect(onArticles.size).toBe(5);
  });

  it('keeps every query on its indexes: no scan of an article table, no sort of their rows', () => {
    expect(lostIndexes[engine](explained)).toEqual([]);
    // And the plans do name the indexes: a plan with no step at all would pass the check above.
    const indexSteps = explained.filter(readsArticles).flatMap((query) => query.steps).filter(({ step }) => INDEX_STEP[engine].test(step));
    expect(indexSteps.length).toBeGreaterThanOrEqual(10);
  });

  /**
   * A page's items are joined into the answer in the list's order: on PostgreSQL the aggregate
   * says so; SQLite aggregates rows in the order its join produces them, so its plan must read the
   * page in index order and drive one item lookup per row (cms/content/articles/articlePage.ts).
   */
  it('joins each list page\'s items in the list\'s order', () => {
    const lists = explained.filter((query) => query.call.startsWith('article/list'));
    expect(lists.length).toBe(4);
    for (const { sql, printed } of lists) {
      if (engine === 'postgres') {
        expect(sql).toMatch(/string_agg\(i\.item, ',' ORDER BY page\.sort, page\.publish_time DESC, page\.article_id DESC\)/);
        continue;
      }
      const steps = printed.map((line) => line.trim());
      const page = steps.indexOf('SCAN page');
      const items = steps.findIndex((step) => /^SEARCH i USING .*\(article_id=\? AND language=\?\)/.test(step));
      expect(steps.some((step) => step.startsWith('SEARCH l USING COVERING INDEX article_listing_order'))).toBe(true);
      expect(page).toBeGreaterThanOrEqual(0);
      expect(items).toBeGreaterThan(page);
    }
  });
});
