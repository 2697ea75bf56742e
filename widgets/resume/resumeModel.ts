import type { ComponentType } from 'react';
import type { WidgetContext } from '../embed/types';
import type { CmsApi } from '../shared/cmsApi';
import type { LanguageProp } from '../shared/environment';
import type { DeliveryResult, Outbox } from '../shared/outbox/types';
import type { WidgetLanguage } from '../shared/widgetLanguage';
import type { ResumeStatusCopy } from './statusCopy';

export interface ResumeUploaderProps {
  /** The open API client; built from `cmsUrl` when not given. */
  api?: CmsApi;
  /** The CMS origin; '' (the default) for the page's own origin, as in the Gatsby site. */
  cmsUrl?: string;
  /** `zh` (default) or `en`; the site's `zh-CN`/`en-US` are understood too. */
  language?: LanguageProp;
  /** The job applied for, when the uploader sits on a job's page. */
  jobId?: number | string;
  /** Defaults to the page's shared outbox of this CMS. */
  outbox?: Outbox;
  /** A valid submission is about to be sent. */
  onSubmit?(fields: Record<string, string>): void;
  /** After each submission: answered (whatever its code) or queued for later. */
  onSubmitted?(result: DeliveryResult): void;
}

export type ContactField = 'name' | 'phone' | 'email';
/** `privacyConsent` is 'true' once ticked, '' otherwise: the multipart field's text. */
export type Values = Record<ContactField | 'website' | 'privacyConsent', string>;
export const EMPTY: Values = { name: '', phone: '', email: '', website: '', privacyConsent: '' };

export type FieldName = ContactField | 'file' | 'privacyConsent';
export type Errors = Partial<Record<FieldName, string>>;

export type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending'; fraction: number }
  | { kind: 'sent'; text: string }
  | { kind: 'queued'; text: string }
  | { kind: 'failed'; text: string };

/** What the form shows: one state, which the actions of ./resumeActions change through one setter. */
export interface FormState {
  values: Values;
  file: File | null;
  errors: Errors;
  /** The CMS is reading the chosen file. */
  parsing: boolean;
  /** What reading it gave, under the drop zone. */
  note: string;
  outcome: Outcome;
}

export const INITIAL: FormState = { values: EMPTY, file: null, errors: {}, parsing: false, note: '', outcome: { kind: 'idle' } };

/** What outlives a render: one object, shared by the actions of every render. */
export interface Instance {
  mounted: boolean;
  /** Fields the visitor typed in: a parsed resume never overwrites them. */
  typed: Set<ContactField>;
  /** Only the newest file's parse may fill the form. */
  parseTicket: number;
  /** The inputs, for focusing the first wrong one and clearing the file input. */
  inputs: Partial<Record<FieldName, HTMLInputElement | null>>;
}

/** The uploader's side of an action: the props and state of the render that called, its setter, and what outlives renders. */
export interface ResumeForm {
  props: ResumeUploaderProps;
  language: WidgetLanguage;
  state: FormState;
  setState(change: FormState | ((previous: FormState) => FormState)): void;
  self: Instance;
}

/**
 * What the uploader needs once the visitor uses it, a chunk of its own (./resumeActions) loaded
 * after the first paint (./resumeActionsPart): the actions on the form, and the wording, CSS and
 * parts shown once a file is chosen or the form is sent.
 */
export interface ResumeActions {
  /** Resumes kept offline (on this visit or an earlier one) go out now, on `online`, and on a growing delay. */
  watchResumes(props: Pick<ResumeUploaderProps, 'api' | 'cmsUrl' | 'outbox'>): () => void;
  /** A file chosen or dropped: checked here first (format, size), then read by the CMS. */
  chooseFile(form: ResumeForm, chosen: File): void;
  /** The chosen file's remove button: forget it (and a parse under way) and go back to the input. */
  removeFile(form: ResumeForm): void;
  /** Send: check, tell `onSubmit`, deliver through the outbox (sent, or kept offline) and show the answer. */
  submitResume(form: ResumeForm): Promise<void>;
  /** The embed's events for a submission's result: `success` (answered 0, or queued) or `error`. */
  emitSubmitted(context: WidgetContext, result: DeliveryResult): void;
  statusCopy(language: WidgetLanguage): ResumeStatusCopy;
  css: string;
  ChosenFile: ComponentType<{ file: File; language: WidgetLanguage; onRemove(): void; sending: boolean }>;
  Progress: ComponentType<{ id: string; language: WidgetLanguage; fraction: number }>;
  /** The form's consent to the privacy notice (ticking it clears its message), shown once this chunk is here. */
  Consent: ComponentType<{ form: ResumeForm }>;
}
