/**
 * The site search through a publish at 1,000 cases (2,000 pages, both languages): a build is made
 * live by the publish's own step after Gatsby (goLive) while Chromium searches the CMS without a
 * pause, each search on a freshly loaded page and on pages that loaded the search before the
 * publish and keep it. Not one search fails or finds nothing, before the switch, between the
 * switch and the new release's own index, and after it; the new index then finds the new text.
 * The builds are pages written as the site marks them (searchMarks.ts), not Gatsby's: Gatsby is
 * not what this proves, and a build of 1,000 cases takes minutes.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inParallel } from '../../../compression/inParallel';
import { goLive, type LiveRelease } from '../../../cms/publishing/goLive';
import { CURRENT } from '../../../cms/publishing/releases/siteReleases';
import { SEARCH_INDEX_DIR, servedIndex } from '../../../cms/publishing/searchIndex/searchIndexFolder';
import { finishBuiltPages } from '../../../site/gatsby/finishBuiltPages';
import { searchBody } from '../../../site/src/components/search/searchMarks';
import { launchBrowser } from '../../support/browser';
import { seededRandom } from '../../support/seededRandom';
import { startTestApp, type TestApp } from '../../support/testApp';

const CASES = 1_000;
/** Cases whose text the second build changes, adding a word no earlier page has. */
const EDITED = 100;
const LANGUAGES = ['zh-CN', 'en-US'] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * Words every case has in both builds, one per first character: a search loads the index chunk of
 * its word's first character (searchIndexChunks.ts), so a page that keeps its search loads chunks
 * it had not loaded yet as it goes through them.
 */
const TERMS: Record<Language, readonly string[]> = {
  'zh-CN': ['堆垛机', '输送线', '穿梭车', '仓库', '托盘', '机器人', '叉车', '调度', '提升机', '分拣'],
  'en-US': ['stacker', 'conveyor', 'warehouse', 'pallet', 'robot', 'forklift', 'dispatch', 'lift', 'gantry', 'inventory', 'kitting', 'yard'],
};
/** The word only the edited cases of the second build have. */
const NEW_WORD: Record<Language, string> = { 'zh-CN': '改造', 'en-US': 'retrofit' };
/** Words some cases have, picked per case, for an index of many words. */
const VARIED: Record<Language, readonly string[]> = {
  'zh-CN': ['冷链', '医药', '电商', '汽车', '食品', '烟草', '服装', '化工', '新能源', '家电', '物流园', '配送中心'],
  'en-US': ['cold', 'pharmaceutical', 'ecommerce', 'automotive', 'food', 'tobacco', 'apparel', 'chemical', 'battery', 'appliance', 'park', 'distribution'],
};

const casePath = (language: Language, n: number) => `${language === 'en-US' ? 'en-US/' : ''}caseDetails/${n}/index.html`;
const probePath = (language: Language) => `${language === 'en-US' ? '/en-US' : ''}/probe`;

