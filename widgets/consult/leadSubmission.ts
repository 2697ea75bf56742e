import { SUCCESS_CODE } from '../../contract/envelope';
import { formatMessage } from '../../contract/messages';
import { LEAD_SCHEMAS } from '../../contract/validation/lead';
import { LIMITS } from '../../contract/validation/rules';
import { validate } from '../../contract/validation/validate';
import { attributionToSend } from '../shared/attribution/attributionToSend';
import { createCmsApi } from '../shared/cmsApi';
import { outboxFor, watchOutbox } from '../shared/outbox';
import { challengeSolverFor } from '../shared/spamChallenge/challengeSolver';
import type { Outbox } from '../shared/outbox/types';
import type { WidgetLanguage } from '../shared/widgetLanguage';
import { Toasts } from '../shared/Toasts';
import { LeadConsent } from './LeadConsent';
import type { ConsultResultDetail, LeadCheck, LeadSending } from './leadModel';

/**
 * What the consult dialog needs to check and send a lead: the contract's schema (valibot) and
 * messages, the API client and the offline outbox. The chunk behind ./leadSending, imported when
 * the dialog opens (before the visitor can press Confirm) so its first paint does not wait for it.
 */

/**
 * The lead rules of the dialog's language (the CMS checks by the same) through the shared contract
 * schema: one message key per field, the topmost first. `source` defaults to the page the lead is
 * left on with its query: `/caseDetails?id=42` names the case that brought the lead, which the
 * path alone does not. The fragment stays out: it never reaches a server, and links put tokens there.
 */
function checkLead(values: Record<string, string>, language: WidgetLanguage, source = `${location.origin}${location.pathname}${location.search}`): LeadCheck {
  const checked = validate(LEAD_SCHEMAS[language], values);
  if (!checked.ok) return { ok: false, errors: checked.errors, firstField: checked.firstField };
  return { ok: true, lead: { ...checked.value, source: source.slice(0, LIMITS.sourceMax) } };
}

/** Told when the lead was kept offline (only this chunk needs it). */
const QUEUED: Record<WidgetLanguage, string> = {
  zh: '当前网络不可用，您的咨询已保存在本机，联网后将自动发送。',
  en: 'You seem to be offline: your request is saved on this device and will be sent automatically once you are back online.',
};

const outboxOf = (cmsUrl: string, outbox: Outbox | undefined) => outbox ?? outboxFor(createCmsApi(cmsUrl));

/** Sends through the outbox: answered (any code), kept for later (queued), or a failure without an answer. */
async function sendLead(
  lead: Record<string, unknown>,
  { cmsUrl, language, outbox }: { cmsUrl: string; language: WidgetLanguage; outbox?: Outbox },
): Promise<ConsultResultDetail> {
  try {
    const result = await outboxOf(cmsUrl, outbox).deliver({ kind: 'lead', body: { ...lead, attribution: attributionToSend() } }, { language });
    if (result.status === 'queued') return { code: SUCCESS_CODE, msg: QUEUED[language], queued: true };
    const { code, msg, data } = result.envelope;
    if (code === SUCCESS_CODE) return { code, msg: formatMessage(language, 'submitted'), queued: false, data };
    return { code, msg: msg || formatMessage(language, 'serverError'), queued: false };
  } catch {
    return { code: -1, msg: formatMessage(language, 'serverError'), queued: false };
  }
}

/**
 * When this chunk arrived: the dialog fetches it as it first opens, so the time from here to
 * Confirm is how long the form was open, one of the CMS's spam signals (`formOpenMs`). Kept here
 * rather than in the dialog's first chunk, which is at its size budget; a later opening in the
 * same visit counts from the first, which only makes a visitor look slower, never a script faster.
 */
const arrivedAt = Date.now();

export const leadSubmission: LeadSending = {
  checkLead,
  formatMessage,
  Consent: LeadConsent,
  Toasts,
  watchLeads(cmsUrl, outbox) {
    // Loaded as the dialog opens: the proof-of-work challenge is solved while the visitor types.
    challengeSolverFor(createCmsApi(cmsUrl)).prepare();
    return watchOutbox(outboxOf(cmsUrl, outbox));
  },
  async submitLead(values, options) {
    const checked = checkLead(values, options.language, options.source);
    if (!checked.ok) return checked;
    options.callbacks.onSubmit?.({ lead: checked.lead });
    const outcome = await sendLead({ ...checked.lead, formOpenMs: Date.now() - arrivedAt }, options);
    options.announce(outcome.code ? 'alert' : 'status', outcome.msg);
    if (outcome.code) options.callbacks.onError?.(outcome);
    else options.callbacks.onSuccess?.(outcome);
    return { reason: outcome.code ? 'failed' : outcome.queued ? 'queued' : 'submitted' };
  },
};
