/**
 * `npm run budget`: prints the site's budgets.
 *  (a) gzipped JavaScript /home loads before any interaction, a gate: the command fails (exit
 *      code 1, after the Lighthouse part) when it is over HOME_JS_BUDGET_BYTES (90 KiB);
 *      `npm run budget -- --js-only` measures (a) alone;
 *  (b) Lighthouse 12, mobile settings, on every route of the site in both languages (the first
 *      case's and the first job's details, the first case category's list; an item's page in a
 *      language its section is not shown in is not built, so named, not measured): performance (target
 *      ≥ 95), accessibility, SEO and best practices (target 100), then a table of all of them;
 *      figures, not a gate, since Lighthouse's timings move with the machine's load.
 * It starts its own CMS on a fresh seeded SQLite database serving the built site (building it
 * first when `public/` is stale) and stops everything at the end.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { buildApp } from '../cms/app';
import {
  DEFAULT_SITE_LANGUAGE, FIXED_PAGE_PATHS, QUERY_ID_ROUTES, ROUTES, SITE_LANGUAGES, hasContentIn, localizedPath, type SiteLanguage,
} from '../contract/siteRoutes';
import { englishCareersOn, type SiteSettings } from '../contract/entities/site';
import { toApiLanguage } from '../contract/language';
import { API_PATHS } from '../contract/api';
import { isSuccess } from '../contract/envelope';
import { createOpenApiClient, type OpenApiQuery } from '../contract/openApiClient';
import { loadDemoContent } from '../seed/loadDemoContent';
import { HOME_JS_BUDGET_BYTES, launchChromium, measureJavaScript } from '../devtools/budget/jsBudget';
import { CATEGORIES, lighthouseBrowser, type CategoryId, type LighthouseBrowser, type LighthouseResult } from '../devtools/budget/lighthouse';
import { LIVE_SITE_DIR, WIDGETS_DIR } from '../builders/paths';
import { publishSite } from '../cms/publishing/publishSite';
import { readContentRevision } from '../cms/content/contentRevision';

/** The origin the tests' build writes into canonical URLs: the same one, so a build is shared. */
const SITE_URL = 'http://127.0.0.1:8000';
const TARGETS: Record<CategoryId, number> = { performance: 95, accessibility: 100, seo: 100, 'best-practices': 100 };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const pad = (text: string, width: number) => text.padEnd(width);

async function startCms(dataDir: string): Promise<{ app: FastifyInstance; origin: string }> {
  const app = await buildApp({
    dataDir,
    databaseUrl: undefined,
    corsOrigins: [],
    submitRateLimitPerMinute: 20,
    contentCacheSeconds: 30,
    trustProxy: false,
    seed: loadDemoContent,
    siteDir: LIVE_SITE_DIR,
    widgetsDir: WIDGETS_DIR,
  });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, origin };
}

/** A call of the open API that must succeed, answered as `T`. */
function openApiGetter(origin: string) {
  const api = createOpenApiClient(origin);
  return async <T>(call: string, query: OpenApiQuery): Promise<T> => {
    const answer = await api.get(call, query);
    if (!isSuccess(answer)) throw new Error(`${call} answered code ${answer.code}`);
    return answer as T;
  };
}

/** The routes that need an item from the CMS: the first case category's list, the first case's and the first job's details. */
async function itemPaths(origin: string): Promise<string[]> {
  const get = openApiGetter(origin);
  const tree = await get<{ data: Array<{ classifyId: number; children: Array<{ outLink: string }> }> }>(API_PATHS.classifyTree, { classifyType: 0 });
  const root = tree.data[0];
  const category = root?.children[0];
  if (!root || !category) throw new Error('the CMS has no case category');
  const cases = await get<{ rows: Array<{ articleId: number }> }>(API_PATHS.articleList, { classifyId: root.classifyId, pageNum: 1, pageSize: 8 });
  const jobs = await get<{ rows: Array<{ jobId: number }> }>(API_PATHS.jobList, { pageNum: 1, pageSize: 1 });
  if (!cases.rows[0] || !jobs.rows[0]) throw new Error('the CMS has no case or no job');
  return [
    `${ROUTES.succeedCase}/${category.outLink}`,
    `${ROUTES.caseDetails}?id=${cases.rows[0].articleId}`,
    `${ROUTES.joinUsDetails}?id=${jobs.rows[0].jobId}`,
  ];
}

