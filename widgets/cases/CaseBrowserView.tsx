import { useEffect, useId, useRef, useState } from 'react';
import type { ArticleListItem } from '../../contract/entities/article';
import type { ClassifyNode } from '../../contract/entities/classify';
import { toSiteLanguage } from '../../contract/language';
import { localizedPath, ROUTES } from '../../contract/siteRoutes';
import type { CmsApi } from '../shared/cmsApi';
import { normalizeLanguage, WidgetStyle, type LanguageProp } from '../shared/environment';
import type { CaseParts } from './caseParts';
import { CASES_CORE_CSS } from './cases.css';
import { casesCopy } from './copy';
import { CASES_PAGE_SIZE, pageCountOf } from './paging';
import { useNarrow } from './useNarrow';

type CaseData = typeof import('./caseData');
type CaseBrowserLink = import('./caseData').CaseBrowserLink;
let caseData: Promise<CaseData> | undefined;

/**
 * The API client and the calls load as a chunk of their own, on mount (after the first paint)
 * or at the first call, not with the grid: its first paint needs none of them, and the bundle's
 * size budget counts that first paint.
 */
export function loadCaseData(): Promise<CaseData> {
  caseData ??= import('./caseData').catch((error: unknown) => {
    caseData = undefined;
    throw error;
  });
  return caseData;
}

/** What a card shows (SPEC §3 "Case article (in list)"). */
export type CaseCardData = Pick<ArticleListItem, 'articleId' | 'articleTitle' | 'articleSummary' | 'articleThumbnail'>;

/** Page 1 as the site pre-rendered it: shown at once and not fetched again. */
export interface InitialCasePage {
  classifyId: number;
  rows: CaseCardData[];
  total: number;
}

export interface CaseBrowserProps {
  /** The open API client; built from `cmsUrl` when not given. */
  api?: CmsApi;
  /** The CMS origin; '' (the default) for the page's own origin. */
  cmsUrl?: string;
  language?: LanguageProp;
  /** Pins the browser to one category, by `outLink` or `classifyId`; the selector is hidden. */
  category?: string | number;
  /** The site's origin for detail links (`{detailBaseUrl}/caseDetails?id=N`); the CMS origin by default. */
  detailBaseUrl?: string;
  /** Only cases carrying every one of these tags (ids, or a comma-separated list). */
  tagIds?: readonly number[] | string;
  initialPage?: InitialCasePage;
  /** The category tree as pre-rendered (`classify/treeData`'s root): not fetched at start. */
  initialTree?: ClassifyNode;
  /** The page to show first (a page past the end shows the last); a change starts over there. */
  startPage?: number;
  /** Called with the page the pager shows after a page (not a load-more step) arrived: a host may keep it in its address. */
  onPageChange?(page: number): void;
}

export interface ListState {
  items: CaseCardData[];
  total: number;
  /** The last page loaded: the pager's current page. */
  page: number;
  /** An answer arrived (even an empty one): the empty state may show. */
  loaded: boolean;
}

export const NOTHING_LOADED: ListState = { items: [], total: 0, page: 1, loaded: false };

/** The All entry first (the root, SPEC §3), then the categories. */
export function categoriesOf(root: ClassifyNode): ClassifyNode[] {
  return [root, ...root.children];
}

const tagListOf = (tagIds: CaseBrowserProps['tagIds']): string =>
  (typeof tagIds === 'string' ? tagIds.split(',') : (tagIds ?? []).map(String))
    .map((tag) => tag.trim())
    .filter((tag) => /^\d+$/.test(tag))
    .join(',');

/**
 * The case list (SPEC §2, §4): a category selector (All first), a grid of cards, and a pager —
 * or, in a container narrower than 640 px, a load-more control that ends in a load-completed
 * state. Non-zero codes are ignored silently (SPEC §8): the list stays as it was.
 *
 * Internal: the public `CaseBrowser` (./CaseBrowser) gives the category bar and the load-more
 * control (`parts`) statically, for server rendering; the embed leaves them out, and they come
 * with the data chunk, which the category bar needs anyway (the tree) — not in its first paint.
 */
