import * as v from 'valibot';
import type { MessageKey } from '../messages';
import { emailAddress, honeypot, LIMITS, positiveId, privacyConsent, requiredText, telephoneNumber } from './rules';
import { attributionField } from './attribution';

/** Who asks for a brochure of the download centre. */
export const downloadRequestSchema = v.object({
  name: requiredText('nameRequired', LIMITS.personNameMax, 'nameTooLong'),
  phone: telephoneNumber('telephoneRequired'),
  company: requiredText('companyRequired', LIMITS.companyNameMax, 'companyNameTooLong'),
  email: emailAddress(),
  fileId: positiveId('fileIdInvalid'),
  privacyConsent,
  website: honeypot,
  attribution: attributionField,
}, 'badRequest' satisfies MessageKey);

export type DownloadRequestInput = v.InferInput<typeof downloadRequestSchema>;
export type ValidDownloadRequest = v.InferOutput<typeof downloadRequestSchema>;
