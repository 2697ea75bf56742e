import * as v from 'valibot';
import { CmsError } from '../../http/cmsError';
import type { ContentListQuery } from '../contentKind';

/** A filter's id or number as react-admin sends it: a number, or its decimal text from an input. */
export const filterNumber = v.union([
  v.pipe(v.number(), v.integer()),
  v.pipe(v.string(), v.regex(/^-?\d{1,15}$/), v.transform(Number)),
]);

/** The text a list's search box sends (`q`), found anywhere in the items' names or titles. */
export const filterSearch = v.pipe(v.string(), v.trim(), v.maxLength(200));

/** The list's filter read by the kind's schema; a key it does not know or a malformed value answers 400. */
export function parseFilter<Output>(schema: v.GenericSchema<unknown, Output>, filter: Record<string, unknown>): Output {
  const result = v.safeParse(schema, filter);
  if (!result.success) throw new CmsError(400, 'contentFilterInvalid', { field: 'filter' });
  return result.output;
}

/** The sort field asked for when the kind knows it, else the kind's own order (the first). */
export function orderOf<const Orders extends readonly string[]>(orders: Orders, query: ContentListQuery): Orders[number] {
  return (orders as readonly string[]).includes(query.sortField) ? query.sortField : orders[0]!;
}

/** The page a list asks for, as the repositories take it. */
export const pageOf = (query: ContentListQuery) => ({ offset: query.offset, limit: query.limit, descending: query.descending });
