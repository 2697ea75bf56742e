import * as v from 'valibot';
import type { MessageKey } from '../messages';
import { emailAddress, honeypot, LIMITS, mainlandMobile, positiveId, privacyConsent, requiredText } from './rules';

/**
 * The resume form's fields ("please fill in name, telephone number and email", as it asks).
 * The form states no bounds; these are ours: a name of at most 50 characters, a mainland mobile
 * (careers are Chinese only), a syntactically valid e-mail.
 */
export const resumeSchema = v.object({
  name: requiredText('nameRequired', LIMITS.personNameMax, 'nameTooLong'),
  phone: mainlandMobile('telephoneRequired'),
  email: emailAddress(),
  jobId: v.optional(positiveId('notFound')),
  privacyConsent,
  website: honeypot,
}, 'badRequest' satisfies MessageKey);

export type ResumeInput = v.InferInput<typeof resumeSchema>;
export type ValidResume = v.InferOutput<typeof resumeSchema>;
