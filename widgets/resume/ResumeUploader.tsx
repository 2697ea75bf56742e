import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import { API_PATHS } from '../../contract/api';
import type { ResumeContact } from '../../contract/entities/submissions';
import { formatMessage, type MessageKey } from '../../contract/messages';
import { RESUME_ACCEPT } from '../../contract/resumeFormats';
import { resumeSchema } from '../../contract/validation/resume';
import { validate } from '../../contract/validation/validate';
import { createCmsApi, type CmsApi, type Envelope } from '../shared/cmsApi';
import { normalizeLanguage, WidgetStyle, type LanguageProp } from '../shared/environment';
import { outboxFor, watchOutbox } from '../shared/outbox';
import type { DeliveryResult, Outbox } from '../shared/outbox/types';
import { checkResumeFile, formatFileSize, RESUME_MAX_MB } from './checkResumeFile';
import { resumeCopy } from './copy';
import { RESUME_CSS } from './resume.css';

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

type ContactField = 'name' | 'phone' | 'email';
const CONTACT_FIELDS: readonly ContactField[] = ['name', 'phone', 'email'];
type Values = Record<ContactField | 'website', string>;
const EMPTY: Values = { name: '', phone: '', email: '', website: '' };

type FieldName = ContactField | 'file';
type Errors = Partial<Record<FieldName, string>>;

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending'; fraction: number }
  | { kind: 'sent'; text: string }
  | { kind: 'queued'; text: string }
  | { kind: 'failed'; text: string };

/**
 * The resume form of SPEC §5: name, phone, e-mail and a resume file, chosen by click or by drag
 * and drop. A chosen file is checked here first (format, size), then read by the CMS
 * (`job/resume/parse`) to fill in what the visitor has not typed. Sending goes through the
 * outbox, so a resume sent while offline is kept, file and all, and sent later.
 */
