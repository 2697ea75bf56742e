import { API_PATHS } from '../../contract/api';
import type { ResumeContact } from '../../contract/entities/submissions';
import { formatMessage, type MessageKey } from '../../contract/messages';
import { RESUME_SCHEMAS } from '../../contract/validation/resume';
import { validate } from '../../contract/validation/validate';
import { attributionToSend } from '../shared/attribution/attributionToSend';
import { createCmsApi, type CmsApi, type Envelope } from '../shared/cmsApi';
import { outboxFor, watchOutbox } from '../shared/outbox';
import type { DeliveryResult } from '../shared/outbox/types';
import type { WidgetContext } from '../embed/types';
import type { WidgetLanguage } from '../shared/widgetLanguage';
import { checkResumeFile, RESUME_MAX_MB } from './checkResumeFile';
import { resumeCopy } from './copy';
import { resumeStatusCopy } from './statusCopy';
import { FILE_STATUS_CSS } from './fileStatus.css';
import { ChosenFile, Progress } from './FileStatus';
import { ResumeConsent } from './ResumeConsent';
import { EMPTY, type ContactField, type Errors, type FieldName, type FormState, type Outcome, type ResumeActions, type ResumeForm, type ResumeUploaderProps } from './resumeModel';

/**
 * What the resume uploader needs once the visitor uses it: the contract's schema and messages,
 * the API client (the parse call), the offline outbox, the file checks and the wording shown
 * after a file is chosen or the form is sent. The chunk behind ./resumeActionsPart, imported on
 * mount, after the first paint (and awaited by the first action, should the visitor be quicker),
 * so the form's first paint does not wait for it.
 */

/** Changes part of the form's state; a function gets the state as it is by then. */
const update = (form: ResumeForm, change: Partial<FormState> | ((previous: FormState) => Partial<FormState>)) =>
  form.setState((previous) => ({ ...previous, ...(typeof change === 'function' ? change(previous) : change) }));

/** The client: the one given, or one for the CMS at `cmsUrl`. */
const apiOf = ({ api, cmsUrl = '' }: Pick<ResumeUploaderProps, 'api' | 'cmsUrl'>): CmsApi => api ?? createCmsApi(cmsUrl);

/** Resumes kept offline (on this visit or an earlier one) go out now, on `online`, and on a growing delay. */
function watchResumes(props: Pick<ResumeUploaderProps, 'api' | 'cmsUrl' | 'outbox'>): () => void {
  return watchOutbox(props.outbox ?? outboxFor(apiOf(props)));
}

const message = (language: WidgetLanguage, key: MessageKey) => formatMessage(language, key, { maxMb: RESUME_MAX_MB });

const CONTACT_FIELDS: readonly ContactField[] = ['name', 'phone', 'email'];
/** The fields the schema checks, in the form's order below the file. */
const CHECKED_FIELDS: readonly FieldName[] = [...CONTACT_FIELDS, 'privacyConsent'];

const focusField = (form: ResumeForm, name: FieldName) => form.self.inputs[name]?.focus();

const clearFileInput = (form: ResumeForm) => {
  if (form.self.inputs.file) form.self.inputs.file.value = '';
};

/** The chosen file's remove button: forget it (and a parse under way) and go back to the input. */
function removeFile(form: ResumeForm): void {
  form.self.parseTicket += 1;
  update(form, { file: null, parsing: false, note: '' });
  clearFileInput(form);
  focusField(form, 'file');
}

/** The embed's events for a submission's result (./embed): `success` (answered 0, or queued) or `error`. */
function emitSubmitted(context: WidgetContext, result: DeliveryResult): void {
  if (result.status === 'queued') {
    context.emit('success', { code: 0, msg: resumeStatusCopy(context.language).queued, queued: true });
  } else if (result.envelope.code === 0) {
    context.emit('success', { code: 0, msg: result.envelope.msg, data: result.envelope.data, queued: false });
  } else {
    context.emit('error', { code: result.envelope.code, msg: result.envelope.msg, field: result.envelope.field, queued: false });
  }
}

/** The CMS reads the chosen file (`job/resume/parse`) to fill in what the visitor has not typed and the form accepts. */
async function prefill(form: ResumeForm, chosen: File, ticket: number) {
  const { language, self } = form;
  const later = resumeStatusCopy(language);
  update(form, { parsing: true, note: later.parsing });
  let envelope: Envelope | null;
  try {
    const data = new FormData();
    data.append('file', chosen, chosen.name);
    envelope = await apiOf(form.props).upload(API_PATHS.resumeParse, data, { language });
  } catch {
    // Offline or the CMS down: the resume can still be sent (or queued); just no prefill.
    envelope = null;
  }
  if (!self.mounted || ticket !== self.parseTicket) return;
  if (!envelope || envelope.code !== 0) {
    update(form, { parsing: false, note: '' });
    // The CMS refused the file itself (its bytes are not what the extension says): it would refuse to store it too.
    if (envelope?.field === 'file') {
      const { msg } = envelope;
      clearFileInput(form);
      update(form, (previous) => ({ file: null, errors: { ...previous.errors, file: msg } }));
    }
    return;
  }
  const contact = (envelope.data ?? {}) as Partial<ResumeContact>;
  const rules = RESUME_SCHEMAS[language].entries;
  // Only what the form's rules accept is proposed: a number from abroad has no place on the Chinese form.
  const found = (name: ContactField) => {
    const value = typeof contact[name] === 'string' ? contact[name].trim() : '';
    return value !== '' && validate(rules[name], value).ok ? value : '';
  };
  const names = CONTACT_FIELDS.filter((name) => found(name) !== '' && !self.typed.has(name));
  const copy = resumeCopy(language);
  update(form, (previous) => {
    const values = { ...previous.values };
    const errors = { ...previous.errors };
    for (const name of names) {
      values[name] = found(name);
      errors[name] = undefined;
    }
    return {
      parsing: false,
      values,
      errors,
      note: names.length > 0 ? later.prefilled.replace('{fields}', names.map((name) => copy[name]).join(later.listSeparator)) : later.parsedNothing,
    };
  });
}

