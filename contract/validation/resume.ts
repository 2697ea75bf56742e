import * as v from 'valibot';
import type { ApiLanguage } from '../language';
import type { MessageKey } from '../messages';
import { emailAddress, honeypot, LIMITS, mainlandMobile, positiveId, privacyConsent, requiredText, telephoneNumber } from './rules';
import { attributionFormField } from './attribution';

/** The resume form's fields, in its order ("please fill in name, telephone number and email", as it asks). */
function resumeSchemaWith(phone: v.GenericSchema<unknown, string>) {
  return v.object({
    name: requiredText('nameRequired', LIMITS.personNameMax, 'nameTooLong'),
    phone,
    email: emailAddress(),
    jobId: v.optional(positiveId('notFound')),
    privacyConsent,
    website: honeypot,
    attribution: attributionFormField,
  }, 'badRequest' satisfies MessageKey);
}

/**
 * The Chinese careers pages' rules. The form states no bounds; these are ours: a name of at most
 * 50 characters, a mainland mobile, a syntactically valid e-mail.
 */
export const resumeSchema = resumeSchemaWith(mainlandMobile('telephoneRequired'));

/**
 * The English careers pages' rules, for applicants abroad: the same name, e-mail and job, and any
 * telephone number with its country code ("+44 20 7946 0958"). The name's 50 characters already
 * hold Western names ("Jean-Baptiste Lefebvre-Durand"), so it needs no longer limit.
 */
export const internationalResumeSchema = resumeSchemaWith(telephoneNumber('telephoneRequired'));

/** A resume is checked by the rules of the language it is sent in (the `language` of its call). */
export const RESUME_SCHEMAS: Record<ApiLanguage, typeof resumeSchema | typeof internationalResumeSchema> = {
  zh: resumeSchema,
  en: internationalResumeSchema,
};

export type ResumeInput = v.InferInput<typeof resumeSchema>;
export type ValidResume = v.InferOutput<typeof resumeSchema>;