/** A case page as the site marks it: about 2 KB of text, as the benchmarks' cases (bench/fillCases.ts). */
function casePage(language: Language, n: number, edited: boolean): string {
  const random = seededRandom(n);
  const marks = Object.entries(searchBody('cases')).map(([name, value]) => (value ? `${name}="${value}"` : name)).join(' ');
  const terms = TERMS[language].join(language === 'zh-CN' ? '、' : ', ');
  const varied = Array.from({ length: 12 }, () => random.pick(VARIED[language])).join(language === 'zh-CN' ? '，' : ' ');
  const title = language === 'zh-CN' ? `案例 ${n}` : `Case ${n}`;
  const paragraph = language === 'zh-CN' ? `<p>第 ${n} 个项目：${terms}。${varied}。</p>` : `<p>Project ${n}: ${terms}. ${varied}.</p>`;
  const edit = edited ? `<p>${NEW_WORD[language]} ${language === 'zh-CN' ? '二期' : 'phase two'}</p>` : '';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${title}</title></head><body><main><article ${marks}><h1>${title}</h1>${edit}${paragraph.repeat(6)}</article></main></body></html>`;
}

/**
 * A page that searches as the site's client does (site/src/components/search/pagefindClient.ts:
 * Pagefind loaded from `/pagefind/pagefind.js?<language>`, in the page, once), answering the hits' count, the
 * first hits' addresses (their passages loaded) and the index the release pointed to.
 */
const PROBE_SCRIPT = `
const loaded = new Map();
window.searchOnce = async (term) => {
  const language = document.documentElement.lang;
  const pointer = await (await fetch('/pagefind/pagefind.js', { cache: 'no-store' })).text();
  if (!loaded.has(language)) {
    loaded.set(language, import('/pagefind/pagefind.js?' + language).then(async (pagefind) => {
      await pagefind.options({ noWorker: true, excerptLength: 24 });
      await pagefind.init();
      return pagefind;
    }));
  }
  const pagefind = await loaded.get(language);
  const search = await pagefind.search(term);
  const hits = await Promise.all(search.results.slice(0, 5).map((result) => result.data()));
  return { total: search.results.length, urls: hits.map((hit) => hit.url), pointer };
};
`;
const probePage = (language: Language) =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>probe</title><script type="module" src="/probe.js"></script></head><body></body></html>`;

/**
 * Writes a build of every case in both languages into the working copy, as Gatsby leaves it
 * finished; with `edited`, as an incremental build leaves it: only the edited cases' pages rewritten.
 */
async function writeBuild(workingCopy: string, edited: boolean): Promise<void> {
  const cases = Array.from({ length: edited ? EDITED : CASES }, (_, index) => index + 1);
  await inParallel(LANGUAGES.flatMap((language) => cases.map((n) => [language, n] as const)), 16, async ([language, n]) => {
    const file = path.join(workingCopy, casePath(language, n));
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, casePage(language, n, edited));
  });
  if (!edited) {
    for (const language of LANGUAGES) {
      const probe = path.join(workingCopy, probePath(language), 'index.html');
      await fs.mkdir(path.dirname(probe), { recursive: true });
      await fs.writeFile(probe, probePage(language));
    }
    await fs.writeFile(path.join(workingCopy, 'probe.js'), PROBE_SCRIPT);
    await fs.writeFile(path.join(workingCopy, '404.html'), '<!doctype html><html><body><p>404</p></body></html>');
  }
  await finishBuiltPages(workingCopy);
}

interface Answer {
  searcher: string;
  language: Language;
  term: string;
  started: number;
  ended: number;
  total: number;
  urls: string[];
  /** The index the release's pointer named. */
  index: string;
  error: string | null;
}

