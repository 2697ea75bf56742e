import { MAX_PAGE_SIZE } from '../../../contract/api';
import type { PageEnvelope } from '../../../contract/envelope';
import { cmsFetch } from './cmsFetch';

/** Runs `work` over `items`, a few at a time, so a large site does not flood the CMS. */
export async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>, size = 8): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
}

/** Every row of a paged call, a hundred a call. */
export async function allPages<T>(cmsUrl: string, path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const page = await cmsFetch<PageEnvelope<T>>(cmsUrl, `${path}${separator}pageNum=${pageNum}&pageSize=${MAX_PAGE_SIZE}`);
    rows.push(...page.rows);
    if (rows.length >= page.total || page.rows.length === 0) return rows;
  }
}
