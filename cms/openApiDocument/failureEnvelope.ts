import * as v from 'valibot';
import type { ErrorEnvelope } from '../../contract/envelope';

/**
 * What every failure answers (cms/http/sendFailure.ts), declared for the document only: the
 * CMS builds it from the typed `ErrorEnvelope`, which this must accept.
 */
export const failureEnvelope = v.object({
  code: v.pipe(v.number(), v.integer(), v.description('The HTTP status of the answer (0 only on success).')),
  msg: v.pipe(v.string(), v.description('A message for the visitor, in the language of the call.')),
  field: v.optional(v.pipe(v.string(), v.description('The field the message is about, when a rule of the body failed.'))),
}) satisfies v.GenericSchema<ErrorEnvelope>;
