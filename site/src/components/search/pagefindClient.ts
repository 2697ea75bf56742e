import type { SiteLanguage } from '../../../../contract/siteRoutes';
import { KIND_FILTER, SEARCH_KINDS, type SearchKind } from './searchMarks';

/** One page found: where it is, its title, the matching passage (HTML: the text escaped, the terms in `<mark>`), its kind. */
export interface SearchHit {
  url: string;
  title: string;
  excerpt: string;
  kind: SearchKind | null;
}

/**
 * What the search shows of a term: its hits grouped by kind, how many pages matched in all, and
 * how to show the next hits (null when all are shown).
 */
export interface SearchAnswer {
  groups: Array<{ kind: SearchKind | null; hits: SearchHit[] }>;
  total: number;
  more: (() => Promise<SearchAnswer>) | null;
}

/** The part of Pagefind's browser API the site uses (its pagefind.js, which the search pointer hands each call to). */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(term: string, options?: object, timeout?: number): Promise<{ results: Array<{ data(): Promise<PagefindResultData> }> } | null>;
}

/**
 * The release's search pointer: it loads the Pagefind of the index the release serves, in a folder
 * of its own (cms/publishing/searchIndex/searchIndexFolder.ts).
 */
const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';
/**
 * Hits whose passages a search loads at a time: each is a fragment fetched on its own, so a first
 * search stays small; the next ones load when the visitor asks for more.
 */
export const HITS_SHOWN = 5;
/** Typing pauses this long before a search runs. */
const TYPING_PAUSE_MS = 250;

const loaded = new Map<SiteLanguage, Promise<Pagefind>>();

/**
 * Pagefind for a language, loaded on first use (never with the page). A module per language:
 * Pagefind chooses its language's index from the page's `lang` when it starts, and the visitor
 * may change language without reloading. It runs in the page rather than in its web worker: one
 * script fewer to download, and the page's policy already allows its WebAssembly.
 */
export function loadPagefind(language: SiteLanguage): Promise<Pagefind> {
  let pagefind = loaded.get(language);
  if (!pagefind) {
    const url = `${PAGEFIND_SCRIPT}?${language}`;
    pagefind = (import(/* webpackIgnore: true */ url) as Promise<Pagefind>).then(async (module) => {
      await module.options({ noWorker: true, excerptLength: 24 });
      await module.init();
      return module;
    });
    // A failed load (the index of a release just published is still being written) is tried again next time.
    pagefind.catch(() => loaded.delete(language));
    loaded.set(language, pagefind);
  }
  return pagefind;
}

const kindOf = (data: PagefindResultData): SearchKind | null => {
  const kind = data.filters[KIND_FILTER]?.[0];
  return SEARCH_KINDS.find((known) => known === kind) ?? null;
};

/**
 * Searches `term` in the language's index; answers null when a later term superseded it while
 * typing. Hits are grouped by kind in the order of SEARCH_KINDS, best first within a kind.
 */
export async function searchSite(language: SiteLanguage, term: string): Promise<SearchAnswer | null> {
  const pagefind = await loadPagefind(language);
  const search = await pagefind.debouncedSearch(term, {}, TYPING_PAUSE_MS);
  if (!search) return null;
  return answerShowing(search.results, []);
}

/** The answer showing the hits of `shown` and the next HITS_SHOWN of `results`. */
async function answerShowing(results: ReadonlyArray<{ data(): Promise<PagefindResultData> }>, shown: readonly SearchHit[]): Promise<SearchAnswer> {
  const next = await Promise.all(results.slice(shown.length, shown.length + HITS_SHOWN).map((result) => result.data()));
  const hits = [...shown, ...next.map((data): SearchHit => ({ url: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt, kind: kindOf(data) }))];
  const groups = [...SEARCH_KINDS, null]
    .map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind) }))
    .filter((group) => group.hits.length > 0);
  return { groups, total: results.length, more: hits.length < results.length ? () => answerShowing(results, hits) : null };
}
