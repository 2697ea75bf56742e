import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import type { CmsApi } from '../shared/cmsApi';
import { normalizeLanguage, WidgetStyle, type LanguageProp } from '../shared/environment';
import type { DeliveryResult, Outbox } from '../shared/outbox/types';
import { RESUME_ACCEPT } from './fileLimits';
import { resumeCopy } from './copy';
import { RESUME_CSS } from './resume.css';

type ResumeLibrary = typeof import('./resumeLibrary');
type ResumeForm = import('./resumeLibrary').ResumeForm;

let resumeLibrary: Promise<ResumeLibrary> | undefined;
let loadedLibrary: ResumeLibrary | undefined;

/**
 * The schema, the messages, the API client, the outbox and the file checks load as one chunk on
 * mount, after the first paint (an action quicker than that waits for it), not with the form:
 * its first paint needs none of them, and the bundle's size budget counts that first paint.
 */
export function loadResumeLibrary(): Promise<ResumeLibrary> {
  resumeLibrary ??= import('./resumeLibrary').then(
    (library) => (loadedLibrary = library),
    (error: unknown) => {
      resumeLibrary = undefined;
      throw error;
    },
  );
  return resumeLibrary;
}

/** The chunk, once it is here (it is by the time a file is chosen or a resume sent). */
export const resumeLibraryLoaded = (): ResumeLibrary | undefined => loadedLibrary;

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
export type Values = Record<ContactField | 'website', string>;
export const EMPTY: Values = { name: '', phone: '', email: '', website: '' };

export type FieldName = ContactField | 'file';
export type Errors = Partial<Record<FieldName, string>>;

export type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending'; fraction: number }
  | { kind: 'sent'; text: string }
  | { kind: 'queued'; text: string }
  | { kind: 'failed'; text: string };

/** What the form shows: one state, which the actions of ./resumeLibrary change through one setter. */
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

const INITIAL: FormState = { values: EMPTY, file: null, errors: {}, parsing: false, note: '', outcome: { kind: 'idle' } };

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

/**
 * The resume form of SPEC §5: name, phone, e-mail and a resume file, chosen by click or by drag
 * and drop. A chosen file is checked here first (format, size), then read by the CMS
 * (`job/resume/parse`) to fill in what the visitor has not typed. Sending goes through the
 * outbox, so a resume sent while offline is kept, file and all, and sent later.
 */
