import * as v from 'valibot';
import type { CmsMessageKey } from '../messages/cmsMessages';

/** The back office's sign-in form. Addresses compare without regard to case or surrounding spaces. */
export const staffSignInSchema = v.object({
  email: v.pipe(
    v.string('emailRequired' satisfies CmsMessageKey),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('emailRequired' satisfies CmsMessageKey),
    v.maxLength(254, 'emailInvalid' satisfies CmsMessageKey),
  ),
  password: v.pipe(v.string('passwordRequired' satisfies CmsMessageKey), v.nonEmpty('passwordRequired' satisfies CmsMessageKey)),
}, 'badRequest' satisfies CmsMessageKey);
