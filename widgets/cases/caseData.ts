import { API_PATHS, CASE_PAGE_SIZE } from '../../contract/api';
import type { ArticleListItem } from '../../contract/entities/article';
import { CLASSIFY_TYPES, type ClassifyNode } from '../../contract/entities/classify';
import { createCmsApi, type CmsApi, type Envelope } from '../shared/cmsApi';
import type { WidgetLanguage } from '../shared/widgetLanguage';
import type { CaseCardData } from './CaseBrowser';

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
