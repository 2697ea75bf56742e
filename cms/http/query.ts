import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../contract/api';
import { CmsError } from './cmsError';

/** Query values arrive as strings; a malformed number is the client's mistake, not a 500. */
export function optionalId(value: unknown): number | undefined {
  if (value === undefined || value === '') return undefined;
  return requiredId(value);
}

export function requiredId(value: unknown): number {
  const text = String(value ?? '').trim();
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) throw new CmsError(400, 'badRequest');
  return Number(text);
}

export interface Page {
  pageNum: number;
  pageSize: number;
  offset: number;
}

export function readPage(query: { pageNum?: unknown; pageSize?: unknown }, defaultSize = DEFAULT_PAGE_SIZE): Page {
  // Past a million pages nothing is there; the cap keeps the offset a safe integer.
  const pageNum = Math.min(optionalId(query.pageNum) ?? 1, 1_000_000);
  const pageSize = Math.min(optionalId(query.pageSize) ?? defaultSize, MAX_PAGE_SIZE);
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

/** `tagIds=3,7` → [3, 7]. */
export function readIdList(value: unknown): number[] {
  if (value === undefined || value === '') return [];
  const ids = String(value).split(',').map(requiredId);
  if (ids.length > 20) throw new CmsError(400, 'badRequest');
  return [...new Set(ids)];
}
