import * as v from 'valibot';

const DEFAULT_PAGE = 25;
const MAX_PAGE = 100;

const rowIndex = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * react-admin's simple-REST list parameters as one query schema: `range=[0,24]` (inclusive, at
 * most 100 rows) and `sort=["id","DESC"]` over the fields a list allows. Anything malformed
 * answers 400; other parameters (`filter`) are left to the list's own schema.
 */
export function listQuery<const Fields extends readonly [string, ...string[]]>(sortable: Fields) {
  return v.object({
    range: v.optional(
      v.pipe(
        v.string(),
        v.parseJson(),
        v.tuple([rowIndex, rowIndex]),
        v.check(([start, end]) => end >= start),
        v.transform(([start, requestedEnd]) => {
          const end = Math.min(requestedEnd, start + MAX_PAGE - 1);
          return { start, end, offset: start, limit: end - start + 1 };
        }),
      ),
      JSON.stringify([0, DEFAULT_PAGE - 1]),
    ),
    sort: v.optional(
      v.pipe(
        v.string(),
        v.parseJson(),
        v.tuple([v.picklist(sortable), v.picklist(['ASC', 'DESC'])]),
        v.transform(([field, order]) => ({ field, order })),
      ),
      JSON.stringify([sortable[0], 'DESC']),
    ),
  });
}

/**
 * The page of a list small enough to be read whole (a handful of staff users) and paged in
 * memory: `rows` come sorted ascending by the list's one sortable field.
 */
export function pageInMemory<T>(rows: T[], query: { range: { offset: number; limit: number }; sort: { order: 'ASC' | 'DESC' } }): T[] {
  const ordered = query.sort.order === 'DESC' ? [...rows].reverse() : rows;
  return ordered.slice(query.range.offset, query.range.offset + query.range.limit);
}

/** The headers of a list answer: `Content-Range` says which rows of how many. */
export function listHeaders(resource: string, start: number, rowCount: number, total: number) {
  return { 'content-range': `${resource} ${start}-${start + Math.max(rowCount - 1, 0)}/${total}` };
}
