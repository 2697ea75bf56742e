import { ALL_CASES_OUT_LINK } from '../../../../contract/siteRoutes';
import type { CaseCategory } from './caseTypes';

/** The root node of the case tree: the All entry. */
export function rootCategory(categories: readonly CaseCategory[]): CaseCategory | undefined {
  return categories.find((category) => category.parentId === null);
}

/**
 * The selector's entries: All first (the root node, named from the tree), then the root's
 * children in the tree's order (the query sorts siblings by their position).
 */
export function selectorCategories(categories: readonly CaseCategory[]): CaseCategory[] {
  const root = rootCategory(categories);
  if (!root) return [];
  return [root, ...categories.filter((category) => category.parentId === root.classifyId)];
}

/** The category and every category below it, by id. */
export function withDescendants(categories: ReadonlyArray<Pick<CaseCategory, 'classifyId' | 'parentId'>>, classifyId: number): Set<number> {
  const ids = new Set<number>([classifyId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const category of categories) {
      if (category.parentId !== null && ids.has(category.parentId) && !ids.has(category.classifyId)) {
        ids.add(category.classifyId);
        grew = true;
      }
    }
  }
  return ids;
}

/** The list page of a category: `/succeedCase/{outLink}` (without language prefix). */
export function caseListPath(outLink: string | undefined): string {
  return `/succeedCase/${outLink || ALL_CASES_OUT_LINK}`;
}

/** The public detail address of a case: `/caseDetails?id={articleId}` (without language prefix). */
export function caseDetailsPath(articleId: number): string {
  return `/caseDetails?id=${articleId}`;
}
