import type * as v from 'valibot';
import { validate } from '../../contract/validation/validate';
import { CmsError } from './cmsError';

/** Runs a contract schema; the first broken rule answers 400 with its message and field. */
export function validateOrThrow<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = validate(schema, input ?? {});
  if (!result.ok) throw new CmsError(400, result.firstError, { field: result.firstField || undefined });
  return result.value;
}

/** People never see the honeypot field; anything in it means a script filled the form. */
export function rejectBots(honeypot: string | undefined): void {
  if (honeypot && honeypot.trim() !== '') throw new CmsError(400, 'botRejected');
}
