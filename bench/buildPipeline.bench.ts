import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../cms/app';
import { readContentRevision } from '../cms/content/contentRevision';
import { readContentPoint } from '../cms/publishing/quick/contentPoint';
import { quickReleases } from '../cms/publishing/quick/quickPublisher';
import type { PublishProgress, SitePublisher } from '../cms/publishing/publishQueue';
import { GATSBY_CACHE_DIR, SITE_DIR } from '../builders/paths';
import { publishSite } from '../cms/publishing/publishSite';
import type { ReleaseCompression } from '../cms/publishing/releases/compressRelease';
import type { SearchIndexResult } from '../cms/publishing/searchIndex/searchIndex';
import { CURRENT } from '../cms/publishing/releases/siteReleases';
import { benchCmsOptions } from './benchCmsOptions';
import { fillCases } from './fillCases';
import { reapedChildrenCpuSeconds, sampleChildMemory, type BuildMemory } from './buildProcesses';

/** Gatsby's steps worth a line of their own, by the text it ends them with. */
const STEPS = [
  'load plugins', 'source and transform nodes', 'building schema', 'createPages', 'Building production JavaScript and CSS bundles',
  'Building HTML renderer', 'run queries in workers', 'Writing page-data.json and slice-data.json files to public directory',
  'Building static HTML for pages', 'onPostBuild',
];

/** The site's own log lines worth printing: what sourcing read, what `onPostBuild` did and how long. */
const INFO = ['articles: ', 'inline script hashes listed for ', 'sitemap.xml lists '];

interface Run {
  seconds: number;
  phases: Array<{ phase: string; seconds: number }>;
  steps: Record<string, string>;
  info: string[];
  memory: BuildMemory;
  cpuSeconds: number;
  release: { id: string; copied: number; linked: number; copyMs: number };
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const du = (dir: string) => Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);
const load = () => os.loadavg().map((value) => value.toFixed(1)).join(' ');

/**
 * `npm run bench:build`: BENCH_CASES (default 10,000) bilingual case articles (about 2 KB of HTML
 * each) added to the demo content of a CMS on SQLite, then the site published through the
 * publishing pipeline the back office's Publish action uses (the CMS's queue, a release, the
 * switch): a cold build (no Gatsby cache, no working copy), then one case's title edited and
 * published again, the time to it being served measured by polling its page on the CMS (the quick
 * release of the edited pages, cms/publishing/quick), and the full build that follows. Prints
 * each phase, Gatsby's steps, the peak memory of the build's processes, the release's size and
 * the load average (the machine is shared). Releases go to a temporary folder; the working copy
 * and Gatsby's cache of this checkout are rebuilt by the next `npm start` or e2e run.
 */
