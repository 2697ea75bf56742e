import os from 'node:os';
import { startPostgres, type PostgresServer } from '../tests/support/postgresServer';
import { startBenchServers, type BenchServers } from './startBenchServers';
import { CONNECTIONS, requestsPerSecond } from './throughput';

/**
 * The open API at a real company's size: BENCH_CASES case articles (default 100,000, both
 * languages) on SQLite and on PostgreSQL (a throw-away server), content cache off. For each hot
 * call it sends BENCH_REQUESTS requests one at a time (default 200, after 20 unmeasured) and
 * prints the median and p99 latency; then the throughput of `article/list` (All's first page, a
 * category's deep page), `articleDetails/{id}` and `classify/treeData` against a bare Fastify
 * route measured in the same run, before and after them (BENCH_SECONDS each, default 5).
 * BENCH_ENGINES picks the engines (default `sqlite,postgres`). Run with `npm run bench:api-scale`.
 */
const CASES = Number(process.env.BENCH_CASES ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',');
const PAGE_SIZE = 8;
const DEEP_PAGE = 1_000;
const TARGET = { medianMs: 10, p99Ms: 50, ratio: 0.3 };

interface Latency {
  call: string;
  medianMs: number;
  p99Ms: number;
}

/** Latencies of sequential GETs, each URL of `urls` in turn; every answer must be a success. */
async function latency(call: string, urls: string[]): Promise<Latency> {
  const timings: number[] = [];
  for (let index = 0; index < WARM_UP + REQUESTS; index++) {
    const url = urls[index % urls.length]!;
    const started = performance.now();
    const response = await fetch(url);
    const body = (await response.json()) as { code: number };
    const elapsed = performance.now() - started;
    if (!response.ok || body.code !== 0) throw new Error(`${url} answered ${response.status}`);
    if (index >= WARM_UP) timings.push(elapsed);
  }
  timings.sort((a, b) => a - b);
  const at = (quantile: number) => timings[Math.min(timings.length - 1, Math.ceil(quantile * timings.length) - 1)]!;
  return { call, medianMs: at(0.5), p99Ms: at(0.99) };
}

interface Throughput {
  call: string;
  perSecond: number;
}

async function getJson<T>(url: string): Promise<T> {
  return (await (await fetch(url)).json()) as T;
}

async function measure(servers: BenchServers) {
  const api = `${servers.cmsOrigin}/cms/open/api`;
  const tree = await getJson<{ data: Array<{ classifyId: number; children: Array<{ classifyId: number }> }> }>(
    `${api}/classify/treeData?classifyType=0&language=zh`,
  );
  const all = tree.data[0]!.classifyId;
  const one = tree.data[0]!.children[0]!.classifyId;
  const list = (classifyId: number, pageNum: number) =>
    `${api}/article/list?classifyId=${classifyId}&pageNum=${pageNum}&pageSize=${PAGE_SIZE}&language=zh`;
  // Details of articles from the start, the middle and the end of the list, in turn.
  const articleIds: number[] = [];
  for (const pageNum of [1, 2_000, 4_000, 6_000, 8_000, 10_000, 12_000]) {
    const page = await getJson<{ rows: Array<{ articleId: number }> }>(list(all, pageNum));
    articleIds.push(...page.rows.map((row) => row.articleId));
  }

  const latencies = [
    await latency('article/list All, page 1', [list(all, 1)]),
    await latency(`article/list All, page ${DEEP_PAGE}`, [list(all, DEEP_PAGE)]),
    await latency('article/list one category, page 1', [list(one, 1)]),
    await latency(`article/list one category, page ${DEEP_PAGE}`, [list(one, DEEP_PAGE)]),
    await latency('articleDetails/{id}', articleIds.map((id) => `${api}/articleDetails/${id}?language=zh`)),
    await latency('classify/treeData', [`${api}/classify/treeData?classifyType=0&language=zh`]),
  ];
  // The bare route before and after the calls: the machine's load drifts over the run.
  const bareBefore = await requestsPerSecond(`${servers.bareOrigin}/bare`, SECONDS);
  const rates: Throughput[] = [];
  for (const [call, url] of [
    ['article/list All, page 1', list(all, 1)],
    [`article/list one category, page ${DEEP_PAGE}`, list(one, DEEP_PAGE)],
    ['articleDetails/{id}', `${api}/articleDetails/${articleIds[Math.floor(articleIds.length / 2)]}?language=zh`],
    ['classify/treeData', `${api}/classify/treeData?classifyType=0&language=zh`],
  ] as const) {
    rates.push({ call, perSecond: await requestsPerSecond(url, SECONDS) });
  }
  const bareAfter = await requestsPerSecond(`${servers.bareOrigin}/bare`, SECONDS);
  return { latencies, bare: (bareBefore + bareAfter) / 2, bareBefore, bareAfter, rates };
}

async function main() {
  const loadBefore = os.loadavg();
  const results: Array<{ engine: string } & Awaited<ReturnType<typeof measure>>> = [];
  for (const engine of ENGINES) {
    let postgres: PostgresServer | undefined;
    let servers: BenchServers | undefined;
    try {
      if (engine === 'postgres') postgres = await startPostgres();
      const started = Date.now();
      servers = await startBenchServers({
        CONTENT_CACHE_SECONDS: '0',
        BENCH_CASES: String(CASES),
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      });
      console.log(`${engine}: seeded and filled ${CASES.toLocaleString('en')} case articles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      results.push({ engine, ...(await measure(servers)) });
    } finally {
      await servers?.stop();
      await postgres?.stop();
    }
  }

  const load = (averages: number[]) => averages.map((value) => value.toFixed(2)).join(' ');
  console.log(`\nOpen API with ${CASES.toLocaleString('en')} case articles, content cache off, on ${os.cpus().length} cores`);
  console.log(`load average (1, 5, 15 min) before: ${load(loadBefore)}, after: ${load(os.loadavg())}`);
  for (const { engine, latencies, bare, bareBefore, bareAfter, rates } of results) {
    console.log(`\n${engine}: one request at a time, ${REQUESTS} each`);
    console.log('call'.padEnd(40), 'median ms'.padStart(10), 'p99 ms'.padStart(8), ' target');
    for (const row of latencies) {
      const met = row.medianMs < TARGET.medianMs && row.p99Ms < TARGET.p99Ms;
      console.log(row.call.padEnd(40), row.medianMs.toFixed(1).padStart(10), row.p99Ms.toFixed(1).padStart(8), met ? ' met' : ' NOT met');
    }
    console.log(`\n${engine}: ${CONNECTIONS} connections, ${SECONDS} s each, against the bare Fastify route ` +
      `(${bareBefore.toFixed(0)} req/s before the calls, ${bareAfter.toFixed(0)} after: ${bare.toFixed(0)})`);
    console.log('call'.padEnd(40), 'req/s'.padStart(10), 'ratio'.padStart(8), ' target');
    for (const { call, perSecond } of rates) {
      const ratio = perSecond / bare;
      console.log(call.padEnd(40), perSecond.toFixed(0).padStart(10), ratio.toFixed(3).padStart(8), ratio >= TARGET.ratio ? ' met' : ' NOT met');
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
