// The plans of the SQL the open API's hot calls run, for the plan test and for
// `npm run bench:plans` (the plans quoted in docs/apiScale.md).
import type { FastifyInstance } from 'fastify';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../../cms/db/schema';
import { listArticles } from '../../cms/content/articles/articlePage';
import { findArticle } from '../../cms/content/articles/articles';
import { loadClassifyTree } from '../../cms/content/categories/classifyTree';
import { CLASSIFY_TYPES } from '../../contract/entities/classify';
import { recordingQueries } from './recordedQueries';

/** One plan step: SQLite's `detail` line, or a PostgreSQL node's type and the table it reads. */
export interface PlanStep {
  step: string;
  table?: string;
}

export interface ExplainedQuery {
  /** The call and the query's place among the call's queries. */
  call: string;
  sql: string;
  /** The plan as the engine prints it (SQLite's tree drawn from `EXPLAIN QUERY PLAN`, PostgreSQL's text). */
  printed: string[];
  steps: PlanStep[];
}

export interface HotCalls {
  /** A page of the All cases list that is deep for the database's size. */
  deepPage: number;
  pageSize: number;
}

/** Every query the repositories run for the hot calls, as they build it, with its plan. */
export async function explainHotQueries(app: FastifyInstance, calls: HotCalls): Promise<ExplainedQuery[]> {
  const { db: tracing, queries: captured } = recordingQueries(app.db);
  const traced = async (call: string, run: (db: Kysely<Database>) => Promise<unknown>) => {
    captured.length = 0;
    await run(tracing);
    return captured.map((query, index) => ({ call: `${call} #${index + 1}`, query }));
  };

  const [root] = await loadClassifyTree(app.db, CLASSIFY_TYPES.cases, 'zh');
  const all = root!.classifyId;
  const one = root!.children[0]!.classifyId;
  const page = (pageNum: number) => ({ pageNum, pageSize: calls.pageSize, offset: (pageNum - 1) * calls.pageSize });
  const list = (classifyId: number, pageNum: number) => (db: Kysely<Database>) =>
    listArticles(db, app.dbEngine, { classifyId, tagIds: [], language: 'zh' }, page(pageNum));
  const { total } = await listArticles(app.db, app.dbEngine, { classifyId: one, tagIds: [], language: 'zh' }, page(1));
  const oneDeep = Math.max(1, Math.min(calls.deepPage, Math.floor(total / calls.pageSize)));
  const middle = await listArticles(app.db, app.dbEngine, { classifyId: all, tagIds: [], language: 'zh' }, page(Math.ceil(calls.deepPage / 2)));

  const queries = [
    ...(await traced('classify/treeData', (db) => loadClassifyTree(db, CLASSIFY_TYPES.cases, 'zh'))),
    ...(await traced('article/list All, page 1', list(all, 1))),
    ...(await traced(`article/list All, page ${calls.deepPage}`, list(all, calls.deepPage))),
    ...(await traced('article/list one category, page 1', list(one, 1))),
    ...(await traced(`article/list one category, page ${oneDeep}`, list(one, oneDeep))),
    ...(await traced('articleDetails/{id}', (db) => findArticle(db, middle.rows.parse()[0]!.articleId, 'zh'))),
  ];
  const explained: ExplainedQuery[] = [];
  for (const { call, query } of queries) {
    explained.push({ call, sql: query.sql, ...(await (app.dbEngine === 'postgres' ? explainPostgres : explainSqlite)(app.db, query)) });
  }
  return explained;
}

async function explainSqlite(db: Kysely<Database>, query: CompiledQuery) {
  const { rows } = await db.executeQuery<{ id: number; parent: number; detail: string }>(
    CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]),
  );
  const depth = new Map<number, number>([[0, -1]]);
  const printed = rows.map((row) => {
    depth.set(row.id, (depth.get(row.parent) ?? -1) + 1);
    return `${'   '.repeat(depth.get(row.id)!)}${row.detail}`;
  });
  return { printed, steps: rows.map((row) => ({ step: row.detail })) };
}

interface PostgresPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PostgresPlanNode[];
}

async function explainPostgres(db: Kysely<Database>, query: CompiledQuery) {
  const parameters = [...query.parameters];
  const text = await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${query.sql}`, parameters));
  const json = await db.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PostgresPlanNode }> }>(
    CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${query.sql}`, parameters),
  );
  const steps: PlanStep[] = [];
  const walk = (node: PostgresPlanNode) => {
    steps.push({ step: node['Node Type'], table: node['Relation Name'] });
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(json.rows[0]!['QUERY PLAN'][0]!.Plan);
  return { printed: text.rows.map((row) => row['QUERY PLAN']), steps };
}