export function CaseBrowserView(props: CaseBrowserProps & { parts?: CaseParts; css?: string }) {
  const { api: apiProp, cmsUrl = '', category, detailBaseUrl, initialPage, initialTree } = props;
  const [parts, setParts] = useState(props.parts);
  // The client itself comes with the data chunk; its origin is known at once (thumbnails, links).
  const baseUrl = apiProp ? apiProp.baseUrl : cmsUrl;
  const language = normalizeLanguage(props.language);
  const copy = casesCopy(language);
  const tagIds = tagListOf(props.tagIds);
  const wanted = String(category ?? '').trim();
  const pinned = wanted !== '';
  const pinnedId = /^\d+$/.test(wanted) ? Number(wanted) : null;
  const baseId = useId();

  const [tree, setTree] = useState<ClassifyNode | null>(initialTree ?? null);
  // A category pinned by outLink is found in the tree by the set-up (./caseData): until then
  // nothing is listed, so nothing shows which category is selected.
  const [selected, setSelected] = useState<number | null>(
    initialPage?.classifyId ?? pinnedId ?? (pinned || !initialTree ? null : initialTree.classifyId),
  );
  const [list, setList] = useState<ListState>(() =>
    initialPage ? { items: initialPage.rows, total: initialPage.total, page: 1, loaded: true } : NOTHING_LOADED,
  );
  const [loading, setLoading] = useState(false);

  const rootRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const narrow = useNarrow(rootRef);
  /** Only the newest list request may change the list; only the newest set-up may choose the category. */
  const listTicket = useRef(0);
  const setupTicket = useRef(0);
  /** Where focus goes once the requested page has rendered. */
  const pendingFocus = useRef<'results' | number | null>(null);
  /** The pre-rendered page and tree belong to the first language, category and filter only. */
  const setupKey = `${baseUrl}|${language}|${wanted}|${tagIds}|${props.startPage}`;
  const initialKey = useRef(setupKey);
  const initialUsable = useRef(true);
  if (setupKey !== initialKey.current) initialUsable.current = false;

  /** What the data chunk works on: this render's inputs, the state's setters and the tickets. */
  const link = (data: CaseData): CaseBrowserLink => ({
    api: apiProp ?? data.createCmsApi(cmsUrl), language, tagIds, listTicket, pendingFocus, setLoading, setList, setTree, setSelected, loadPage, onPage: props.onPageChange,
  });

  function loadPage(classifyId: number, pageNum: number, mode: 'replace' | 'append', focus: 'results' | 'firstNew' | null) {
    const ticket = ++listTicket.current;
    setLoading(true);
    loadCaseData().then(
      (data) => data.loadCasePage(link(data), ticket, classifyId, pageNum, mode, focus),
      // The chunk could not be fetched: as when the call fails, the list stays as it was.
      () => {
        if (ticket === listTicket.current) setLoading(false);
      },
    );
  }

  // Start, and start again when the language, the pinned category or the filter changes
  // (SPEC §4: a language change reloads the tree and selects the first category).
  useEffect(() => {
    const ticket = ++setupTicket.current;
    const start = {
      initial: initialUsable.current ? initialPage : undefined,
      knownTree: initialUsable.current ? initialTree ?? null : null,
      pinned,
      pinnedId,
      category,
      page: props.startPage,
      current: () => ticket === setupTicket.current,
    };
    loadCaseData().then((data) => data.setUpCases(link(data), start), () => {});
    return () => {
      setupTicket.current += 1;
    };
    // Everything the set-up reads is in `setupKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setupKey]);

  // The client and the calls, fetched after the first paint: paging needs them at once.
  useEffect(() => {
    loadCaseData().then((data) => parts || setParts(() => data.CASE_PARTS), () => {});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Back to a wide container after loading more: show the last page loaded as one page.
  const wasNarrow = useRef(false);
  useEffect(() => {
    if (wasNarrow.current && !narrow && selected !== null && list.items.length > CASES_PAGE_SIZE) loadPage(selected, list.page, 'replace', null);
    wasNarrow.current = narrow;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [narrow]);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === 'results') resultsRef.current?.focus();
    else gridRef.current?.querySelectorAll<HTMLElement>('.cmsw-case-link')[target]?.focus();
  }, [list]);

  const choose = (classifyId: number) => {
    if (classifyId === selected && list.loaded) return;
    setSelected(classifyId);
    loadPage(classifyId, 1, 'replace', null);
  };

  const categories = tree ? categoriesOf(tree) : [];
  const pageCount = pageCountOf(list.total);
  const hasMore = list.page < pageCount;
  const ui = parts && { ...parts, copy: { ...copy, ...parts.copy(language) } };
  const siteOrigin = (detailBaseUrl ?? baseUrl).replace(/\/+$/, '');
  const detailPath = localizedPath(ROUTES.caseDetails, toSiteLanguage(language));

  return (
    <div className="cmsw-root cmsw-cases" ref={rootRef}>
      <WidgetStyle css={props.css ?? CASES_CORE_CSS} />
      {parts && !props.css ? <WidgetStyle css={parts.css} /> : null}
      {ui && !pinned && categories.length > 0 ? <ui.CategoryBar copy={ui.copy} categories={categories} selected={selected} choose={choose} /> : null}

      <section className="cmsw-cases-results" aria-label={copy.list} aria-busy={loading ? 'true' : 'false'} tabIndex={-1} ref={resultsRef}>
        {list.items.length > 0 ? (
          <ul className="cmsw-cases-grid" ref={gridRef}>
            {list.items.map((card, index) => (
              <li key={card.articleId}>
                <CaseCard card={card} index={index} titleId={`${baseId}-case-${card.articleId}`} thumbnail={thumbnailUrl(baseUrl, card.articleThumbnail)} href={`${siteOrigin}${detailPath}?id=${card.articleId}`} copy={copy} />
              </li>
            ))}
          </ul>
        ) : list.loaded && !loading ? (
          <p className="cmsw-cases-empty">{copy.empty}</p>
        ) : null}
      </section>

      {list.loaded && list.total > 0 && selected !== null ? (
        narrow ? (
          ui ? <ui.LoadMore copy={ui.copy} hasMore={hasMore} loading={loading} onMore={() => !loading && loadPage(selected, list.page + 1, 'append', 'firstNew')} /> : null
        ) : ui ? (
          <ui.Pager copy={ui.copy} page={list.page} total={list.total} busy={loading} onPage={(page) => loadPage(selected, page, 'replace', 'results')} />
        ) : null
      ) : null}
      <p className="cmsw-visually-hidden" role="status" aria-live="polite">
        {loading ? copy.loading : ''}
      </p>
    </div>
  );
}

/**
 * The first cards load their thumbnails at once, not lazily: they are the first row, in view on
 * arrival, and the first thumbnail is the page's largest paint (LCP).
 */
const EAGER_CARDS = 4;

function CaseCard(props: { card: CaseCardData; index: number; titleId: string; thumbnail: string | null; href: string; copy: ReturnType<typeof casesCopy> }) {
  const { card, index, titleId, thumbnail, href, copy } = props;
  return (
    <article className="cmsw-case-card" aria-labelledby={titleId}>
      {thumbnail ? (
        // `fetchpriority` in lower case: React 18 does not know the camel-cased prop and warns.
        <img className="cmsw-case-thumb" src={thumbnail} alt="" loading={index < EAGER_CARDS ? undefined : 'lazy'} {...(index ? null : { fetchpriority: 'high' })} decoding="async" width={400} height={300} />
      ) : (
        <div className="cmsw-case-thumb" aria-hidden="true" />
      )}
      <div className="cmsw-case-body">
        <h3 className="cmsw-case-title" id={titleId}>
          {card.articleTitle}
        </h3>
        <p className="cmsw-case-summary">{card.articleSummary}</p>
        <a className="cmsw-case-link" href={href}>
          {copy.detail}
          <span className="cmsw-visually-hidden">: {card.articleTitle}</span>
        </a>
      </div>
    </article>
  );
}

/** Thumbnails are root-relative on the CMS: on a partner page they must name the CMS origin. */
export function thumbnailUrl(cmsOrigin: string, thumbnail: string | null | undefined): string | null {
  if (!thumbnail) return null;
  if (/^(https?:)?\/\//i.test(thumbnail) || thumbnail.startsWith('data:')) return thumbnail;
  return `${cmsOrigin.replace(/\/+$/, '')}${thumbnail.startsWith('/') ? '' : '/'}${thumbnail}`;
}

