import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import type { RESUME_EXTENSIONS } from '../../contract/resumeFormats';
import type { CmsApi } from '../shared/cmsApi';
import { normalizeLanguage, WidgetStyle, type LanguageProp } from '../shared/environment';
import type { DeliveryResult, Outbox } from '../shared/outbox/types';
import { resumeCopy } from './copy';
import { RESUME_CSS } from './resume.css';

type ResumeLibrary = typeof import('./resumeLibrary');

/** `.html,.htm,…`: the `accept` list an extension list makes. */
type AcceptList<T extends readonly string[]> = T extends readonly [infer First extends string, ...infer Rest extends readonly string[]]
  ? Rest extends readonly [] ? `.${First}` : `.${First},${AcceptList<Rest>}`
  : '';

/**
 * The contract's RESUME_ACCEPT, written out and typed by its extension list (a change there is a
 * compile error here), so the first load does not carry the formats module: it comes with
 * ./resumeLibrary, which checks files against it.
 */
const RESUME_ACCEPT: AcceptList<typeof RESUME_EXTENSIONS> = '.html,.htm,.pdf,.doc,.docx,.txt,.txl,.xls,.xlsx,.mht,.mhtml,.mhl,.rtf';

/**
 * The hint's size limit until ./resumeLibrary is here, which brings the contract's own
 * (RESUME_MAX_BYTES in MB, ./checkResumeFile) and the hint then shows that.
 */
const HINT_MAX_MB = 10;
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

/**
 * The resume form of SPEC §5: name, phone, e-mail and a resume file, chosen by click or by drag
 * and drop. A chosen file is checked here first (format, size), then read by the CMS
 * (`job/resume/parse`) to fill in what the visitor has not typed. Sending goes through the
 * outbox, so a resume sent while offline is kept, file and all, and sent later.
 */
export function ResumeUploader({ api: apiProp, cmsUrl = '', language: languageProp, jobId, outbox, onSubmit, onSubmitted }: ResumeUploaderProps) {
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

  const [library, setLibrary] = useState<ResumeLibrary | undefined>(loadedLibrary);
  const api = useMemo(() => library && (apiProp ?? library.createCmsApi(cmsUrl)), [library, apiProp, cmsUrl]);

  useEffect(() => {
    mounted.current = true;
    loadResumeLibrary().then((loaded) => mounted.current && setLibrary(() => loaded), () => {});
    return () => {
      mounted.current = false;
    };
  }, []);

  // Resumes kept offline (on this visit or an earlier one) go out now, when the browser comes
  // back online, and on a growing delay while the CMS stays unreachable.
  useEffect(() => (library && api ? library.watchResumes(api, outbox) : undefined), [library, outbox, api]);

  const sending = outcome.kind === 'sending';
  const later = library?.resumeLaterCopy(language);

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

  /** Runs an action of the chunk with this render's props and state, once the chunk is here. */
  const withLibrary = (action: (library: ResumeLibrary, form: import('./resumeLibrary').ResumeForm) => unknown) => {
    const run = (loaded: ResumeLibrary) =>
      action(loaded, {
        api: (loaded === library && api) || apiProp || loaded.createCmsApi(cmsUrl),
        language, copy, jobId, outbox, onSubmit, onSubmitted, values, file, sending, mounted, typed, parseTicket, fileInput,
        setValues, setFile, setErrors, setParsing, setNote, setOutcome, clearError, inputs,
      });
    if (library) run(library);
    else loadResumeLibrary().then((loaded) => mounted.current && run(loaded), () => {});
  };

  const choose = (chosen: File | null | undefined) => {
    if (chosen && !sending) withLibrary((loaded, form) => loaded.chooseFile(form, chosen));
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending) withLibrary((loaded, form) => loaded.submitResume(form));
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
      {library && <WidgetStyle css={library.RESUME_LATER_CSS} />}
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
            <span>{(dragging && later?.dropRelease) || copy.dropZone}</span>
          </label>
          <p id={ids.fileHint} className="cmsw-resume-hint">
            {copy.formats.replace('{maxMb}', String(library?.RESUME_MAX_MB ?? HINT_MAX_MB))}
          </p>
          {library && file ? <library.ChosenFile file={file} later={later!} formatFileSize={library.formatFileSize} onRemove={() => withLibrary((loaded, form) => loaded.removeFile(form))} sending={sending} /> : null}
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

        {library && outcome.kind === 'sending' ? <library.Progress id={ids.progress} later={later!} percent={percent} /> : null}

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
