import { API_PATHS } from '../../contract/api';
import type { ResumeContact } from '../../contract/entities/submissions';
import { formatMessage, type MessageKey } from '../../contract/messages';
import { resumeSchema } from '../../contract/validation/resume';
import { validate } from '../../contract/validation/validate';
import { createCmsApi, type CmsApi, type Envelope } from '../shared/cmsApi';
import { outboxFor, watchOutbox } from '../shared/outbox';
import type { DeliveryResult, Outbox } from '../shared/outbox/types';
import type { WidgetContext } from '../embed/types';
import type { WidgetLanguage } from '../shared/widgetLanguage';
import { checkResumeFile, formatFileSize, RESUME_MAX_MB } from './checkResumeFile';
import type { ResumeCopy } from './copy';
import { resumeLaterCopy } from './laterCopy';
import { RESUME_LATER_CSS } from './resumeLater.css';
import { EMPTY, type ContactField, type Errors, type FieldName, type Outcome, type Values } from './ResumeUploader';

/**
 * What the resume uploader needs once the visitor uses it: the contract's schema and messages,
 * the API client (the parse call), the offline outbox, the file checks and the wording shown
 * after a file is chosen or the form is sent. A chunk of its own, imported on mount, after the
 * first paint (and awaited by the first action, should the visitor be quicker), so the form's
 * first paint does not wait for it.
 */
export { createCmsApi, formatFileSize, resumeLaterCopy, RESUME_LATER_CSS, RESUME_MAX_MB };
export { ChosenFile, Progress } from './resumeLater';

type Setter<T> = (value: T | ((previous: T) => T)) => void;

/** The uploader's side: its props and state of the render that called, its setters and refs. */
export interface ResumeForm {
  api: CmsApi;
  language: WidgetLanguage;
  /** The wording of the first paint (the field names, for the prefill note). */
  copy: ResumeCopy;
  jobId?: number | string;
  outbox?: Outbox;
  onSubmit?(fields: Record<string, string>): void;
  onSubmitted?(result: DeliveryResult): void;
  values: Values;
  file: File | null;
  sending: boolean;
  mounted: { current: boolean };
  /** Fields the visitor typed in: a parsed resume never overwrites them. */
  typed: { current: Set<ContactField> };
  /** Only the newest file's parse may fill the form. */
  parseTicket: { current: number };
  fileInput: { current: HTMLInputElement | null };
  setValues: Setter<Values>;
  setFile: Setter<File | null>;
  setErrors: Setter<Errors>;
  setParsing: Setter<boolean>;
  setNote: Setter<string>;
  setOutcome: Setter<Outcome>;
  clearError(name: FieldName): void;
  /** The contact fields' inputs, for focusing the first wrong one. */
  inputs: { readonly current: Partial<Record<FieldName, HTMLInputElement | null>> };
}

/** Resumes kept offline (on this visit or an earlier one) go out now, on `online`, and on a growing delay. */
export function watchResumes(api: CmsApi, outbox: Outbox | undefined): () => void {
  return watchOutbox(outbox ?? outboxFor(api));
}

const message = (language: WidgetLanguage, key: MessageKey) => formatMessage(language, key, { maxMb: RESUME_MAX_MB });

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'phone', 'email'];

const focusField = (form: ResumeForm, name: FieldName) => (name === 'file' ? form.fileInput.current : form.inputs.current[name])?.focus();

const clearFileInput = (form: ResumeForm) => {
  if (form.fileInput.current) form.fileInput.current.value = '';
};

/** The chosen file's remove button: forget it (and a parse under way) and go back to the input. */
export function removeFile(form: ResumeForm): void {
  form.parseTicket.current += 1;
  form.setFile(null);
  form.setParsing(false);
  form.setNote('');
  clearFileInput(form);
  form.fileInput.current?.focus();
}

/** The embed's events for a submission's result (./embed): `success` (answered 0, or queued) or `error`. */
export function emitSubmitted(context: WidgetContext, result: DeliveryResult): void {
  if (result.status === 'queued') {
    context.emit('success', { code: 0, msg: resumeLaterCopy(context.language).queued, queued: true });
  } else if (result.envelope.code === 0) {
    context.emit('success', { code: 0, msg: result.envelope.msg, data: result.envelope.data, queued: false });
  } else {
    context.emit('error', { code: result.envelope.code, msg: result.envelope.msg, field: result.envelope.field, queued: false });
  }
}

