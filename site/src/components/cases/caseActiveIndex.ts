import { CLIENT_STATE_KEYS } from '../../state/clientState';
import type { CaseCategory } from './caseTypes';
import { selectorCategories } from './categoryTree';

/**
 * localStorage key of the "case-submenu index" (the "caseActiveIndex"), as the header's
 * case menu writes it: taken from the client state module so the two never disagree on a name.
 * The header stores the category's position among the root's children, -1 for All.
 */
export const CASE_ACTIVE_INDEX_KEY = CLIENT_STATE_KEYS.caseIndex;

/**
 * The case-submenu index the header stored, or null when there is none (or storage is
 * unavailable). Call it from an effect only: it touches localStorage.
 */
export function readCaseActiveIndex(): number | null {
  try {
    const raw = window.localStorage.getItem(CASE_ACTIVE_INDEX_KEY);
    if (raw === null || !/^-?\d+$/.test(raw.trim())) return null;
    const index = Number(raw);
    return index >= -1 ? index : null;
  } catch {
    return null;
  }
}

/**
 * A change of the stored case-child index selects the category at that index plus one (the
 * selector has All at index 0, the header's submenu lists only the children).
 * Answers the category the stored index points to, or null.
 */
export function categoryForCaseIndex(categories: readonly CaseCategory[], index: number | null): CaseCategory | null {
  if (index === null) return null;
  return selectorCategories(categories)[index + 1] ?? null;
}

/**
 * The rule above, applied to a site with one page per category. The header's case menu stores
 * the index and then navigates to that category's page, so on arrival the stored index and the
 * route agree. When they differ (a stale value from an earlier visit, a link followed from
 * elsewhere, the browser's back button) the ROUTE decides and the stored index is left alone:
 * the address is what a visitor bookmarks and shares, and following the stored index would
 * send them to a page other than the one they asked for. So this reads the value, as the header
 * writes it, and never acts on it nor writes it; it answers whether the two agree.
 */
export function storedIndexAgreesWithRoute(categories: readonly CaseCategory[], currentClassifyId: number): boolean {
  const stored = categoryForCaseIndex(categories, readCaseActiveIndex());
  return stored === null || stored.classifyId === currentClassifyId;
}
