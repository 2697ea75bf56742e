import type * as v from 'valibot';
import { isCmsMessageKey } from '../../contract/messages/cmsMessages';
import { validate } from '../../contract/validation/validate';
import { CmsError } from './cmsError';

/**
 * Runs a route schema (valibot) on one part of a request. A broken rule is a 400 with the rule's
 * message key; for a body, also the field, so a form can point at it. Answers the schema's output
 * (trimmed text, numbers, defaults), which replaces the part the handler reads.
 */
export function checkRequestPart(schema: v.GenericSchema, data: unknown, part: string): { value: unknown } | { error: CmsError } {
  const body = part === 'body';
  const result = validate(schema, body ? (data ?? {}) : data, isCmsMessageKey);
  if (result.ok) return { value: result.value };
  return { error: new CmsError(400, result.firstError, { field: body ? result.firstField || undefined : undefined }) };
}