/** The CMS reads the chosen file (`job/resume/parse`) to fill in what the visitor has not typed. */
async function prefill(form: ResumeForm, chosen: File, ticket: number) {
  const { language, setNote, setValues } = form;
  const later = resumeLaterCopy(language);
  form.setParsing(true);
  setNote(later.parsing);
  let envelope: Envelope | null = null;
  try {
    const data = new FormData();
    data.append('file', chosen, chosen.name);
    envelope = await form.api.upload(API_PATHS.resumeParse, data, { language });
  } catch {
    // Offline or the CMS down: the resume can still be sent (or queued); just no prefill.
    envelope = null;
  }
  if (!form.mounted.current || ticket !== form.parseTicket.current) return;
  form.setParsing(false);
  if (!envelope) {
    setNote('');
    return;
  }
  if (envelope.code !== 0) {
    setNote('');
    // The CMS refused the file itself (its bytes are not what the extension says): it would refuse to store it too.
    if (envelope.field === 'file') {
      form.setFile(null);
      clearFileInput(form);
      form.setErrors((previous) => ({ ...previous, file: envelope.msg }));
    }
    return;
  }
  const contact = (envelope.data ?? {}) as Partial<ResumeContact>;
  const found = (name: ContactField) => (typeof contact[name] === 'string' ? contact[name].trim() : '');
  const names = CONTACT_FIELDS.filter((name) => found(name) !== '' && !form.typed.current.has(name));
  if (names.length > 0) {
    setValues((previous) => {
      const next = { ...previous };
      for (const name of names) next[name] = found(name);
      return next;
    });
    for (const name of names) form.clearError(name);
  }
  setNote(names.length > 0 ? later.prefilled.replace('{fields}', names.map((name) => form.copy[name]).join(later.listSeparator)) : later.parsedNothing);
}

/** A file chosen or dropped: checked here first (format, size), then read by the CMS. */
export function chooseFile(form: ResumeForm, chosen: File | null | undefined): void {
  if (!chosen || form.sending) return;
  const problem = checkResumeFile(chosen);
  form.parseTicket.current += 1;
  if (problem) {
    form.setFile(null);
    form.setParsing(false);
    form.setNote('');
    clearFileInput(form);
    form.setErrors((previous) => ({ ...previous, file: message(form.language, problem) }));
    return;
  }
  form.clearError('file');
  form.setFile(chosen);
  form.setOutcome({ kind: 'idle' });
  void prefill(form, chosen, form.parseTicket.current);
}

/** Clears the form for the next resume. */
export function resetForm(form: ResumeForm): void {
  form.parseTicket.current += 1;
  form.typed.current.clear();
  form.setValues(EMPTY);
  form.setFile(null);
  form.setParsing(false);
  form.setNote('');
  clearFileInput(form);
}

/**
 * Send: check through the contract schema (nothing is sent when a rule fails), tell `onSubmit`,
 * deliver through the outbox (sent, or kept offline) and show the answer.
 */
export async function submitResume(form: ResumeForm): Promise<void> {
  const { values, file, jobId, language, setErrors, setOutcome, mounted } = form;
  if (form.sending) return;
  const later = resumeLaterCopy(language);
  const input = { name: values.name, phone: values.phone, email: values.email, website: values.website, ...(jobId !== undefined && jobId !== '' ? { jobId: String(jobId) } : {}) };
  const checked = validate(resumeSchema, input);
  const found: Errors = {};
  if (!checked.ok) {
    for (const name of CONTACT_FIELDS) {
      const key = checked.errors[name];
      if (key) found[name] = message(language, key);
    }
  }
  if (!file) found.file = message(language, 'fileRequired');
  const order: FieldName[] = ['file', ...CONTACT_FIELDS];
  const first = order.find((name) => found[name]);
  if (first || !checked.ok) {
    setErrors(found);
    setOutcome({ kind: 'idle' });
    if (first) focusField(form, first);
    return;
  }
  const { value } = checked;
  const fields: Record<string, string> = { name: value.name, phone: value.phone, email: value.email };
  if (value.jobId !== undefined) fields.jobId = String(value.jobId);
  if (value.website) fields.website = value.website;

  setErrors({});
  setOutcome({ kind: 'sending', fraction: 0 });
  form.onSubmit?.({ name: fields.name!, phone: fields.phone!, email: fields.email!, ...(fields.jobId ? { jobId: fields.jobId } : {}) });
  let result: DeliveryResult;
  try {
    result = await (form.outbox ?? outboxFor(form.api)).deliver(
      { kind: 'resume', fields, file: file! },
      {
        language,
        onProgress: (fraction) => {
          if (mounted.current) setOutcome((previous) => (previous.kind === 'sending' ? { kind: 'sending', fraction } : previous));
        },
      },
    );
  } catch {
    if (mounted.current) setOutcome({ kind: 'failed', text: later.networkError });
    return;
  }
  if (!mounted.current) return;
  form.onSubmitted?.(result);
  if (result.status === 'queued') {
    resetForm(form);
    setOutcome({ kind: 'queued', text: later.queued });
    return;
  }
  const { envelope } = result;
  if (envelope.code === 0) {
    resetForm(form);
    setOutcome({ kind: 'sent', text: envelope.msg });
    return;
  }
  // The CMS said no: its message, beside the field it is about when it names one.
  const field = envelope.field as FieldName | undefined;
  if (field && (field === 'file' || CONTACT_FIELDS.includes(field as ContactField))) {
    setErrors({ [field]: envelope.msg });
    focusField(form, field);
  }
  setOutcome({ kind: 'failed', text: envelope.msg });
}
