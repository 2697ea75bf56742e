import * as v from 'valibot';
import { LIMITS } from '../../contract/validation/rules';

/** A phone number as its digits alone: `138-1234 5678` and `13812345678` are the same person. */
const phone = v.pipe(
  v.string(),
  v.transform((text) => text.replace(/\D/g, '')),
  v.minLength(6),
  v.maxLength(15),
);

/** E-mail addresses are compared case-insensitively, as visitors type them either way. */
const email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(LIMITS.emailMax), v.email());

/** Whom a data-subject call is about: a phone number or an e-mail address, exactly one of them. */
export const personIdentifierQuery = v.union([v.strictObject({ phone }), v.strictObject({ email })]);
