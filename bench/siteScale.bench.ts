import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../cms/app';
import { GATSBY_CACHE_DIR, SITE_DIR } from '../builders/paths';
import { gatsbyBuild } from '../builders/gatsbyBuild';
import { benchCmsOptions } from './benchCmsOptions';
import { fillCases } from './fillCases';

/**
 * `npm run bench:site-scale`: a cold Gatsby build of the site from a CMS holding BENCH_CASES
 * (default 1,000) more bilingual case articles than the demo content, and what it produced:
 * page-query and HTML throughput, the page data of one case page and of the All list, public/.
 * The build is cold (no .cache, no public/) so runs compare; it leaves no build stamp, so the next
 * `npm start` or e2e run builds the site again from its own content.
 */
async function main() {
  const cases = Number(process.env.BENCH_CASES ?? 1_000);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-bench-'));
  const cms = await buildApp({
    ...benchCmsOptions(dataDir),
  });
  try {
    await cms.ready();
    await fillCases(cms.db, cases);
    const lastCase = await cms.db.selectFrom('article').select(({ fn }) => fn.max('article_id').as('id')).executeTakeFirstOrThrow();
    const origin = await cms.listen({ host: '127.0.0.1', port: 0 });

    await Promise.all([SITE_DIR, GATSBY_CACHE_DIR].map((dir) => fs.rm(dir, { recursive: true, force: true })));
    let output = '';
    const started = performance.now();
    await gatsbyBuild({ CMS_URL: origin, SITE_URL: 'http://127.0.0.1:8000', GATSBY_CMS_URL: '' }, (text) => { output += text; });
    const seconds = (performance.now() - started) / 1000;

    const pageData = async (route: string) => (await fs.stat(path.join(SITE_DIR, 'page-data', route, 'page-data.json'))).size;
    const report = {
      cases,
      loadAverage: os.loadavg().map((load) => load.toFixed(1)).join(' '),
      buildSeconds: seconds.toFixed(1),
      sourcing: step(output, 'source and transform nodes'),
      pageQueries: step(output, 'run queries in workers'),
      html: step(output, 'Building static HTML for pages'),
      caseDetailsPageData: await pageData(`caseDetails/${lastCase.id}`),
      caseListPageData: await pageData('succeedCase/AllCase'),
      publicBytes: Number(execFileSync('du', ['-sb', SITE_DIR], { encoding: 'utf8' }).split('\t')[0]),
    };
    process.stdout.write(`${output.split('\n').filter((line) => /^(success|info) /.test(line)).join('\n')}\n`);
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await cms.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** A step's duration and, for steps over pages, its rate, as Gatsby's progress line prints them. */
function step(output: string, name: string): string {
  const lines = output.split('\n').filter((line) => line.includes(`${name} - `));
  return lines.at(-1)?.replace(/^.*? - /, '').trim() ?? 'not reported';
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
