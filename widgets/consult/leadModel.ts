import type { ComponentType, RefObject } from 'react';
import type { MessageKey } from '../../contract/messages';
import type { LanguageProp } from '../shared/environment';
import type { Outbox } from '../shared/outbox/types';
import type { WidgetLanguage } from '../shared/widgetLanguage';

/** The dialog's fields in the order of the form and of the contract schema (so the first error is the topmost). */
export const LEAD_FIELDS = [
  'customersName', 'customersPhone', 'companyName', 'industry', 'customersAddress', 'demand', 'remark',
] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
/** `privacyConsent` is 'true' once ticked, '' otherwise (the schema takes the text as the CMS's multipart does). */
export type LeadValues = Record<LeadField | 'website' | 'privacyConsent', string>;
export type LeadErrors = Partial<Record<string, MessageKey>>;

export const EMPTY_VALUES: LeadValues = {
  customersName: '', customersPhone: '', companyName: '', industry: '', customersAddress: '', demand: '', remark: '', website: '', privacyConsent: '',
};

/** Why the dialog closed: `cancel`, `dismiss` (×, Escape, backdrop), or after a submission. Every close clears the form. */
export type ConsultCloseReason = 'cancel' | 'dismiss' | 'submitted' | 'queued' | 'failed';

export interface ConsultSubmitDetail {
  lead: Record<string, unknown>;
}

export interface ConsultResultDetail {
  /** 0 when the CMS accepted the lead (or, with `queued`, when it will be sent later). */
  code: number;
  msg: string;
  /** Stored in the browser because the CMS could not be reached; the outbox sends it later. */
  queued: boolean;
  data?: unknown;
}

export interface ConsultDialogProps {
  open: boolean;
  /** The dialog wants to close (it is controlled: hide it by setting `open` to false). */
  onClose(detail: { reason: ConsultCloseReason }): void;
  language?: LanguageProp;
  /** The CMS origin; '' (the default) for the page's own origin, as in the Gatsby site. */
  cmsUrl?: string;
  /** Where leads go; by default the offline outbox over the CMS at `cmsUrl`. */
  outbox?: Outbox;
  /** Overrides the opening hours shown (CmsSettings.openingHours); weekdays 09:00–18:00 by default. */
  openingHours?: string;
  /** The page the lead comes from; the current page's address by default. */
  source?: string;
  onSubmit?(detail: ConsultSubmitDetail): void;
  onSuccess?(detail: ConsultResultDetail): void;
  onError?(detail: ConsultResultDetail): void;
}

/** What the consent box (./LeadConsent) reads and changes of the dialog's form. */
export interface LeadConsentProps {
  language: WidgetLanguage;
  cmsUrl: string | undefined;
  values: LeadValues;
  errors: LeadErrors;
  update(field: 'privacyConsent', value: string): void;
}

export type LeadCheck = { ok: true; lead: Record<string, unknown> } | { ok: false; errors: LeadErrors; firstField: string };

/**
 * What the dialog needs to check and send a lead, and to announce the answer: a chunk of its own
 * (./leadSubmission), loaded when the dialog first opens (./leadSending).
 */
export interface LeadSending {
  /** The contract's schema of the dialog's language: one message key per field, the topmost first. */
  checkLead(values: Record<string, string>, language: WidgetLanguage, source?: string): LeadCheck;
  /**
   * Confirm: check (nothing is sent when a rule fails), tell `onSubmit`, send, announce the
   * answer and tell `onSuccess` or `onError`. Answers the errors to show, or why the dialog closes.
   */
  submitLead(
    values: Record<string, string>,
    options: {
      cmsUrl: string;
      language: WidgetLanguage;
      outbox?: Outbox;
      source?: string;
      callbacks: Pick<ConsultDialogProps, 'onSubmit' | 'onSuccess' | 'onError'>;
      announce(kind: 'status' | 'alert', text: string): void;
    },
  ): Promise<{ errors: LeadErrors; firstField: string } | { reason: ConsultCloseReason }>;
  /** Sends leads kept offline now, on `online`, and on a growing delay; answers the stop function. */
  watchLeads(cmsUrl: string, outbox: Outbox | undefined): () => void;
  formatMessage(language: WidgetLanguage, key: MessageKey): string;
  /** The consent to the privacy notice, shown once this chunk is here. */
  Consent: ComponentType<LeadConsentProps>;
  /** The live regions that announce a result; `announce` is set once they are mounted. */
  Toasts: ComponentType<{ announce: RefObject<((kind: 'status' | 'alert', text: string) => void) | undefined> }>;
}