/** A file chosen or dropped: checked here first (format, size), then read by the CMS. */
function chooseFile(form: ResumeForm, chosen: File): void {
  const problem = checkResumeFile(chosen);
  form.self.parseTicket += 1;
  if (problem) {
    clearFileInput(form);
    update(form, (previous) => ({ file: null, parsing: false, note: '', errors: { ...previous.errors, file: message(form.language, problem) } }));
    return;
  }
  update(form, (previous) => ({ file: chosen, outcome: { kind: 'idle' }, errors: { ...previous.errors, file: undefined } }));
  void prefill(form, chosen, form.self.parseTicket);
}

/** Clears the form for the next resume, showing how the last one went. */
function resetForm(form: ResumeForm, outcome: Outcome): void {
  form.self.parseTicket += 1;
  form.self.typed.clear();
  update(form, { values: EMPTY, file: null, parsing: false, note: '', outcome });
  clearFileInput(form);
}

/**
 * Send: check through the contract schema of the form's language, as the CMS does (nothing is sent when a rule fails), tell `onSubmit`,
 * deliver through the outbox (sent, or kept offline) and show the answer.
 */
async function submitResume(form: ResumeForm): Promise<void> {
  const { props, language, self } = form;
  const { values, file } = form.state;
  const { jobId } = props;
  const later = resumeStatusCopy(language);
  const input = { name: values.name, phone: values.phone, email: values.email, website: values.website, privacyConsent: values.privacyConsent, ...(jobId !== undefined && jobId !== '' ? { jobId: String(jobId) } : {}) };
  const checked = validate(RESUME_SCHEMAS[language], input);
  const found: Errors = {};
  if (!checked.ok) {
    for (const name of CHECKED_FIELDS) {
      const key = checked.errors[name];
      if (key) found[name] = message(language, key);
    }
  }
  if (!file) found.file = message(language, 'fileRequired');
  const order: FieldName[] = ['file', ...CHECKED_FIELDS];
  const first = order.find((name) => found[name]);
  if (first || !checked.ok) {
    update(form, { errors: found, outcome: { kind: 'idle' } });
    if (first) focusField(form, first);
    return;
  }
  const { value } = checked;
  const fields: Record<string, string> = { name: value.name, phone: value.phone, email: value.email, privacyConsent: 'true' };
  if (value.jobId !== undefined) fields.jobId = String(value.jobId);
  if (value.website) fields.website = value.website;
  const attribution = attributionToSend();
  if (attribution) fields.attribution = JSON.stringify(attribution);

  update(form, { errors: {}, outcome: { kind: 'sending', fraction: 0 } });
  props.onSubmit?.({ name: fields.name!, phone: fields.phone!, email: fields.email!, ...(fields.jobId ? { jobId: fields.jobId } : {}) });
  let result: DeliveryResult;
  try {
    result = await (props.outbox ?? outboxFor(apiOf(props))).deliver(
      { kind: 'resume', fields, file: file! },
      {
        language,
        onProgress: (fraction) => {
          if (self.mounted) form.setState((previous) => (previous.outcome.kind === 'sending' ? { ...previous, outcome: { kind: 'sending', fraction } } : previous));
        },
      },
    );
  } catch {
    if (self.mounted) update(form, { outcome: { kind: 'failed', text: later.networkError } });
    return;
  }
  if (!self.mounted) return;
  props.onSubmitted?.(result);
  if (result.status === 'queued') {
    resetForm(form, { kind: 'queued', text: later.queued });
    return;
  }
  const { envelope } = result;
  if (envelope.code === 0) {
    resetForm(form, { kind: 'sent', text: envelope.msg });
    return;
  }
  // The CMS said no: its message, beside the field it is about when it names one.
  const failed: Outcome = { kind: 'failed', text: envelope.msg };
  const field = envelope.field as FieldName | undefined;
  if (field && (field === 'file' || CHECKED_FIELDS.includes(field))) {
    update(form, { errors: { [field]: envelope.msg }, outcome: failed });
    focusField(form, field);
  } else {
    update(form, { outcome: failed });
  }
}

export const resumeActions: ResumeActions = {
  watchResumes,
  chooseFile,
  removeFile,
  submitResume,
  emitSubmitted,
  statusCopy: resumeStatusCopy,
  css: FILE_STATUS_CSS,
  ChosenFile,
  Progress,
  Consent: ResumeConsent,
};
