import * as v from 'valibot';
import { isMessageKey, type MessageKey } from '../messages';

export type FieldErrors = Partial<Record<string, MessageKey>>;

export type Validation<T> =
  | { ok: true; value: T }
  | { ok: false; errors: FieldErrors; firstField: string; firstError: MessageKey };

/**
 * Runs a contract schema and answers one message key per field, the first rule each field broke,
 * in the schema's field order so "the first error" is the one nearest the top of the form.
 * A rule without a message key of its own (a wrong type, a value given twice) answers `badRequest`.
 */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): Validation<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, withEveryKey(schema, input), { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };

  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    const key = typeof field === 'string' ? field : '';
    errors[key] ??= isMessageKey(issue.message) ? issue.message : 'badRequest';
  }
  const [firstField, firstError] = Object.entries(errors)[0] as [string, MessageKey];
  return { ok: false, errors, firstField, firstError };
}

/**
 * Valibot reports a missing key with the object's message, not the field's; giving every
 * declared key (as undefined) lets an absent field fail with its own "please enter …" message.
 */
function withEveryKey(schema: v.GenericSchema, input: unknown): unknown {
  const entries = (schema as { entries?: Record<string, unknown> }).entries;
  if (!entries || typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  return { ...Object.fromEntries(Object.keys(entries).map((key) => [key, undefined])), ...input };
}