async function main() {
  const cases = Number(process.env.BENCH_CASES ?? 10_000);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'build-bench-'));
  const releasesDir = path.join(dataDir, 'site-releases');
  let publish: SitePublisher = () => Promise.reject(new Error('not listening yet'));
  const quick = quickReleases(() => cms.db, path.join(releasesDir, CURRENT), (text) => process.stdout.write(`    ${text}`));
  const cms = await buildApp({
    ...benchCmsOptions(dataDir),
    siteDir: path.join(releasesDir, CURRENT),
    publisher: (report) => publish(report),
    quickPublisher: quick.live,
  });
  try {
    await cms.ready();
    const filling = performance.now();
    await fillCases(cms.db, cases, { bodyBytes: 2_048 });
    console.log(`${cases} cases in both languages added in ${((performance.now() - filling) / 1000).toFixed(1)} s`);
    const origin = await cms.listen({ host: '127.0.0.1', port: 0 });
    await Promise.all([SITE_DIR, GATSBY_CACHE_DIR].map((dir) => fs.rm(dir, { recursive: true, force: true })));

    let run: Partial<Run> = {};
    let compression: Promise<ReleaseCompression> = Promise.resolve({ compressed: 0, ms: 0 });
    let searchIndex: Promise<SearchIndexResult> = Promise.resolve({ pages: 0, files: 0, bytes: 0, ms: 0, chunkingMs: 0 });
    publish = async (report) => {
      const publishStarted = performance.now();
      const options = {
        cmsUrl: origin, siteUrl: 'http://127.0.0.1:8000', contentRevision: await readContentRevision(cms.db), contentPoint: await readContentPoint(cms.db),
      };
      const steps: Record<string, string> = {};
      const info: string[] = [];
      const log = (text: string) => {
        for (const line of text.split('\n')) {
          const infoAt = Math.max(...INFO.map((start) => line.indexOf(start)));
          if (infoAt >= 0) info.push(line.slice(infoAt));
          // Gatsby ends each activity with a log entry of level ACTIVITY_SUCCESS, its duration after the text.
          const step = STEPS.find((name) => line.startsWith(`activity_success ${name} - `));
          if (step) steps[step] = line.slice(`activity_success ${step} - `.length);
          // As they come too: a build of 100,000 cases is read while it runs (and stopped if a step never ends).
          if (infoAt >= 0 || step) console.log(`    (${Math.round(performance.now() - publishStarted) / 1000} s) ${line.trim()}`);
        }
      };
      const result = await publishSite(options, {
        releasesDir, log, report: (progress) => { report(progress); track(progress); }, beforeSwitch: quick.beforeSwitch,
      });
      run.steps = steps;
      run.info = info;
      if (!result.published) throw new Error('the bench publishes changed content: the live release cannot be current');
      run.release = { id: result.release.id, copied: result.release.copied, linked: result.release.linked, copyMs: result.release.copyMs };
      compression = result.compression;
      searchIndex = result.searchIndex;
      return { release: result.release.id, built: true };
    };
    let phaseStarted = 0;
    /** The memory of the publish under way, sampled by phase. */
    let memory: ReturnType<typeof sampleChildMemory> | undefined;
    const track = (progress: PublishProgress) => {
      const phases = (run.phases ??= []);
      if (phases.at(-1)?.phase === progress.phase) return;
      const now = performance.now();
      if (phases.length > 0) phases.at(-1)!.seconds = (now - phaseStarted) / 1000;
      phases.push({ phase: progress.phase, seconds: 0 });
      memory?.mark(progress.phase);
      phaseStarted = now;
    };

    /** One publish through the queue, as the Publish action makes it; resolves once it is live. */
    const publishOnce = async (): Promise<Run> => {
      // Until Gatsby reports its first activity: the queue's debounce, then Gatsby starting.
      run = { phases: [{ phase: 'waiting, starting Gatsby', seconds: 0 }] };
      memory = sampleChildMemory();
      memory.mark('waiting, starting Gatsby');
      const cpuBefore = reapedChildrenCpuSeconds();
      const started = performance.now();
      phaseStarted = started;
      cms.publishing!.request();
      await cms.publishing!.idle();
      const seconds = (performance.now() - started) / 1000;
      run.phases!.at(-1)!.seconds = (performance.now() - phaseStarted) / 1000;
      run.memory = memory.stop();
      run.cpuSeconds = reapedChildrenCpuSeconds() - cpuBefore;
      const last = cms.publishing!.state().last;
      if (last?.status !== 'live') throw new Error(`the publish failed: ${last?.status === 'failed' ? last.reason : 'no outcome'}`);
      return { ...run, seconds } as Run;
    };

    console.log(`Load average before the cold build: ${load()}`);
    const cold = await publishOnce();
    print('Cold build', cold, load(), cases);
    console.log(`  Gatsby's working copy ${mb(du(SITE_DIR))}, its cache ${mb(du(GATSBY_CACHE_DIR))}`);
    printAfterLive(...(await Promise.all([compression, searchIndex])));
    console.log(`  release on disk, with its twins and search index ${mb(du(path.join(releasesDir, cold.release.id)))}`);

    const edited = await cms.db.selectFrom('article').select(({ fn }) => fn.max('article_id').as('id')).executeTakeFirstOrThrow();
    const title = `Edited case ${Date.now()}`;
    await cms.db.updateTable('article_i18n').set({ title }).where('article_id', '=', edited.id).where('language', '=', 'zh').execute();
    const page = `${origin}/caseDetails?id=${edited.id}`;
    const editStarted = performance.now();
    const live = pollUntil(page, title);
    const edit = await publishOnce();
    const liveSeconds = (await live - editStarted) / 1000;
    print('One title edited, published', edit, load(), cases);
    const laid = cms.publishing!.state().quick;
    console.log(`  from Publish to the new title served at ${page}: ${liveSeconds.toFixed(2)} s (quick release: ${laid?.status === 'live' ? `${laid.pages} pages in ${laid.ms} ms` : JSON.stringify(laid)}); the full build live after ${edit.seconds.toFixed(1)} s`);
    printAfterLive(...(await Promise.all([compression, searchIndex])));
    console.log(`  both releases on disk (shared files counted once) ${mb(du(releasesDir))}`);
  } finally {
    await cms.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** Asks for `url` until its body contains `text`; resolves with the time it did. */
async function pollUntil(url: string, text: string): Promise<number> {
  for (;;) {
    const body = await fetch(url).then((response) => response.text(), () => '');
    if (body.includes(text)) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function print(title: string, run: Run, loadAverage: string, cases: number) {
  console.log(`\n${title}: ${run.seconds.toFixed(1)} s to live (load average ${loadAverage}), ${run.release.copied} files copied and ${run.release.linked} linked in ${run.release.copyMs} ms`);
  for (const { phase, seconds } of run.phases) {
    const peak = run.memory.byMark.find((stretch) => stretch.label === phase)?.peakPssSum ?? 0;
    console.log(`  phase ${phase.padEnd(24)} ${seconds.toFixed(1).padStart(6)} s, build processes' memory at most ${mb(peak)} (PSS)`);
  }
  for (const [step, text] of Object.entries(run.steps)) console.log(`  gatsby ${step}: ${text}`);
  for (const line of run.info) console.log(`  site ${line}`);
  console.log(`  ${((cases * 2) / run.seconds).toFixed(1)} case pages per second over the whole publish; the build's processes used ${run.cpuSeconds.toFixed(0)} s of CPU`);
  console.log(`  build processes' memory: peak of the summed resident sizes ${mb(run.memory.peakRssSum)}, sum of each one's peak ${mb(run.memory.sumOfPeaks)}; shared pages counted once (PSS) ${mb(run.memory.peakPssSum)}, of it anonymous ${mb(run.memory.peakAnonymousSum)}; this process (CMS, compression) ${mb(process.resourceUsage().maxRSS * 1024)}`);
}

/** What follows a release going live, printed when it ends: at 100,000 cases, many minutes after. */
function printAfterLive(compression: ReleaseCompression, searchIndex: SearchIndexResult) {
  console.log(`  compression after going live: ${compression.compressed} files in ${(compression.ms / 1000).toFixed(1)} s`);
  console.log(`  search index after going live (beside the compression): ${searchIndex.pages} pages in ${(searchIndex.ms / 1000).toFixed(1)} s, ${searchIndex.files} files, ${(searchIndex.bytes / 1024).toFixed(0)} KiB`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
