import type { ContentListQuery } from '../contentKind';

/** The sort field asked for when the kind knows it, else the kind's own order (the first). */
export function orderOf<const Orders extends readonly string[]>(orders: Orders, query: ContentListQuery): Orders[number] {
  return (orders as readonly string[]).includes(query.sortField) ? query.sortField : orders[0]!;
}

/** The page a list asks for, as the repositories take it. */
export const pageOf = (query: ContentListQuery) => ({ offset: query.offset, limit: query.limit, descending: query.descending });
