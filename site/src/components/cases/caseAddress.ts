import { TAG_GROUPS } from '../../../../contract/entities/tag';
import type { TagGroupOptions, TagSelection } from './caseTypes';
import { parseId } from './useQueryId';

/** The selected tag ids in the groups' order, as `tagIds` wants them. */
export function tagIdsOf(selection: TagSelection): number[] {
  return TAG_GROUPS.map((group) => selection[group]).filter((id): id is number => id !== undefined);
}

/**
 * Page and filters from a case list address: `?page=N` (from 1) and `?tags=a,b`. Tags the page
 * does not offer are dropped, and so is a second tag of one group.
 */
export function readCaseAddress(search: string, groups: readonly TagGroupOptions[]): { page: number; selection: TagSelection } {
  const params = new URLSearchParams(search);
  const page = parseId(params.get('page')) ?? 1;
  const selection: TagSelection = {};
  for (const raw of (params.get('tags') ?? '').split(',')) {
    const id = parseId(raw);
    const owner = id === null ? undefined : groups.find(({ tags }) => tags.some((tag) => tag.tagId === id));
    if (id !== null && owner && selection[owner.group] === undefined) selection[owner.group] = id;
  }
  return { page, selection };
}

/** The search part for a page and filters; `page` null or 1 leaves the page out. */
export function caseSearch(current: string, page: number | null, selection: TagSelection): string {
  const params = new URLSearchParams(current);
  if (page !== null && page > 1) params.set('page', String(page));
  else params.delete('page');
  const tagIds = tagIdsOf(selection);
  if (tagIds.length > 0) params.set('tags', tagIds.join(','));
  else params.delete('tags');
  const search = params.toString().replace(/%2C/gi, ',');
  return search ? `?${search}` : '';
}

/**
 * Reflects page and filters in the address bar without a navigation, so a reload shows the
 * same list. Replaces the entry (the router's state is kept): paging is not history.
 */
export function writeCaseAddress(page: number | null, selection: TagSelection): void {
  const { pathname, search, hash } = window.location;
  const next = caseSearch(search, page, selection);
  if (next !== search) window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
}
