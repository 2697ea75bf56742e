import type { Kysely } from 'kysely';
import type { Attribution, Touch, TouchKind } from '../../contract/attribution';
import type { Database } from '../db/schema';
import type { SubmissionKind } from '../../contract/submissionKinds';
import { insertTouches, type SubmissionTouchRow } from './submissionTouches';
import { touchChannel } from './touchChannel';

export interface TouchesToRecord {
  kind: SubmissionKind;
  submissionId: number;
  /** The submission's `attribution`, checked by the contract; absent when the client sent none. */
  attribution: Attribution | undefined;
  /** The request's `Origin` (a page cannot forge it): a partner's when the embed on a partner's page sent the submission. */
  requestOrigin: string | undefined;
  /** Whether `origin` is a partner's; the browser's claim of one counts only then. */
  isPartnerOrigin: (origin: string) => boolean;
  /** The submission's `created_at`: no touch is later than the submission. */
  createdAt: string;
}

/**
 * Stores a submission's first and last touch in its transaction. The CMS, not the browser, decides
 * what counts: the channel is derived here, a partner origin is kept only when it is one the CMS lets in
 * (the request's own `Origin` wins for the last touch, as the browser sets it), and a touch time
 * after the submission is the submission's. Without a first touch (storage blocked, or an old
 * client) the last one is also the first: it is the earliest visit known. Without any attribution
 * nothing is stored, and the submission's channel is unknown.
 */
export async function recordTouches(db: Kysely<Database>, what: TouchesToRecord): Promise<void> {
  const { attribution } = what;
  const last = attribution?.last ?? attribution?.first;
  if (!attribution || !last) return;
  const first = attribution.first ?? last;
  const { requestOrigin } = what;
  const partnerOrigin = requestOrigin && what.isPartnerOrigin(requestOrigin) ? requestOrigin : last.partnerOrigin;
  await insertTouches(db, [rowOf(what, 'first', first), rowOf(what, 'last', { ...last, partnerOrigin })]);
}

function rowOf(what: TouchesToRecord, touch: TouchKind, sent: Touch): SubmissionTouchRow {
  const partnerOrigin = sent.partnerOrigin && what.isPartnerOrigin(sent.partnerOrigin) ? sent.partnerOrigin : '';
  const signals = {
    utmSource: sent.utmSource ?? '',
    utmMedium: sent.utmMedium ?? '',
    utmCampaign: sent.utmCampaign ?? '',
    referrerHost: (sent.referrerHost ?? '').toLowerCase(),
    partnerOrigin,
  };
  return {
    submission_kind: what.kind,
    submission_id: what.submissionId,
    touch,
    channel: touchChannel(signals),
    utm_source: signals.utmSource,
    utm_medium: signals.utmMedium,
    utm_campaign: signals.utmCampaign,
    utm_term: sent.utmTerm ?? '',
    utm_content: sent.utmContent ?? '',
    referrer_host: signals.referrerHost,
    landing_page: sent.landingPage ?? '',
    sent_from_page: what.attribution?.sentFromPage ?? '',
    partner_origin: partnerOrigin,
    device_class: sent.deviceClass ?? '',
    touched_at: new Date(sent.touchedAt) > new Date(what.createdAt) ? what.createdAt : new Date(sent.touchedAt).toISOString(),
  };
}
