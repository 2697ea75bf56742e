import * as v from 'valibot';
import { CmsError } from '../http/cmsError';

/** A filter's id or number as react-admin sends it: a number, or its decimal text from an input. */
export const filterNumber = v.union([
  v.pipe(v.number(), v.integer()),
  v.pipe(v.string(), v.regex(/^-?\d{1,15}$/), v.transform(Number)),
]);

/** The list's filter read by the kind's schema; a key it does not know or a malformed value answers 400. */
export function parseFilter<Output>(schema: v.GenericSchema<unknown, Output>, filter: Record<string, unknown>): Output {
  const result = v.safeParse(schema, filter);
  if (!result.success) throw new CmsError(400, 'contentFilterInvalid', { field: 'filter' });
  return result.output;
}
