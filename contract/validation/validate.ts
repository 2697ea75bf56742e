import * as v from 'valibot';
import { isMessageKey, type MessageKey } from '../messages';

export type FieldErrors<K extends string = MessageKey> = Partial<Record<string, K>>;

export type Validation<T, K extends string = MessageKey> =
  | { ok: true; value: T }
  | { ok: false; errors: FieldErrors<K>; firstField: string; firstError: K };

/** Tells a message key of the catalogue the schema's rules name from valibot's own messages. */
export type MessageKeyGuard<K extends string> = (value: unknown) => value is K;

/**
 * Runs a contract schema and answers one message key per field, the first rule each field broke,
 * in the schema's field order so "the first error" is the one nearest the top of the form.
 * A rule without a message key of its own (a wrong type, a value given twice) answers `badRequest`.
 * The keys are the visitors' by default; the CMS, which also checks the back office's forms,
 * passes the guard of both catalogues (taking it as a parameter keeps the back office's catalogue
 * out of the widgets).
 */
export function validate<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): Validation<v.InferOutput<TSchema>>;
export function validate<TSchema extends v.GenericSchema, K extends string>(
  schema: TSchema,
  input: unknown,
  isKey: MessageKeyGuard<K>,
): Validation<v.InferOutput<TSchema>, K | 'badRequest'>;
export function validate(
  schema: v.GenericSchema,
  input: unknown,
  isKey: MessageKeyGuard<string> = isMessageKey,
): Validation<unknown, string> {
  const result = v.safeParse(schema, withEveryKey(schema, input), { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };

  const errors: FieldErrors<string> = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    const key = typeof field === 'string' ? field : '';
    errors[key] ??= isKey(issue.message) ? issue.message : ('badRequest' satisfies MessageKey);
  }
  const [firstField, firstError] = Object.entries(errors)[0] as [string, string];
  return { ok: false, errors, firstField, firstError };
}

/**
 * Valibot reports a missing key with the object's message, not the field's; giving every
 * declared key (as undefined) lets an absent field fail with its own "please enter …" message.
 */
function withEveryKey(schema: v.GenericSchema, input: unknown): unknown {
  const entries = (schema as { entries?: Record<string, unknown> }).entries;
  if (!entries || typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  return { ...everyKeyOf(entries), ...input };
}

/** An object schema's keys, each undefined: made once per schema, since every request needs them. */
const everyKeys = new WeakMap<object, Record<string, undefined>>();

function everyKeyOf(entries: Record<string, unknown>): Record<string, undefined> {
  let keys = everyKeys.get(entries);
  if (!keys) everyKeys.set(entries, (keys = Object.fromEntries(Object.keys(entries).map((key) => [key, undefined]))));
  return keys;
}
