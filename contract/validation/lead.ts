import * as v from 'valibot';
import type { ApiLanguage } from '../language';
import type { MessageKey } from '../messages';
import {
  honeypot, isLocation, isThreeLevelRegion, LIMITS, mainlandMobile, optionalText, privacyConsent, requiredText, telephoneNumber,
} from './rules';
import { attributionField } from './attribution';

/** The consultation fields, in the dialog's order (the first error is the topmost field's). */
function leadSchemaWith(rules: { customersName: v.GenericSchema<unknown, string>; customersPhone: v.GenericSchema<unknown, string>; customersAddress: v.GenericSchema<unknown, string> }) {
  return v.object({
    customersName: rules.customersName,
    customersPhone: rules.customersPhone,
    companyName: requiredText('companyNameRequired', LIMITS.companyNameMax, 'companyNameTooLong'),
    industry: requiredText('industryRequired', LIMITS.industryMax, 'industryTooLong'),
    customersAddress: rules.customersAddress,
    demand: requiredText('demandRequired', LIMITS.demandMax, 'demandTooLong'),
    remark: optionalText(LIMITS.remarkMax, 'remarkTooLong'),
    privacyConsent,
    website: honeypot,
    source: optionalText(LIMITS.sourceMax, 'badRequest'),
    attribution: attributionField,
  }, 'badRequest' satisfies MessageKey);
}

const requiredCity = v.pipe(v.string('cityRequired' satisfies MessageKey), v.trim(), v.nonEmpty('cityRequired' satisfies MessageKey));

/**
 * The Chinese dialog's rules. The contact name follows the length rule
 * (1 to 8 characters), although the dialog's old message spoke of 2 to 8.
 */
export const leadSchema = leadSchemaWith({
  customersName: requiredText('contactNameRequired', LIMITS.contactNameMax, 'contactNameTooLong'),
  customersPhone: mainlandMobile('phoneRequired'),
  customersAddress: v.pipe(requiredCity, v.check(isThreeLevelRegion, 'cityInvalid' satisfies MessageKey)),
});

/**
 * The English dialog's rules, for prospects abroad: a name as long as Western names run
 * ("Jean-Baptiste Lefebvre-Durand"), any telephone number with its country code, and a location
 * that is a country and a city, or China with a province and a city.
 */
export const internationalLeadSchema = leadSchemaWith({
  customersName: requiredText('contactNameRequired', LIMITS.internationalContactNameMax, 'internationalContactNameTooLong'),
  customersPhone: telephoneNumber('phoneRequired'),
  customersAddress: v.pipe(
    requiredCity,
    v.maxLength(LIMITS.locationMax, 'locationInvalid' satisfies MessageKey),
    v.check(isLocation, 'locationInvalid' satisfies MessageKey),
  ),
});

/** A lead is checked by the rules of the language it is sent in (the `language` of its call). */
export const LEAD_SCHEMAS: Record<ApiLanguage, typeof leadSchema | typeof internationalLeadSchema> = {
  zh: leadSchema,
  en: internationalLeadSchema,
};

export type LeadInput = v.InferInput<typeof leadSchema>;
export type ValidLead = v.InferOutput<typeof leadSchema>;
