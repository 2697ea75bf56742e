import * as v from 'valibot';
import type { MessageKey } from '../messages';
import { honeypot, isThreeLevelRegion, LIMITS, mainlandMobile, optionalText, privacyConsent, requiredText } from './rules';

/**
 * The consultation dialog's rules. The contact name follows the length rule
 * (1 to 8 characters), although the dialog's old message spoke of 2 to 8.
 */
export const leadSchema = v.object({
  customersName: requiredText('contactNameRequired', LIMITS.contactNameMax, 'contactNameTooLong'),
  customersPhone: mainlandMobile('phoneRequired'),
  companyName: requiredText('companyNameRequired', LIMITS.companyNameMax, 'companyNameTooLong'),
  industry: requiredText('industryRequired', LIMITS.industryMax, 'industryTooLong'),
  customersAddress: v.pipe(
    v.string('cityRequired' satisfies MessageKey),
    v.trim(),
    v.nonEmpty('cityRequired' satisfies MessageKey),
    v.check(isThreeLevelRegion, 'cityInvalid' satisfies MessageKey),
  ),
  demand: requiredText('demandRequired', LIMITS.demandMax, 'demandTooLong'),
  remark: optionalText(LIMITS.remarkMax, 'remarkTooLong'),
  privacyConsent,
  website: honeypot,
  source: optionalText(LIMITS.sourceMax, 'badRequest'),
}, 'badRequest' satisfies MessageKey);

export type LeadInput = v.InferInput<typeof leadSchema>;
export type ValidLead = v.InferOutput<typeof leadSchema>;
