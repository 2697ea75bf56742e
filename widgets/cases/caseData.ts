import { API_PATHS, CASE_PAGE_SIZE } from '../../contract/api';
import type { ArticleListItem } from '../../contract/entities/article';
import { CLASSIFY_TYPES, type ClassifyNode } from '../../contract/entities/classify';
import { createCmsApi, type CmsApi, type Envelope } from '../shared/cmsApi';
import type { WidgetLanguage } from '../shared/widgetLanguage';
import { pageCountOf } from './paging';
import { categoriesOf, NOTHING_LOADED, type CaseCardData, type InitialCasePage, type ListState } from './CaseBrowserView';

/**
 * What the case browser needs to fetch: the API client and the calls for the category tree and
 * a page of cases. A chunk of its own, imported on mount (after the first paint, which the
 * pre-rendered page or the empty grid needs none of this for) or at the first call.
 */
export { createCmsApi };

const isRoot = (envelope: Envelope | null): ClassifyNode | null => {
  if (!envelope || envelope.code !== 0 || !Array.isArray(envelope.data)) return null;
  const [root] = envelope.data as ClassifyNode[];
  return root && typeof root.classifyId === 'number' ? { ...root, children: Array.isArray(root.children) ? root.children : [] } : null;
};

const toCard = ({ articleId, articleTitle, articleSummary, articleThumbnail }: ArticleListItem): CaseCardData => ({
  articleId, articleTitle, articleSummary, articleThumbnail,
});

/** The cases' category tree (its root), or null when it could not be had. */
export async function fetchCaseTree(api: CmsApi, language: WidgetLanguage): Promise<ClassifyNode | null> {
  return isRoot(await api.get(API_PATHS.classifyTree, { classifyType: CLASSIFY_TYPES.cases, language }).catch(() => null));
}

/** A page of cases, or null on a non-zero code (SPEC §8: ignored silently); throws when the call failed. */
export async function fetchCasePage(
  api: CmsApi,
  query: { classifyId: number; pageNum: number; language: WidgetLanguage; tagIds: string },
): Promise<{ rows: CaseCardData[]; total: number } | null> {
  const envelope = await api.get(API_PATHS.articleList, {
    classifyId: query.classifyId,
    pageNum: query.pageNum,
    pageSize: CASE_PAGE_SIZE,
    language: query.language,
    tagIds: query.tagIds || undefined,
  });
  if (envelope.code !== 0 || !Array.isArray(envelope.rows)) return null;
  return { rows: (envelope.rows as ArticleListItem[]).map(toCard), total: Number(envelope.total) || 0 };
}

/** A node of the tree by `outLink` (case-insensitive) or by id. */
export function findCategory(root: ClassifyNode, category: string | number): ClassifyNode | null {
  const wanted = String(category).trim();
  const byId = /^\d+$/.test(wanted) ? Number(wanted) : null;
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.shift()!;
    if (byId !== null ? node.classifyId === byId : node.outLink.toLowerCase() === wanted.toLowerCase()) return node;
    stack.push(...node.children);
  }
  return null;
}

type Setter<T> = (value: T | ((previous: T) => T)) => void;

/** The browser's side: its inputs of the render that called, its state's setters and tickets. */
export interface CaseBrowserLink {
  api: CmsApi;
  language: WidgetLanguage;
  tagIds: string;
  /** Only the newest list request may change the list. */
  listTicket: { current: number };
  /** Where focus goes once the requested page has rendered. */
  pendingFocus: { current: 'results' | number | null };
  setLoading: Setter<boolean>;
  setList: Setter<ListState>;
  setTree: Setter<ClassifyNode | null>;
  setSelected: Setter<number | null>;
  /** Takes a list ticket and loads a page (through {@link loadCasePage}). */
  loadPage(classifyId: number, pageNum: number, mode: 'replace' | 'append', focus: 'results' | 'firstNew' | null): void;
  /** The host's `onPageChange`. */
  onPage: ((page: number) => void) | undefined;
}

/** A page of the list, for the request holding `ticket`: replacing the list, or appended to it (load more). */
export async function loadCasePage(
  link: CaseBrowserLink,
  ticket: number,
  classifyId: number,
  pageNum: number,
  mode: 'replace' | 'append',
  focus: 'results' | 'firstNew' | null,
): Promise<void> {
  const { listTicket, pendingFocus } = link;
  try {
    const found = await fetchCasePage(link.api, { classifyId, pageNum, language: link.language, tagIds: link.tagIds });
    if (ticket !== listTicket.current) return;
    // SPEC §8: a non-zero code is ignored silently; the list stays empty or unchanged.
    if (!found) return;
    const { rows, total } = found;
    // A start page past the end (an address kept from before the list shrank): the last page.
    if (mode === 'replace' && rows.length === 0 && pageNum > 1 && total > 0) {
      link.loadPage(classifyId, pageCountOf(total), mode, focus);
      return;
    }
    if (mode === 'replace') link.onPage?.(pageNum);
    link.setList((previous) => {
      if (mode === 'append') {
        pendingFocus.current = focus === 'firstNew' ? previous.items.length : null;
        const known = new Set(previous.items.map((item) => item.articleId));
        return { items: [...previous.items, ...rows.filter((row) => !known.has(row.articleId))], total, page: pageNum, loaded: true };
      }
      pendingFocus.current = focus === 'results' ? 'results' : null;
      return { items: rows, total, page: pageNum, loaded: true };
    });
  } catch {
    // Offline or the 25 s timeout: the list stays as it was (SPEC §8 shows nothing either).
  } finally {
    if (ticket === listTicket.current) link.setLoading(false);
  }
}

/**
 * The start: the tree (unless pre-rendered, or not needed for a category pinned by id), the
 * category to show, and its first page: the start page, or page 1 (unless pre-rendered). `current` says whether this set-up is
 * still the newest.
 */
export async function setUpCases(
  link: CaseBrowserLink,
  start: {
    initial: InitialCasePage | undefined;
    knownTree: ClassifyNode | null;
    pinned: boolean;
    pinnedId: number | null;
    category: string | number | undefined;
    /** The host's `startPage`. */
    page: number | undefined;
    current(): boolean;
  },
): Promise<void> {
  const { initial, pinned, category } = start;
  let classifyId: number | null = start.pinnedId ?? (pinned && initial ? initial.classifyId : null);
  let root = start.knownTree;
  if (!root && (!pinned || classifyId === null)) {
    const found = await fetchCaseTree(link.api, link.language);
    if (!start.current()) return;
    root = found;
    if (root) link.setTree(root);
  }
  if (classifyId === null) {
    if (!root) return;
    if (pinned) {
      classifyId = findCategory(root, category!)?.classifyId ?? null;
    } else {
      classifyId = initial && categoriesOf(root).some((node) => node.classifyId === initial.classifyId) ? initial.classifyId : root.classifyId;
    }
  }
  if (classifyId === null) {
    // Pinned to a category the CMS does not have: the empty state, not someone else's cases.
    link.listTicket.current += 1;
    link.setSelected(null);
    link.setList({ ...NOTHING_LOADED, loaded: true });
    return;
  }
  link.setSelected(classifyId);
  const page = Math.max(1, Math.floor(start.page ?? 1));
  if (page === 1 && initial && initial.classifyId === classifyId) return;
  link.loadPage(classifyId, page, 'replace', null);
}
export { CASE_PARTS } from './caseParts';