export function ResumeUploader({ api: apiProp, cmsUrl = '', language: languageProp, jobId, outbox, onSubmit, onSubmitted }: ResumeUploaderProps) {
  const api = useMemo(() => apiProp ?? createCmsApi(cmsUrl), [apiProp, cmsUrl]);
  const language = normalizeLanguage(languageProp);
  const copy = resumeCopy(language);
  const id = useId();
  const ids = {
    title: `${id}-title`,
    fileInput: `${id}-file`,
    fileHint: `${id}-file-hint`,
    fileError: `${id}-file-error`,
    fileNote: `${id}-file-note`,
    progress: `${id}-progress`,
    field: (name: string) => `${id}-${name}`,
    error: (name: string) => `${id}-${name}-error`,
  };

  const [values, setValues] = useState<Values>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [dragging, setDragging] = useState(false);
  const [parsing, setParsing] = useState(false);
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  /** Fields the visitor typed in: a parsed resume never overwrites them. */
  const typed = useRef(new Set<ContactField>());
  /** Only the newest file's parse may fill the form. */
  const parseTicket = useRef(0);
  const mounted = useRef(true);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const fileInput = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Resumes kept offline (on this visit or an earlier one) go out now, when the browser comes
  // back online, and on a growing delay while the CMS stays unreachable.
  useEffect(() => watchOutbox(outbox ?? outboxFor(api)), [outbox, api]);

  const message = (key: MessageKey) => formatMessage(language, key, { maxMb: RESUME_MAX_MB });
  const sending = outcome.kind === 'sending';

  const clearError = (name: FieldName) =>
    setErrors((previous) => {
      if (!previous[name]) return previous;
      const next = { ...previous };
      delete next[name];
      return next;
    });

  const onType = (name: ContactField | 'website') => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    if (name !== 'website') {
      typed.current.add(name);
      clearError(name);
    }
    setValues((previous) => ({ ...previous, [name]: value }));
  };

  const prefill = async (chosen: File, ticket: number) => {
    setParsing(true);
    setNote(copy.parsing);
    let envelope: Envelope | null = null;
    try {
      const form = new FormData();
      form.append('file', chosen, chosen.name);
      envelope = await api.upload(API_PATHS.resumeParse, form, { language });
    } catch {
      // Offline or the CMS down: the resume can still be sent (or queued); just no prefill.
      envelope = null;
    }
    if (!mounted.current || ticket !== parseTicket.current) return;
    setParsing(false);
    if (!envelope) {
      setNote('');
      return;
    }
    if (envelope.code !== 0) {
      setNote('');
      // The CMS refused the file itself (its bytes are not what the extension says): it would refuse to store it too.
      if (envelope.field === 'file') {
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
        setErrors((previous) => ({ ...previous, file: envelope.msg }));
      }
      return;
    }
    const contact = (envelope.data ?? {}) as Partial<ResumeContact>;
    const found = (name: ContactField) => (typeof contact[name] === 'string' ? contact[name].trim() : '');
    const names = CONTACT_FIELDS.filter((name) => found(name) !== '' && !typed.current.has(name));
    if (names.length > 0) {
      setValues((previous) => {
        const next = { ...previous };
        for (const name of names) next[name] = found(name);
        return next;
      });
      for (const name of names) clearError(name);
    }
    setNote(names.length > 0 ? copy.prefilled.replace('{fields}', names.map((name) => copy[name]).join(copy.listSeparator)) : copy.parsedNothing);
  };

  const choose = (chosen: File | null | undefined) => {
    if (!chosen || sending) return;
    const problem = checkResumeFile(chosen);
    parseTicket.current += 1;
    if (problem) {
      setFile(null);
      setParsing(false);
      setNote('');
      if (fileInput.current) fileInput.current.value = '';
      setErrors((previous) => ({ ...previous, file: message(problem) }));
      return;
    }
    clearError('file');
    setFile(chosen);
    setOutcome({ kind: 'idle' });
    void prefill(chosen, parseTicket.current);
  };

  const removeFile = () => {
    parseTicket.current += 1;
    setFile(null);
    setParsing(false);
    setNote('');
    if (fileInput.current) {
      fileInput.current.value = '';
      fileInput.current.focus();
    }
  };

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!Array.from(event.dataTransfer?.types ?? []).includes('Files')) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = sending ? 'none' : 'copy';
    if (!dragging) setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && event.currentTarget.contains(next)) return;
    setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer?.files?.[0]);
  };

  const focusField = (name: FieldName) => {
    const target = name === 'file' ? fileInput.current : inputs.current[name];
    target?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const input = { name: values.name, phone: values.phone, email: values.email, website: values.website, ...(jobId !== undefined && jobId !== '' ? { jobId: String(jobId) } : {}) };
    const checked = validate(resumeSchema, input);
    const found: Errors = {};
    if (!checked.ok) {
      for (const name of CONTACT_FIELDS) {
        const key = checked.errors[name];
        if (key) found[name] = message(key);
      }
    }
    if (!file) found.file = message('fileRequired');
    const order: FieldName[] = ['file', ...CONTACT_FIELDS];
    const first = order.find((name) => found[name]);
    if (first || !checked.ok) {
      setErrors(found);
      setOutcome({ kind: 'idle' });
      if (first) focusField(first);
      return;
    }
    const { value } = checked;
    const fields: Record<string, string> = { name: value.name, phone: value.phone, email: value.email };
    if (value.jobId !== undefined) fields.jobId = String(value.jobId);
    if (value.website) fields.website = value.website;

    setErrors({});
    setOutcome({ kind: 'sending', fraction: 0 });
    onSubmit?.({ name: fields.name!, phone: fields.phone!, email: fields.email!, ...(fields.jobId ? { jobId: fields.jobId } : {}) });
    let result: DeliveryResult;
    try {
      result = await (outbox ?? outboxFor(api)).deliver(
        { kind: 'resume', fields, file: file! },
        {
          language,
          onProgress: (fraction) => {
            if (mounted.current) setOutcome((previous) => (previous.kind === 'sending' ? { kind: 'sending', fraction } : previous));
          },
        },
      );
    } catch {
      if (mounted.current) setOutcome({ kind: 'failed', text: copy.networkError });
      return;
    }
    if (!mounted.current) return;
    onSubmitted?.(result);
    if (result.status === 'queued') {
      reset();
      setOutcome({ kind: 'queued', text: copy.queued });
      return;
    }
    const { envelope } = result;
    if (envelope.code === 0) {
      reset();
      setOutcome({ kind: 'sent', text: envelope.msg });
      return;
    }
    // The CMS said no: its message, beside the field it is about when it names one.
    const field = envelope.field as FieldName | undefined;
    if (field && (field === 'file' || CONTACT_FIELDS.includes(field as ContactField))) {
      setErrors({ [field]: envelope.msg });
      focusField(field);
    }
    setOutcome({ kind: 'failed', text: envelope.msg });
  };

  const reset = () => {
    parseTicket.current += 1;
    typed.current.clear();
    setValues(EMPTY);
    setFile(null);
    setParsing(false);
    setNote('');
    if (fileInput.current) fileInput.current.value = '';
  };

  const describedBy = (...parts: Array<string | false | undefined>) => parts.filter(Boolean).join(' ') || undefined;
  const percent = outcome.kind === 'sending' ? Math.round(outcome.fraction * 100) : 0;

  const textField = (name: ContactField, type: 'text' | 'tel' | 'email', autoComplete: string, placeholder?: string) => (
    <div className="cmsw-resume-field">
      <label className="cmsw-resume-label" htmlFor={ids.field(name)}>
        {copy[name]}
        <span className="cmsw-resume-required" aria-hidden="true">*</span>
      </label>
      <input
        ref={(element) => {
          inputs.current[name] = element;
        }}
        id={ids.field(name)}
        name={name}
        className="cmsw-resume-input"
        type={type}
        autoComplete={autoComplete}
        inputMode={name === 'phone' ? 'numeric' : undefined}
        placeholder={placeholder}
        value={values[name]}
        onChange={onType(name)}
        aria-required="true"
        aria-invalid={errors[name] ? 'true' : 'false'}
        aria-describedby={describedBy(errors[name] && ids.error(name))}
        disabled={sending}
      />
      <p id={ids.error(name)} className="cmsw-resume-error">
        {errors[name] ?? ''}
      </p>
    </div>
  );

  return (
    <div className="cmsw-root cmsw-resume">
      <WidgetStyle css={RESUME_CSS} />
      <form className="cmsw-resume-form" noValidate onSubmit={submit} aria-labelledby={ids.title} aria-busy={sending || parsing}>
        <h2 id={ids.title} className="cmsw-resume-title">
          {copy.title}
        </h2>
        <p className="cmsw-resume-intro">{copy.intro}</p>

        <div
          className="cmsw-resume-drop"
          data-dragging={dragging ? 'true' : 'false'}
          data-invalid={errors.file ? 'true' : 'false'}
          onDragEnter={onDragOver}
          onDragOver={onDragOver}
          onDragLeave={onDragLeave}
          onDrop={onDrop}
        >
          <input
            ref={fileInput}
            id={ids.fileInput}
            name="file"
            type="file"
            className="cmsw-visually-hidden"
            accept={RESUME_ACCEPT}
            onChange={(event: ChangeEvent<HTMLInputElement>) => choose(event.currentTarget.files?.[0])}
            aria-required="true"
            aria-invalid={errors.file ? 'true' : 'false'}
            aria-describedby={describedBy(ids.fileHint, errors.file && ids.fileError, note && ids.fileNote)}
            disabled={sending}
          />
          <label htmlFor={ids.fileInput} className="cmsw-resume-dropzone" data-cmsw-dropzone="">
            <span className="cmsw-resume-drop-icon" aria-hidden="true">
              ⇪
            </span>
            <span className="cmsw-resume-drop-title">
              {copy.file}
              <span className="cmsw-resume-required" aria-hidden="true">*</span>
            </span>
            <span>{dragging ? copy.dropRelease : copy.dropZone}</span>
          </label>
          <p id={ids.fileHint} className="cmsw-resume-hint">
            {copy.formats.replace('{maxMb}', String(RESUME_MAX_MB))}
          </p>
          {file ? (
            <p className="cmsw-resume-file">
              <span>{copy.chosen.replace('{name}', file.name).replace('{size}', formatFileSize(file.size))}</span>
              <button type="button" className="cmsw-button" onClick={removeFile} disabled={sending}>
                {copy.removeFile}
              </button>
            </p>
          ) : null}
          <p id={ids.fileNote} className="cmsw-resume-note" role="status" aria-live="polite">
            {note}
          </p>
          <p id={ids.fileError} className="cmsw-resume-error">
            {errors.file ?? ''}
          </p>
        </div>

        {textField('name', 'text', 'name')}
        {textField('phone', 'tel', 'tel', copy.phonePlaceholder)}
        {textField('email', 'email', 'email')}

        <div className="cmsw-resume-honeypot" aria-hidden="true">
          <label htmlFor={ids.field('website')}>{copy.honeypot}</label>
          <input id={ids.field('website')} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={onType('website')} />
        </div>

        {outcome.kind === 'sending' ? (
          <div className="cmsw-resume-progress">
            <label htmlFor={ids.progress}>{copy.progress.replace('{percent}', String(percent))}</label>
            <progress id={ids.progress} max={100} value={percent}>
              {percent}%
            </progress>
          </div>
        ) : null}

        <div className="cmsw-resume-actions">
          <button type="submit" className="cmsw-button cmsw-button-primary" disabled={sending}>
            {sending ? copy.sending : copy.submit}
          </button>
        </div>

        <p className="cmsw-resume-status" role="status" aria-live="polite" data-kind={outcome.kind}>
          {outcome.kind === 'sent' || outcome.kind === 'queued' ? outcome.text : ''}
        </p>
        <p className="cmsw-resume-alert" role="alert">
          {outcome.kind === 'failed' ? outcome.text : ''}
        </p>
      </form>
    </div>
  );
}
