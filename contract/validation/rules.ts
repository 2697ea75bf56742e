import * as v from 'valibot';
import type { MessageKey } from '../messages';

/** Mainland mobile number: 11 digits, `1` then `3`–`9`. */
export const MAINLAND_MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const LIMITS = {
  contactNameMax: 8,
  internationalContactNameMax: 40,
  companyNameMax: 50,
  industryMax: 50,
  demandMax: 100,
  remarkMax: 100,
  personNameMax: 50,
  emailMax: 254,
  sourceMax: 200,
  cityLevels: 3,
  locationMax: 100,
} as const;

/**
 * Rules carry message keys, not text: the same schema serves the CMS and the widgets, and each
 * side turns the key into the visitor's language.
 */
export function requiredText(required: MessageKey, max: number, tooLong: MessageKey) {
  return v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(max, tooLong));
}

export function optionalText(max: number, tooLong: MessageKey) {
  return v.optional(v.pipe(v.nullable(v.string(tooLong), ''), v.trim(), v.maxLength(max, tooLong)), '');
}

/** A required text that must match `pattern` once trimmed. */
function requiredMatch(required: MessageKey, pattern: RegExp, invalid: MessageKey) {
  return v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.regex(pattern, invalid));
}

export function mainlandMobile(required: MessageKey) {
  return requiredMatch(required, MAINLAND_MOBILE_PATTERN, 'phoneInvalid');
}

/**
 * Any telephone number, mainland or international (`+44 20 7946 0958`, `010-6552 8888`): the
 * digits with an optional leading `+` and the usual separators, 6 to 15 digits (E.164's maximum).
 * The mainland-mobile rule holds for the Chinese consultation dialog only; a visitor abroad who
 * asks for a brochure or a quote has no mainland mobile.
 */
export const TELEPHONE_PATTERN = /^\+?(?:[\s().-]*\d){6,15}[\s().-]*$/;

export function telephoneNumber(required: MessageKey) {
  return requiredMatch(required, TELEPHONE_PATTERN, 'telephoneInvalid');
}

export function emailAddress() {
  return v.pipe(
    v.string('emailRequired' satisfies MessageKey),
    v.trim(),
    v.nonEmpty('emailRequired' satisfies MessageKey),
    v.maxLength(LIMITS.emailMax, 'emailInvalid' satisfies MessageKey),
    v.email('emailInvalid' satisfies MessageKey),
  );
}

/** A region pick: province, city and district names joined by `/`. */
export function isThreeLevelRegion(value: string): boolean {
  const levels = value.split('/');
  return levels.length === LIMITS.cityLevels && levels.every((level) => level.trim() !== '');
}

/**
 * A location of the English dialog: a country and the city typed after it ("United Kingdom/London"),
 * or China, a province and a city ("China/Guangdong/Shenzhen"), every level named.
 */
export function isLocation(value: string): boolean {
  const levels = value.split('/');
  return (levels.length === 2 || levels.length === 3) && levels.every((level) => level.trim() !== '');
}

/**
 * Bots fill every field they see; people never see this one. The CMS turns away a filled one
 * before it checks anything else; here it only has to be text.
 */
export const honeypot = v.optional(v.string('botRejected' satisfies MessageKey), '');

/**
 * The visitor ticked "I have read and agree to the Privacy Notice": JSON `true`, or the text
 * `true` of a multipart form field. Anything else, absent included, is a refusal.
 */
export const privacyConsent = v.pipe(
  v.union([v.literal(true), v.literal('true')], 'privacyConsentRequired' satisfies MessageKey),
  v.transform((): true => true),
);

export const positiveId = (message: MessageKey) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.regex(/^\d+$/, message))], message),
    v.transform(Number),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(Number.MAX_SAFE_INTEGER, message),
  );
