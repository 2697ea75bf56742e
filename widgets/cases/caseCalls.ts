import { API_PATHS, CASE_PAGE_SIZE } from '../../contract/api';
import type { ArticleListItem } from '../../contract/entities/article';
import { CLASSIFY_TYPES, type ClassifyNode } from '../../contract/entities/classify';
import { createCmsApi, type CmsApi, type Envelope } from '../shared/cmsApi';
import type { WidgetLanguage } from '../shared/widgetLanguage';
import { CASE_PARTS } from './caseParts';
import { pageCountOf } from './paging';
import { categoriesOf, type CaseBrowserProps, type CaseCardData, type CasePage, type CaseRequests, type CaseStart, type ListState } from './caseModel';

/**
 * What the case browser needs to fetch: the API client and the calls for the category tree and
 * a page of cases, with the parts whose data those are (category bar, pager, load-more). The
 * chunk behind ./caseRequests; its functions answer data, the browser (./useCaseBrowser) keeps
 * the state.
 */

const isRoot = (envelope: Envelope | null): ClassifyNode | null => {
  if (!envelope || envelope.code !== 0 || !Array.isArray(envelope.data)) return null;
  const [root] = envelope.data as ClassifyNode[];
  return root && typeof root.classifyId === 'number' ? { ...root, children: Array.isArray(root.children) ? root.children : [] } : null;
};

const toCard = ({ articleId, articleTitle, articleSummary, articleThumbnail }: ArticleListItem): CaseCardData => ({
  articleId, articleTitle, articleSummary, articleThumbnail,
});

/** The cases' category tree (its root), or null when it could not be had. */
async function fetchCaseTree(api: CmsApi, language: WidgetLanguage): Promise<ClassifyNode | null> {
  return isRoot(await api.get(API_PATHS.classifyTree, { classifyType: CLASSIFY_TYPES.cases, language }).catch(() => null));
}

/** A node of the tree by `outLink` (case-insensitive) or by id. */
function findCategory(root: ClassifyNode, category: string | number): ClassifyNode | null {
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

/**
 * The start: the tree (unless pre-rendered, or not needed for a category pinned by id), the
 * category to show (the pinned one, the pre-rendered page's, or All) and its page to fetch: the
 * start page, or page 1 unless pre-rendered.
 */
async function setUp(api: CmsApi, language: WidgetLanguage, { initial, knownTree, wanted, pinnedId, startPage }: CaseStart) {
  const pinned = wanted !== '';
  let classifyId: number | null = pinnedId ?? (pinned && initial ? initial.classifyId : null);
  let root = knownTree;
  let fetched: ClassifyNode | null = null;
  if (!root && (!pinned || classifyId === null)) {
    root = fetched = await fetchCaseTree(api, language);
  }
  if (classifyId === null) {
    if (!root) return null;
    if (pinned) classifyId = findCategory(root, wanted)?.classifyId ?? null;
    else classifyId = initial && categoriesOf(root).some((node) => node.classifyId === initial.classifyId) ? initial.classifyId : root.classifyId;
  }
  const page = Math.max(1, Math.floor(startPage ?? 1));
  return { tree: fetched, classifyId, page: page > 1 || initial?.classifyId !== classifyId ? page : 0 };
}

/** The tag ids as the call takes them: digits only, comma-separated. */
const tagListOf = (tagIds: CaseBrowserProps['tagIds']): string =>
  (typeof tagIds === 'string' ? tagIds.split(',') : (tagIds ?? []).map(String))
    .map((tag) => tag.trim())
    .filter((tag) => /^\d+$/.test(tag))
    .join(',');

async function fetchCasePage(
  api: CmsApi,
  query: { classifyId: number; pageNum: number; language: WidgetLanguage; tagIds: CaseBrowserProps['tagIds'] },
  orLast: boolean,
): Promise<CasePage | null> {
  const envelope = await api.get(API_PATHS.articleList, {
    classifyId: query.classifyId,
    pageNum: query.pageNum,
    pageSize: CASE_PAGE_SIZE,
    language: query.language,
    tagIds: tagListOf(query.tagIds) || undefined,
  });
  if (envelope.code !== 0 || !Array.isArray(envelope.rows)) return null;
  const total = Number(envelope.total) || 0;
  if (orLast && envelope.rows.length === 0 && query.pageNum > 1 && total > 0) {
    return fetchCasePage(api, { ...query, pageNum: pageCountOf(total) }, false);
  }
  return { rows: (envelope.rows as ArticleListItem[]).map(toCard), total, pageNum: query.pageNum };
}

function listWith(previous: ListState, { rows, total, pageNum }: CasePage, mode: 'replace' | 'append'): ListState {
  if (mode === 'replace') return { items: rows, total, page: pageNum, loaded: true };
  const known = new Set(previous.items.map((item) => item.articleId));
  return { items: [...previous.items, ...rows.filter((row) => !known.has(row.articleId))], total, page: pageNum, loaded: true };
}

export const caseCalls: CaseRequests = { createCmsApi, setUp, fetchCasePage, listWith, parts: CASE_PARTS };
