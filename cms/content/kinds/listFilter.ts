import * as v from 'valibot';
import { CmsError } from '../../http/cmsError';
import type { ContentListQuery } from '../contentKind';

/**
 * The filter of a kind's list (react-admin's `filter`), read by the kind's own schema: a key the
 * kind does not know, or a value of the wrong type, is a bad request rather than a silently
 * unfiltered list.
 */
export function readFilter<Output>(schema: v.GenericSchema<unknown, Output>, query: ContentListQuery): Output {
  const result = v.safeParse(schema, query.filter);
  if (!result.success) throw new CmsError(400, 'badRequest', { field: 'filter' });
  return result.output;
}

/** The sort field asked for when the kind knows it, else the kind's own order. */
export function orderOf<const Orders extends readonly string[]>(orders: Orders, query: ContentListQuery): Orders[number] {
  return (orders as readonly string[]).includes(query.sortField) ? query.sortField : orders[0]!;
}

/** An id filter as react-admin sends it (a number, or its digits from a URL). */
export const idFilter = v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]), v.transform(Number), v.integer(), v.minValue(1)));

/** The page a list asks for, as the repositories take it. */
export const pageOf = (query: ContentListQuery) => ({ offset: query.offset, limit: query.limit, descending: query.descending });

const NAMED_USES = 5;

/** Where something is still used, as a refusal tells it: the first few names, and how many there are in all. */
export function whereUsed(names: string[]): string {
  const named = names.slice(0, NAMED_USES).map((name) => `“${name}”`).join(', ');
  return names.length > NAMED_USES ? `${named} … (${names.length})` : named;
}