function printLighthouse(result: LighthouseResult, path: string): boolean {
  let allMet = true;
  console.log(`\n${path}`);
  for (const id of CATEGORIES) {
    const { score, note } = result.categories[id];
    const met = score !== null && score >= TARGETS[id];
    allMet &&= met;
    const figure = score === null ? 'n/a' : String(score);
    console.log(`  ${pad(id, 15)} ${figure.padStart(4)}${note?.startsWith('ESTIMATED') ? '*' : ' '}  target ≥ ${TARGETS[id]}  ${met ? 'met' : 'NOT met'}`);
    if (note) console.log(`      ${note}`);
  }
  const metrics = result.metrics
    .map((metric) => {
      const value = metric.value === null ? 'n/a' : metric.id === 'cumulative-layout-shift' ? metric.value.toFixed(3) : `${Math.round(metric.value)} ms`;
      return `${metric.id} ${value} (score ${metric.score ?? 'null'}${metric.estimated ? ', estimated from LCP' : ''}, weight ${metric.weight})`;
    })
    .join('; ');
  console.log(`  metrics: ${metrics}`);
  for (const line of result.diagnostics) console.log(`  ${line}`);
  for (const failing of result.failing) {
    console.log(`  below 100 in ${failing.category}: ${failing.id} — ${failing.title}`);
    for (const item of failing.items) console.log(`      ${item}`);
  }
  for (const warning of result.warnings) console.log(`  lighthouse warning: ${warning.replace(/\s+/g, ' ').slice(0, 200)}`);
  return allMet;
}

/** Whether the CMS shows English careers (SPEC's careers are Chinese only; English ones are the company's choice). */
async function englishCareersShown(origin: string): Promise<boolean> {
  const settings = await openApiGetter(origin)<{ data: SiteSettings }>(API_PATHS.siteSettings, { language: toApiLanguage(DEFAULT_SITE_LANGUAGE) });
  return englishCareersOn(settings.data);
}

/**
 * Whether the site has a page at `route` in `language`. An item's page (`?id=`) is built only in
 * the languages its section is shown in, and the CMS answers its address in the others with 404;
 * every other route is built in both, as a notice where its section is Chinese only.
 */
function hasPage(route: string, language: SiteLanguage, englishCareers: boolean): boolean {
  const neutral = route.split('?')[0]!;
  return !QUERY_ID_ROUTES.includes(neutral) || hasContentIn(neutral, language, englishCareers);
}

/**
 * Lighthouse's own trace recording fails now and then (NO_NAVSTART): a page gets three tries, each
 * after the first in a new Chromium, then is reported as failed. One Chromium serves every page
 * otherwise: Lighthouse clears its cache and storage before each.
 */
async function lighthouseWithRetries(url: string, chromium: LighthouseBrowser): Promise<LighthouseResult | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await chromium.run(url);
    } catch (error) {
      console.log(`\n${new URL(url).pathname}${new URL(url).search}: try ${attempt} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (attempt === 3) return null;
      await chromium.restart();
    }
  }
}

/** Every page's four scores in one Markdown table, as docs/budgets.md records them. */
function printScoreTable(scores: Array<{ path: string; result: LighthouseResult }>): void {
  const figure = (result: LighthouseResult, id: CategoryId) => {
    const { score, note } = result.categories[id];
    return `${score ?? 'n/a'}${note?.startsWith('ESTIMATED') ? '*' : ''}`;
  };
  console.log(`\n| page | ${CATEGORIES.map((id) => `${id} (≥ ${TARGETS[id]})`).join(' | ')} |`);
  console.log(`|---|${CATEGORIES.map(() => '---:').join('|')}|`);
  for (const { path: pagePath, result } of scores) {
    console.log(`| \`${pagePath}\` | ${CATEGORIES.map((id) => figure(result, id)).join(' | ')} |`);
  }
}

