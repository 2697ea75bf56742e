import { SUCCESS_CODE } from '../../contract/envelope';
import { formatMessage, type MessageKey } from '../../contract/messages';
import { leadSchema } from '../../contract/validation/lead';
import { LIMITS } from '../../contract/validation/rules';
import { validate } from '../../contract/validation/validate';
import { createCmsApi } from '../shared/cmsApi';
import { outboxFor, watchOutbox } from '../shared/outbox';
import type { Outbox } from '../shared/outbox/types';
import type { WidgetLanguage } from '../shared/widgetLanguage';
import type { ConsultCloseReason, ConsultDialogProps } from './ConsultDialog';

/**
 * What the consult dialog needs to check and send a lead: the contract's schema (valibot) and
 * messages, the API client and the offline outbox. A chunk of its own, imported when the dialog
 * opens (before the visitor can press Confirm) so the dialog's first paint does not wait for it.
 */
export { formatMessage };
export { Toasts } from '../shared/Toasts';

export type LeadCheck =
  | { ok: true; lead: Record<string, unknown> }
  | { ok: false; errors: Partial<Record<string, MessageKey>>; firstField: string };

/**
 * SPEC §5 through the shared contract schema: one message key per field, the topmost first.
 * `source` defaults to the page the lead is left on, without its query (which may carry
 * personal data).
 */
export function checkLead(values: Record<string, string>, source = `${location.origin}${location.pathname}`): LeadCheck {
  const checked = validate(leadSchema, values);
  if (!checked.ok) return { ok: false, errors: checked.errors, firstField: checked.firstField };
  return { ok: true, lead: { ...checked.value, source: source.slice(0, LIMITS.sourceMax) } };
}

export interface LeadOutcome {
  code: number;
  msg: string;
  queued: boolean;
  data?: unknown;
}

/** Told when the lead was kept offline (only this chunk needs it). */
const QUEUED: Record<WidgetLanguage, string> = {
  zh: '当前网络不可用，您的咨询已保存在本机，联网后将自动发送。',
  en: 'You seem to be offline: your request is saved on this device and will be sent automatically once you are back online.',
};

const outboxOf = (cmsUrl: string, outbox: Outbox | undefined) => outbox ?? outboxFor(createCmsApi(cmsUrl));

/** Sends through the outbox: answered (any code), kept for later (queued), or a failure without an answer. */
export async function sendLead(
  lead: Record<string, unknown>,
  { cmsUrl, language, outbox }: { cmsUrl: string; language: WidgetLanguage; outbox?: Outbox },
): Promise<LeadOutcome> {
  try {
    const result = await outboxOf(cmsUrl, outbox).deliver({ kind: 'lead', body: lead }, { language });
    if (result.status === 'queued') return { code: SUCCESS_CODE, msg: QUEUED[language], queued: true };
    const { code, msg, data } = result.envelope;
    if (code === SUCCESS_CODE) return { code, msg: formatMessage(language, 'submitted'), queued: false, data };
    return { code, msg: msg || formatMessage(language, 'serverError'), queued: false };
  } catch {
    return { code: -1, msg: formatMessage(language, 'serverError'), queued: false };
  }
}

/** Sends leads kept offline now, on `online`, and on a growing delay; answers the stop function. */
export function watchLeads(cmsUrl: string, outbox: Outbox | undefined): () => void {
  return watchOutbox(outboxOf(cmsUrl, outbox));
}

/**
 * The dialog's Confirm, once the chunk is here: check (nothing is sent when a rule fails), tell
 * `onSubmit`, send, announce the answer and tell `onSuccess` or `onError`. Answers the errors
 * to show, or why the dialog closes.
 */
export async function submitLead(
  values: Record<string, string>,
  options: {
    cmsUrl: string;
    language: WidgetLanguage;
    outbox?: Outbox;
    source?: string;
    callbacks: Pick<ConsultDialogProps, 'onSubmit' | 'onSuccess' | 'onError'>;
    announce(kind: 'status' | 'alert', text: string): void;
  },
): Promise<{ errors: Partial<Record<string, MessageKey>>; firstField: string } | { reason: ConsultCloseReason }> {
  const checked = checkLead(values, options.source);
  if (!checked.ok) return checked;
  options.callbacks.onSubmit?.({ lead: checked.lead });
  const outcome = await sendLead(checked.lead, options);
  options.announce(outcome.code ? 'alert' : 'status', outcome.msg);
  if (outcome.code) options.callbacks.onError?.(outcome);
  else options.callbacks.onSuccess?.(outcome);
  return { reason: outcome.code ? 'failed' : outcome.queued ? 'queued' : 'submitted' };
}
