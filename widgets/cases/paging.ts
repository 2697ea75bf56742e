import type { CASE_PAGE_SIZE } from '../../contract/api';

/**
 * The 8 cases a page: the contract's CASE_PAGE_SIZE, typed by it (a different value there
 * is a compile error here), but not imported, so the grid's first load does not carry the API
 * module (it comes later with the client, ./caseCalls).
 */
export const CASES_PAGE_SIZE: typeof CASE_PAGE_SIZE = 8;

export function pageCountOf(total: number, pageSize: number = CASES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
