import * as chromeLauncher from 'chrome-launcher';
import type { Flags } from 'lighthouse';

export const CHROMIUM = '/usr/bin/chromium';
export const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** Lighthouse's mobile Speed Index curve (core/audits/metrics/speed-index.js, mobile scoring). */
const SPEED_INDEX_MOBILE = { p10: 3387, median: 5800 };

export interface CategoryResult {
  /** 0–100, or null when Lighthouse could not score the category. */
  score: number | null;
  /** How the figure was obtained when it is not Lighthouse's own. */
  note?: string;
}

export interface LighthouseResult {
  url: string;
  categories: Record<CategoryId, CategoryResult>;
  /** The metrics behind the performance score, in ms (CLS unitless), with their scores. */
  metrics: Array<{ id: string; value: number | null; score: number | null; weight: number; estimated?: boolean }>;
  /** Lighthouse's run warnings (e.g. the missing screenshots). */
  warnings: string[];
  /** Failing audits of the non-performance categories, to say why a score is below 100. */
  failing: Array<{ category: CategoryId; id: string; title: string; items: string[] }>;
  /** Where performance goes: the LCP element and its phases, the scripts with most main-thread time. */
  diagnostics: string[];
}

type Details = { type?: string; items?: unknown[] } | undefined;
type Item = Record<string, unknown> & {
  node?: { snippet?: string; nodeLabel?: string; selector?: string };
  url?: string;
  description?: string;
  sourceLocation?: { url?: string };
  phase?: string;
  timing?: number;
  total?: number;
  scripting?: number;
};

const clip = (text: string, length = 140) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** The rows of an audit's details (tables, lists of tables). */
function rowsOf(details: Details): Item[] {
  if (!details?.items) return [];
  if (details.type === 'list') return details.items.flatMap((item) => rowsOf(item as Details));
  return details.items as Item[];
}

/** One line for a detail row: the element, the URL or the message it names. */
function describe(item: Item): string {
  const parts = [
    item.node?.snippet ?? item.node?.selector,
    item.description,
    item.url ?? item.sourceLocation?.url,
  ].filter((part): part is string => typeof part === 'string' && part.length > 0);
  return clip(parts.join(' — ').replace(/\s+/g, ' '));
}

type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number } | undefined>;
};

/**
 * The performance metrics with their weights; when Lighthouse left the category unscored because
 * Speed Index is null (no trace screenshots), Speed Index is estimated as LCP on Lighthouse's
 * mobile Speed Index curve and the score rebuilt as the category's weighted mean.
 */
export function rebuildPerformance(
  lhr: Lhr,
  performance: CategoryResult,
  logNormalScore: (points: { p10: number; median: number }, value: number) => number,
): { metrics: LighthouseResult['metrics']; performance: CategoryResult } {
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? null;
  const metrics: LighthouseResult['metrics'] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    if (ref.weight <= 0) continue;
    const audit = lhr.audits[ref.id];
    let value = audit?.numericValue ?? null;
    let score = audit?.score ?? null;
    let estimated = false;
    if (score === null && ref.id === 'speed-index' && lcp !== null) {
      value = lcp;
      score = logNormalScore(SPEED_INDEX_MOBILE, lcp);
      estimated = true;
    }
    metrics.push({ id: ref.id, value, score, weight: ref.weight, ...(estimated ? { estimated } : {}) });
  }
  if (performance.score !== null) return { metrics, performance };
  if (metrics.length === 0 || metrics.some((metric) => metric.score === null)) {
    const missing = metrics.filter((metric) => metric.score === null).map((metric) => metric.id);
    return { metrics, performance: { score: null, note: `not computable: no score for ${missing.join(', ') || 'any metric'}` } };
  }
  const weight = metrics.reduce((sum, metric) => sum + metric.weight, 0);
  // Lighthouse rounds the category's mean to two decimals (core/scoring.js) before showing it ×100.
  const mean = Math.round((metrics.reduce((sum, metric) => sum + metric.score! * metric.weight, 0) / weight) * 100) / 100;
  return {
    metrics,
    performance: {
      score: Math.round(mean * 100),
      note: 'ESTIMATED: Lighthouse scored Speed Index null (no trace screenshots from this Chromium); rebuilt from the category weights with Speed Index taken as LCP on the mobile Speed Index curve',
    },
  };
}

