import { CmsError } from '../../http/cmsError';

export interface ListRange {
  start: number;
  end: number;
  sortField: string;
  order: 'ASC' | 'DESC';
}

const DEFAULT_PAGE = 25;
const MAX_PAGE = 100;

function parseJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new CmsError(400, 'badRequest');
  }
}

/**
 * react-admin's simple-REST list parameters: `range=[0,24]` (inclusive, at most 100 rows) and
 * `sort=["id","DESC"]` over the fields a list allows; anything malformed answers 400.
 */
export function readListRange(query: unknown, sortable: readonly string[]): ListRange {
  const { range, sort } = (query ?? {}) as { range?: unknown; sort?: unknown };
  const [start = 0, end = DEFAULT_PAGE - 1] = (parseJson(range) as unknown[] | undefined) ?? [];
  if (typeof start !== 'number' || typeof end !== 'number' || !Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start) {
    throw new CmsError(400, 'badRequest');
  }
  const [sortField = sortable[0], order = 'DESC'] = (parseJson(sort) as unknown[] | undefined) ?? [];
  if (typeof sortField !== 'string' || !sortable.includes(sortField) || (order !== 'ASC' && order !== 'DESC')) {
    throw new CmsError(400, 'badRequest');
  }
  return { start, end: Math.min(end, start + MAX_PAGE - 1), sortField, order };
}