/** The index folder's name a pointer script names. */
const indexNamed = (pointer: string) => /`\.\/([\w-]+)\/pagefind\.js/.exec(pointer)?.[1] ?? `(no pointer: ${pointer.slice(0, 60)})`;

async function search(page: Page, searcher: string, language: Language, term: string): Promise<Answer> {
  const started = Date.now();
  try {
    const found = await page.evaluate((wanted) => (window as unknown as { searchOnce(term: string): Promise<{ total: number; urls: string[]; pointer: string }> }).searchOnce(wanted), term);
    return { searcher, language, term, started, ended: Date.now(), total: found.total, urls: found.urls, index: indexNamed(found.pointer), error: null };
  } catch (error) {
    return { searcher, language, term, started, ended: Date.now(), total: 0, urls: [], index: '', error: (error as Error).message };
  }
}

describe('the site search through a publish', () => {
  let folder = '';
  let test: TestApp;
  let origin = '';
  let browser: Browser;
  let closeBrowser = async () => {};
  const releasesDir = () => path.join(folder, 'releases');
  const workingCopy = () => path.join(folder, 'public');
  /**
   * Each publish with what it still writes into its release once live (its compressed twins, its
   * index): waited for before the folder goes, even when the test ends before a publish does. A
   * publish that failed has nothing left writing, and its failure is the test's to report.
   */
  const writing: Promise<unknown>[] = [];
  const publish = () => {
    const going = goLive(workingCopy(), { releasesDir: releasesDir() });
    writing.push(going.then((live) => Promise.allSettled([live.compression, live.searchIndex]), () => undefined));
    return going;
  };

  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'search-through-publish-'));
    test = await startTestApp('sqlite', { siteDir: path.join(releasesDir(), CURRENT), seed: undefined });
    origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
    ({ browser, close: closeBrowser } = await launchBrowser());
  });

  afterAll(async () => {
    await closeBrowser();
    await test.close();
    await Promise.allSettled(writing);
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('never answers empty while a new release goes live and gets its own index, at 1,000 cases', async () => {
    await writeBuild(workingCopy(), false);
    const first = await publish();
    expect(first.carriedSearchIndex).toBeNull();
    expect((await first.searchIndex).pages).toBe(2 * CASES);
    const firstIndex = path.basename((await servedIndex(first.release.dir))!.dir);

    await writeBuild(workingCopy(), true);
    const answers: Answer[] = [];
    let live: LiveRelease | null = null;
    let liveAt = Infinity;
    let indexedAt = Infinity;
    let failed: unknown = null;
    // Fresh pages go on until the new index has answered twice (or the publish failed).
    const finished = () => failed !== null || answers.filter((answer) => answer.searcher === 'fresh' && answer.started > indexedAt).length >= 2;

    const context = await browser.newContext();
    const freshPages = async () => {
      for (let i = 0; !finished(); i += 1) {
        const language = LANGUAGES[i % 2]!;
        const page = await context.newPage();
        await page.goto(`${origin}${probePath(language)}`);
        answers.push(await search(page, 'fresh', language, TERMS[language][i % TERMS[language].length]!));
        await page.close();
      }
    };
    // Loaded before the publish and kept: it searches once before, once when the new release is
    // live and twice when its index is, each time a term it had not searched (new chunks to load).
    let announceLive = () => {};
    let announceIndexed = () => {};
    const isLive = new Promise<void>((resolve) => { announceLive = resolve; });
    const isIndexed = new Promise<void>((resolve) => { announceIndexed = resolve; });
    const keptPage = async (language: Language) => {
      const page = await context.newPage();
      await page.goto(`${origin}${probePath(language)}`);
      const searcher = `kept ${language}`;
      const [before, whenLive, ...whenIndexed] = TERMS[language];
      answers.push(await search(page, searcher, language, before!));
      await isLive;
      answers.push(await search(page, searcher, language, whenLive!));
      await isIndexed;
      for (const term of whenIndexed.slice(0, 2)) answers.push(await search(page, searcher, language, term));
      await page.close();
    };

    const searching = Promise.all([freshPages(), keptPage('zh-CN'), keptPage('en-US')]);
    await expect.poll(() => new Set(answers.map((answer) => answer.searcher)).size, { timeout: 20_000 }).toBe(3);
    const publishStarted = Date.now();
    try {
      live = await publish();
      liveAt = Date.now();
      announceLive();
      await live.searchIndex;
      indexedAt = Date.now();
    } catch (error) {
      failed = error;
    } finally {
      announceLive();
      announceIndexed();
    }
    await searching;
    await context.close();
    if (failed) throw failed;
    const second = live!;

    // Not one search failed or found nothing.
    expect(answers.filter((answer) => answer.error !== null || answer.total === 0 || answer.urls.length === 0)).toEqual([]);
    for (const answer of answers) {
      for (const url of answer.urls) expect(url, answer.term).toMatch(/^\/(en-US\/)?caseDetails\/\d+\/$/);
    }
    // Searches ran before the publish, from its switch until the new release's index was in place
    // (the carried index answering), and after it.
    const fresh = answers.filter((answer) => answer.searcher === 'fresh');
    expect(fresh.filter((answer) => answer.ended < publishStarted).length).toBeGreaterThan(0);
    // Asked after the switch, so answered by the new release: with the carried index until its own.
    const carried = fresh.filter((answer) => answer.started > liveAt && answer.index === firstIndex);
    expect(carried.length).toBeGreaterThan(0);
    const secondIndex = path.basename((await servedIndex(second.release.dir))!.dir);
    expect(secondIndex).not.toBe(firstIndex);
    expect(new Set(fresh.map((answer) => answer.index))).toEqual(new Set([firstIndex, secondIndex]));
    expect(new Set(fresh.filter((answer) => answer.started > indexedAt).map((answer) => answer.index))).toEqual(new Set([secondIndex]));
    // Pages that kept the search loaded the first index's chunks from the new release, before and after its own index.
    for (const language of LANGUAGES) {
      const kept = answers.filter((answer) => answer.searcher === `kept ${language}`);
      expect(kept.filter((answer) => answer.started >= liveAt).length, language).toBe(3);
      expect(kept.filter((answer) => answer.started >= indexedAt).length, language).toBe(2);
    }
    expect(second.carriedSearchIndex?.by).toBe('folder link');
    expect((await fs.readdir(path.join(second.release.dir, SEARCH_INDEX_DIR))).sort()).toEqual([firstIndex, secondIndex, 'pagefind.js'].sort());

    // The new index is the second build's: its new word is found in the edited cases only. One
    // page searches both languages, as after a change of language: a Pagefind for each.
    const page = await browser.newPage();
    await page.goto(`${origin}${probePath('zh-CN')}`);
    for (const language of LANGUAGES) {
      await page.evaluate((lang) => { document.documentElement.lang = lang; }, language);
      const answer = await search(page, 'after', language, NEW_WORD[language]);
      expect(answer.error, language).toBeNull();
      expect(answer.total, language).toBe(EDITED);
      expect(answer.urls.every((url) => url.startsWith(language === 'en-US' ? '/en-US/' : '/caseDetails/')), language).toBe(true);
    }
    await page.close();
  }, 180_000);
});