/** A Chromium for Lighthouse runs, one for many pages: see SETTINGS for what is reset between them. */
function launchLighthouseChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    logLevel: 'silent',
  });
}

/**
 * Lighthouse's defaults, but for two things:
 * - It leaves out what it would gather for nothing this report reads: the full-page screenshot
 *   (for its HTML report's element thumbnails, 1.4 s a page here) and the back/forward cache
 *   probe (a second navigation, for the `bf-cache` audit, weight 0 in every category).
 * - It clears the origin's cookies, local storage and IndexedDB too, not only its caches: one
 *   Chromium serves every page, and each page is measured as a first visit, as a fresh profile
 *   would (the widgets keep their outbox in IndexedDB).
 */
const SETTINGS = {
  disableFullPageScreenshot: true,
  skipAudits: ['bf-cache'],
  clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'cookies', 'local_storage', 'indexeddb'],
} satisfies Flags;

/**
 * Runs Lighthouse 12 with its default (mobile) settings against the Chromium listening on
 * `port`. Lighthouse 12's node API is `lighthouse(url, flags, config)`; `flags.port` is the
 * DevTools port it connects to.
 */
async function runLighthouse(url: string, port: number): Promise<LighthouseResult> {
  const { default: lighthouse, Audit } = await import('lighthouse');
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    { extends: 'lighthouse:default', settings: SETTINGS },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

  const categories = {} as Record<CategoryId, CategoryResult>;
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    categories[id] = { score: score === null || score === undefined ? null : Math.round(score * 100) };
  }

  const { metrics, performance } = rebuildPerformance(lhr, categories.performance, (points, value) => Audit.computeLogNormalScore(points, value));
  categories.performance = performance;

  const failing: LighthouseResult['failing'] = [];
  for (const id of CATEGORIES) {
    if (id === 'performance') continue;
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        const items = rowsOf(audit.details as Details).slice(0, 4).map(describe).filter(Boolean);
        failing.push({ category: id, id: ref.id, title: audit.title, items });
      }
    }
  }

  const diagnostics: string[] = [];
  const lcpRows = rowsOf(lhr.audits['largest-contentful-paint-element']?.details as Details);
  const element = lcpRows.find((row) => row.node);
  if (element) diagnostics.push(`LCP element: ${describe(element)}`);
  const phases = lcpRows.filter((row) => typeof row.phase === 'string' && typeof row.timing === 'number');
  if (phases.length > 0) diagnostics.push(`LCP phases: ${phases.map((row) => `${row.phase} ${Math.round(row.timing!)} ms`).join(', ')}`);
  const bootup = rowsOf(lhr.audits['bootup-time']?.details as Details)
    .filter((row) => typeof row.total === 'number')
    .sort((a, b) => b.total! - a.total!)
    .slice(0, 3);
  if (bootup.length > 0) {
    diagnostics.push(
      `main-thread time by script (throttled): ${bootup.map((row) => `${String(row.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(row.total!)} ms`).join(', ')}`,
    );
  }
  return { url, categories, metrics, warnings: lhr.runWarnings ?? [], failing, diagnostics };
}

/** One Chromium that Lighthouse measures page after page in, owned here from launch to close. */
export interface LighthouseBrowser {
  run(url: string): Promise<LighthouseResult>;
  /** A new Chromium in place of this one, after a run that failed in it. */
  restart(): Promise<void>;
  close(): void;
}

export async function lighthouseBrowser(): Promise<LighthouseBrowser> {
  let chrome = await launchLighthouseChromium();
  return {
    run: (url) => runLighthouse(url, chrome.port),
    async restart() {
      chrome.kill();
      chrome = await launchLighthouseChromium();
    },
    close: () => chrome.kill(),
  };
}
