import * as v from 'valibot';
import type { MessageKey } from '../messages';

/** The back office's sign-in form. Addresses compare without regard to case or surrounding spaces. */
export const staffSignInSchema = v.object({
  email: v.pipe(
    v.string('emailRequired' satisfies MessageKey),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('emailRequired' satisfies MessageKey),
    v.maxLength(254, 'emailInvalid' satisfies MessageKey),
  ),
  password: v.pipe(v.string('passwordRequired' satisfies MessageKey), v.nonEmpty('passwordRequired' satisfies MessageKey)),
}, 'badRequest' satisfies MessageKey);
