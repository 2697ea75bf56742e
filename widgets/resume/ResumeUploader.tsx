import { useId, useState, type ChangeEvent, type DragEvent, type FormEvent } from 'react';
import { normalizeLanguage, WidgetStyle } from '../shared/environment';
import { RESUME_ACCEPT } from './fileLimits';
import { resumeCopy } from './copy';
import { RESUME_CSS } from './resume.css';
import type { ContactField, ResumeUploaderProps } from './resumeModel';
import { useResumeForm } from './useResumeForm';

/**
 * The resume form: name, phone, e-mail and a resume file, chosen by click or by drag
 * and drop. A chosen file is checked here first (format, size), then read by the CMS
 * (`job/resume/parse`) to fill in what the visitor has not typed. Sending goes through the
 * outbox, so a resume sent while offline is kept, file and all, and sent later.
 */
export function ResumeUploader(props: ResumeUploaderProps) {
  const language = normalizeLanguage(props.language);
  const copy = resumeCopy(language);
  const id = useId();
  /** `idOf('email')`, `idOf('email-error')`, `idOf('file-hint')`: the ids that tie labels and messages to their fields. */
  const idOf = (part: string) => `${id}-${part}`;

  const { form, state, library, sending, onType, inputRef, withLibrary, choose } = useResumeForm(props, language);
  const { values, file, errors, parsing, note, outcome } = state;
  const [dragging, setDragging] = useState(false);
  const later = library?.statusCopy(language);

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
        // A Chinese mobile is digits only; the English form takes `+` and separators, which a
        // telephone keypad (type="tel" alone) offers.
        inputMode={name === 'phone' && language === 'zh' ? 'numeric' : undefined}
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
      {library && <WidgetStyle css={library.css} />}
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

        {library && <library.Consent form={form} />}

        {/* The honeypot: out of sight, of the tab order and of the accessibility tree; only scripts fill it in. */}
        <div className="cmsw-visually-hidden" aria-hidden="true">
          <label htmlFor={idOf('website')}>{copy.honeypot}</label>
          <input id={idOf('website')} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={onType('website')} />
        </div>

        {library && outcome.kind === 'sending' ? <library.Progress id={idOf('progress')} language={language} fraction={outcome.fraction} /> : null}

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
