import * as v from 'valibot';
import { PASSKEY_NAME_MAX_LENGTH } from '../../../contract/adminApi';
import type { CmsMessageKey } from '../../../contract/messages/cmsMessages';

/** A code as typed: six digits from the app, or a recovery code; spaces are allowed and ignored by the checks. */
const code = v.pipe(
  v.string('codeRequired' satisfies CmsMessageKey),
  v.trim(),
  v.nonEmpty('codeRequired' satisfies CmsMessageKey),
  v.maxLength(32, 'secondFactorFailed' satisfies CmsMessageKey),
);

export const codeBody = v.object({ code }, 'badRequest' satisfies CmsMessageKey);

/**
 * What `navigator.credentials` answered, as @simplewebauthn/browser serialises it. Only its
 * shape is checked here; the library verifies every field against the challenge.
 */
const credentialResponse = v.looseObject({
  id: v.pipe(v.string(), v.maxLength(2048)),
  rawId: v.pipe(v.string(), v.maxLength(2048)),
  type: v.literal('public-key'),
  response: v.looseObject({ clientDataJSON: v.pipe(v.string(), v.maxLength(8192)) }),
  clientExtensionResults: v.optional(v.looseObject({}), {}),
}, 'passkeyNotVerified' satisfies CmsMessageKey);

export const passkeyAssertionBody = v.object({ response: credentialResponse }, 'passkeyNotVerified' satisfies CmsMessageKey);

export const passkeyRegistrationBody = v.object({
  name: v.pipe(
    v.string('passkeyNameInvalid' satisfies CmsMessageKey),
    v.trim(),
    v.nonEmpty('passkeyNameInvalid' satisfies CmsMessageKey),
    v.maxLength(PASSKEY_NAME_MAX_LENGTH, 'passkeyNameInvalid' satisfies CmsMessageKey),
  ),
  response: credentialResponse,
}, 'badRequest' satisfies CmsMessageKey);

/** The current password, or a code from the authenticator app (the password when both are given). */
export const confirmationBody = v.object({
  password: v.optional(v.pipe(v.string(), v.maxLength(1024)), ''),
  code: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32)), ''),
}, 'badRequest' satisfies CmsMessageKey);