async function main() {
  const jsOnly = process.argv.includes('--js-only');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-budget-'));
  const { app, origin } = await startCms(dataDir);
  let browser: Browser | undefined;
  try {
    const options = { cmsUrl: origin, siteUrl: SITE_URL, contentRevision: await readContentRevision(app.db) };
    const published = await publishSite(options, { log: () => {} });
    if (published.published) {
      // The budgets measure compressed transfers and a first search: they wait for the twins and the index.
      await Promise.all([published.compression, published.searchIndex]);
      console.log('The live release was stale: built and published it first');
    }
    console.log(`Budgets of the built site served by the CMS at ${origin}`);

    // (a) JavaScript before any interaction.
    browser = await launchChromium();
    const js = await measureJavaScript(browser, `${origin}${ROUTES.home}`);
    await browser.close();
    browser = undefined;
    console.log(`\n(a) JavaScript loaded by ${ROUTES.home} before any interaction (gzip level 9):`);
    for (const script of js.scripts) {
      console.log(`  ${kb(script.gzip).padStart(10)}  (${kb(script.raw)} raw)  ${new URL(script.url).pathname}`);
    }
    console.log(`  ${kb(js.totalGzip).padStart(10)}  (${kb(js.totalRaw)} raw)  TOTAL, ${js.scripts.length} files`);
    if (js.prefetched.length > 0) console.log(`  also fetched but not executed (prefetch), not counted: ${js.prefetched.length} files`);
    const jsMet = js.totalGzip <= HOME_JS_BUDGET_BYTES;
    console.log(`  budget ≤ ${kb(HOME_JS_BUDGET_BYTES)}: ${jsMet ? 'met' : 'NOT met'}`);
    if (!jsMet) process.exitCode = 1;
    if (jsOnly) return;

    // (b) Lighthouse, mobile.
    const routes = [...FIXED_PAGE_PATHS, ROUTES.privacy, ...(await itemPaths(origin))];
    const englishCareers = await englishCareersShown(origin);
    const paths: string[] = [];
    const unbuilt: string[] = [];
    for (const language of SITE_LANGUAGES) {
      for (const route of routes) (hasPage(route, language, englishCareers) ? paths : unbuilt).push(localizedPath(route, language));
    }
    console.log(`\n(b) Lighthouse 12, mobile settings (simulated throttling), Debian Chromium, ${paths.length} pages:`);
    if (unbuilt.length > 0) console.log(`  not built, their section not shown in their language: ${unbuilt.join(', ')}`);
    // Simulated throttling scales the CPU time it observes: a busy machine lowers the figures.
    const load = os.loadavg().map((value) => value.toFixed(2)).join(' ');
    console.log(`  (machine: ${os.cpus().length} cores, load average ${load}; figures vary from run to run)`);
    let estimated = false;
    let allMet = true;
    const scores: Array<{ path: string; result: LighthouseResult }> = [];
    const chromium = await lighthouseBrowser();
    try {
      for (const pagePath of paths) {
        const result = await lighthouseWithRetries(`${origin}${pagePath}`, chromium);
        if (!result) {
          allMet = false;
          continue;
        }
        estimated ||= result.categories.performance.note?.startsWith('ESTIMATED') ?? false;
        allMet = printLighthouse(result, pagePath) && allMet;
        scores.push({ path: pagePath, result });
      }
    } finally {
      chromium.close();
    }
    printScoreTable(scores);
    if (!estimated) {
      console.log('\nSpeed Index was measured by Lighthouse on every page (trace screenshots arrived): no score was estimated.');
    } else {
      console.log('\n* performance ESTIMATED: this Chromium gives Lighthouse no trace screenshots, so Speed Index');
      console.log('  (and the performance score) came out null; Speed Index was estimated from LCP through');
      console.log("  Lighthouse's log-normal curve (Audit.computeLogNormalScore, mobile p10 3387 ms, median 5800 ms)");
      console.log("  and the score rebuilt from the category's own audit weights.");
    }
    console.log(allMet ? '\nEvery Lighthouse target met.' : '\nSome Lighthouse targets NOT met (above).');
  } finally {
    await browser?.close();
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
