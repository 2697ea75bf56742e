import * as v from 'valibot';
import { DEVICE_CLASSES, TOUCH_TEXT_MAX } from '../attribution';

/** Text cut to what a touch keeps: attribution is a hint, so a long value is shortened, not refused. */
const touchText = v.optional(v.pipe(v.string(), v.trim(), v.transform((text) => text.slice(0, TOUCH_TEXT_MAX))));

const touchSchema = v.object({
  utmSource: touchText,
  utmMedium: touchText,
  utmCampaign: touchText,
  utmTerm: touchText,
  utmContent: touchText,
  referrerHost: touchText,
  landingPage: touchText,
  partnerOrigin: touchText,
  deviceClass: v.optional(v.picklist(DEVICE_CLASSES)),
  touchedAt: v.pipe(v.string(), v.isoTimestamp()),
});

const attributionObject = v.object({
  first: v.optional(touchSchema),
  last: v.optional(touchSchema),
  sentFromPage: touchText,
});

/**
 * The optional `attribution` of a submission (contract/attribution.ts). A malformed one is
 * dropped rather than refused: no visitor loses a request over where they came from.
 */
export const attributionField = v.fallback(v.optional(attributionObject), undefined);

/** The same sent as a multipart field (a resume): JSON text. */
export const attributionFormField = v.fallback(v.optional(v.pipe(v.string(), v.parseJson(), attributionObject)), undefined);