export function ResumeUploader(props: ResumeUploaderProps) {
  const { api, cmsUrl, outbox } = props;
  const language = normalizeLanguage(props.language);
  const copy = resumeCopy(language);
  const id = useId();
  /** `idOf('email')`, `idOf('email-error')`, `idOf('file-hint')`: the ids that tie labels and messages to their fields. */
  const idOf = (part: string) => `${id}-${part}`;

  const [state, setState] = useState(INITIAL);
  const { values, file, errors, parsing, note, outcome } = state;
  const [dragging, setDragging] = useState(false);
  const self = useRef<Instance>({ mounted: true, typed: new Set(), parseTicket: 0, inputs: {} }).current;
  const [library, setLibrary] = useState<ResumeLibrary | undefined>(loadedLibrary);

  useEffect(() => {
    self.mounted = true;
    loadResumeLibrary().then((loaded) => self.mounted && setLibrary(() => loaded), () => {});
    return () => {
      self.mounted = false;
    };
  }, []);

  // Resumes kept offline (on this visit or an earlier one) go out now, when the browser comes
  // back online, and on a growing delay while the CMS stays unreachable.
  useEffect(() => library?.watchResumes({ api, cmsUrl, outbox }), [library, api, cmsUrl, outbox]);

  const sending = outcome.kind === 'sending';
  const later = library?.resumeLaterCopy(language);

  const onType = (name: ContactField | 'website') => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    if (name !== 'website') self.typed.add(name);
    // Typing clears the field's message, if it had one.
    setState((previous) => ({ ...previous, values: { ...previous.values, [name]: value }, errors: { ...previous.errors, [name]: undefined } }));
  };

  const inputRef = (name: FieldName) => (element: HTMLInputElement | null) => {
    self.inputs[name] = element;
  };

  /** Runs an action of the chunk with this render's props and state, once the chunk is here. */
  const withLibrary = (action: (library: ResumeLibrary, form: ResumeForm) => unknown) => {
    const form: ResumeForm = { props, language, state, setState, self };
    if (library) action(library, form);
    else loadResumeLibrary().then((loaded) => self.mounted && action(loaded, form), () => {});
  };

  const choose = (chosen: File | null | undefined) => {
    if (chosen && !sending) withLibrary((loaded, form) => loaded.chooseFile(form, chosen));
  };

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    const transfer = event.dataTransfer;
    if (!transfer?.types.includes('Files')) return;
    event.preventDefault();
    transfer.dropEffect = sending ? 'none' : 'copy';
    setDragging(true);
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) withLibrary((loaded, form) => loaded.submitResume(form));
  };

  const textField = (name: ContactField, type: 'text' | 'tel' | 'email', autoComplete: string, placeholder?: string) => (
    <div className="cmsw-resume-field">
      <label className="cmsw-resume-label" htmlFor={idOf(name)}>
        {copy[name]}
        <span className="cmsw-resume-required" aria-hidden="true">*</span>
      </label>
      <input
        ref={inputRef(name)}
        id={idOf(name)}
        name={name}
        className="cmsw-resume-input"
        type={type}
        autoComplete={autoComplete}
        inputMode={name === 'phone' ? 'numeric' : undefined}
        placeholder={placeholder}
        value={values[name]}
        onChange={onType(name)}
        aria-required="true"
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? idOf(`${name}-error`) : undefined}
        disabled={sending}
      />
      <p id={idOf(`${name}-error`)} className="cmsw-resume-error">
        {errors[name] ?? ''}
      </p>
    </div>
  );

  return (
    <div className="cmsw-root cmsw-resume">
      <WidgetStyle css={RESUME_CSS} />
      {library && <WidgetStyle css={library.RESUME_LATER_CSS} />}
      <form className="cmsw-resume-form" noValidate onSubmit={submit} aria-labelledby={idOf('title')} aria-busy={sending || parsing}>
        <h2 id={idOf('title')} className="cmsw-resume-title">
          {copy.title}
        </h2>
        <p className="cmsw-resume-intro">{copy.intro}</p>

        <div
          className="cmsw-resume-drop"
          data-dragging={dragging}
          data-invalid={!!errors.file}
          onDragEnter={onDragOver}
          onDragOver={onDragOver}
          onDragLeave={onDragLeave}
          onDrop={onDrop}
        >
          <input
            ref={inputRef('file')}
            id={idOf('file')}
            name="file"
            type="file"
            className="cmsw-visually-hidden"
            accept={RESUME_ACCEPT}
            onChange={(event: ChangeEvent<HTMLInputElement>) => choose(event.currentTarget.files?.[0])}
            aria-required="true"
            aria-invalid={!!errors.file}
            aria-describedby={[idOf('file-hint'), errors.file && idOf('file-error'), note && idOf('file-note')].filter(Boolean).join(' ')}
            disabled={sending}
          />
          <label htmlFor={idOf('file')} className="cmsw-resume-dropzone" data-cmsw-dropzone="">
            <span className="cmsw-resume-drop-icon" aria-hidden="true">
              ⇪
            </span>
            <span className="cmsw-resume-drop-title">
              {copy.file}
              <span className="cmsw-resume-required" aria-hidden="true">*</span>
            </span>
            <span>{(dragging && later?.dropRelease) || copy.dropZone}</span>
          </label>
          <p id={idOf('file-hint')} className="cmsw-resume-hint">
            {copy.formats}
          </p>
          {library && file ? <library.ChosenFile file={file} language={language} onRemove={() => withLibrary((loaded, form) => loaded.removeFile(form))} sending={sending} /> : null}
          <p id={idOf('file-note')} className="cmsw-resume-note" role="status" aria-live="polite">
            {note}
          </p>
          <p id={idOf('file-error')} className="cmsw-resume-error">
            {errors.file ?? ''}
          </p>
        </div>

        {textField('name', 'text', 'name')}
        {textField('phone', 'tel', 'tel', copy.phonePlaceholder)}
        {textField('email', 'email', 'email')}

        {/* The honeypot: out of sight, of the tab order and of the accessibility tree; only scripts fill it in. */}
        <div className="cmsw-visually-hidden" aria-hidden="true">
          <label htmlFor={idOf('website')}>{copy.honeypot}</label>
          <input id={idOf('website')} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={onType('website')} />
        </div>

        {library && sending ? <library.Progress id={idOf('progress')} language={language} fraction={outcome.fraction} /> : null}

        <div className="cmsw-resume-actions">
          <button type="submit" className="cmsw-button cmsw-button-primary" disabled={sending}>
            {sending ? later?.sending : copy.submit}
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
