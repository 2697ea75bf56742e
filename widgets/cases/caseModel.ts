import type { ArticleListItem } from '../../contract/entities/article';
import type { ClassifyNode } from '../../contract/entities/classify';
import type { CmsApi } from '../shared/cmsApi';
import type { LanguageProp } from '../shared/environment';
import type { WidgetLanguage } from '../shared/widgetLanguage';
import type { CaseParts } from './caseParts';

/** What a card shows of a case article in a list. */
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

/** The All entry first (the root), then the categories. */
export function categoriesOf(root: ClassifyNode): ClassifyNode[] {
  return [root, ...root.children];
}

/** Thumbnails are root-relative on the CMS: on a partner page they must name the CMS origin. */
export function thumbnailUrl(cmsOrigin: string, thumbnail: string | null | undefined): string | null {
  if (!thumbnail) return null;
  if (/^(https?:)?\/\//i.test(thumbnail) || thumbnail.startsWith('data:')) return thumbnail;
  return `${cmsOrigin.replace(/\/+$/, '')}${thumbnail.startsWith('/') ? '' : '/'}${thumbnail}`;
}

export interface CasePage {
  rows: CaseCardData[];
  total: number;
  pageNum: number;
}

/** How the browser starts: what the host gave, for the set-up to decide the category from. */
export interface CaseStart {
  initial: InitialCasePage | undefined;
  knownTree: ClassifyNode | null;
  /** The `category` prop, trimmed; '' when not pinned. */
  wanted: string;
  pinnedId: number | null;
  /** The host's `startPage`. */
  startPage: number | undefined;
}

/**
 * What the set-up decided: the tree it fetched (if it did), the category to show (null: none
 * matches), and the page of it to fetch (0: the pre-rendered page 1 is that page).
 */
export interface CaseSetUp {
  tree: ClassifyNode | null;
  classifyId: number | null;
  page: number;
}

/**
 * The case browser's calls and the parts around its grid (category bar, pager, load-more): a
 * chunk of its own (./caseCalls), loaded after the first paint (./caseRequests).
 */
export interface CaseRequests {
  createCmsApi(baseUrl: string): CmsApi;
  /** The start's tree (fetched unless known or not needed) and category; null when the tree could not be had. */
  setUp(api: CmsApi, language: WidgetLanguage, start: CaseStart): Promise<CaseSetUp | null>;
  /**
   * A page of cases, or null on a non-zero code (ignored silently); throws when the call
   * failed. With `orLast`, a page past the end (an address kept from before the list shrank) is
   * answered by the last page.
   */
  fetchCasePage(api: CmsApi, query: { classifyId: number; pageNum: number; language: WidgetLanguage; tagIds: CaseBrowserProps['tagIds'] }, orLast: boolean): Promise<CasePage | null>;
  /** The list once `page` arrived: in place of the list, or appended to it (load more) without the cards it already has. */
  listWith(previous: ListState, page: CasePage, mode: 'replace' | 'append'): ListState;
  parts: CaseParts;
}
