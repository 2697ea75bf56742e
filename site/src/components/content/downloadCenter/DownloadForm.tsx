import { useI18next } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useId, useRef, type FormEvent } from 'react';
import type { MessageKey } from '../../../../../contract/messages';
import type { FieldErrors } from '../../../../../contract/validation/validate';
import { ModalShell } from '../../../../../widgets/shared/ModalShell';
import { PrivacyConsent } from '../../../../../widgets/shared/PrivacyConsent';
import { toApiLanguage } from '../../../../../contract/language';
import * as styles from '../DownloadCenter.module.css';
import { useCopy } from '../i18n';
import * as ui from '../ui.module.css';
import { cmsChallenge } from '../../../runtime/cmsClient';
import { CONTACT_FIELDS, type Contact, type ContactField } from './downloadContact';
import type { DownloadItem } from './downloadTypes';

const AUTOCOMPLETE: Record<ContactField, string> = { name: 'name', phone: 'tel', company: 'organization', email: 'email' };

/** The fields a rule can reject, in the form's order: the first one at fault takes the focus. */
export const FORM_FIELDS = [...CONTACT_FIELDS, 'privacyConsent'] as const;
export type FormFields = Partial<Record<(typeof FORM_FIELDS)[number], HTMLInputElement | null>>;

export interface DownloadFormProps {
  /** The file asked for; the form is closed without one. */
  pending: DownloadItem | null;
  contact: Contact;
  website: string;
  /** The consent box: 'true' once ticked, '' otherwise. */
  consent: string;
  errors: FieldErrors;
  formError: string;
  sending: boolean;
  message(key: MessageKey): string;
  onChange(field: ContactField | 'website', value: string): void;
  onConsent(value: string): void;
  onSubmit(fields: FormFields): void;
  onClose(): void;
}

/**
 * The form a first download asks for (name, phone, company, e-mail), in the modal shell the
 * consult dialog uses. `onSubmit` gets the inputs, to focus the first one a rule rejected.
 */
export function DownloadForm({ pending, contact, website, consent, errors, formError, sending, message, onChange, onConsent, onSubmit, onClose }: DownloadFormProps) {
  const t = useCopy('about');
  const { language } = useI18next();
  const formId = useId();
  const fieldRefs = useRef<FormFields>({});
  // The proof-of-work challenge is solved while the visitor fills the form in.
  useEffect(() => {
    if (pending) cmsChallenge().prepare();
  }, [pending]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(fieldRefs.current);
  };
  return (
    <div className={styles.modal}>
      <ModalShell open={pending !== null} onDismiss={onClose} title={t('downloadCenter.formTitle')} titleId={`${formId}-title`} closeLabel={t('downloadCenter.cancel')}>
        {pending ? (
          <form noValidate onSubmit={submit} className={styles.form}>
            <p id={`${formId}-title-about`} className={styles.intro}>
              {t('downloadCenter.formIntro', { title: pending.articleTitle })}
            </p>
            {CONTACT_FIELDS.map((field) => {
              const inputId = `${formId}-${field}`;
              const errorId = `${inputId}-error`;
              const error = errors[field];
              return (
                <div key={field} className={styles.field}>
                  <label htmlFor={inputId} className={styles.label}>
                    {t(`downloadCenter.fields.${field}`)}
                    <span className={styles.required} aria-hidden="true">
                      *
                    </span>
                  </label>
                  <input
                    ref={(element) => {
                      fieldRefs.current[field] = element;
                    }}
                    id={inputId}
                    name={field}
                    type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                    autoComplete={AUTOCOMPLETE[field]}
                    required
                    aria-required="true"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    value={contact[field]}
                    onChange={(event) => onChange(field, event.target.value)}
                    className={styles.input}
                  />
                  {error ? (
                    <p id={errorId} className={styles.fieldError}>
                      {message(error)}
                    </p>
                  ) : null}
                </div>
              );
            })}
            <div className={styles.honeypot} aria-hidden="true">
              <label htmlFor={`${formId}-website`}>{t('downloadCenter.fields.website')}</label>
              <input id={`${formId}-website`} name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => onChange('website', event.target.value)} />
            </div>
            <p className={styles.privacy}>{t('downloadCenter.privacy')}</p>
            <PrivacyConsent
              language={toApiLanguage(language)}
              cmsUrl=""
              value={consent}
              onChange={onConsent}
              error={errors.privacyConsent && message(errors.privacyConsent)}
              inputRef={(element) => {
                fieldRefs.current.privacyConsent = element;
              }}
            />
            <div role="alert" className={styles.formError}>
              {formError}
            </div>
            <div className={styles.buttons}>
              <button type="submit" className={ui.button} disabled={sending}>
                {sending ? t('downloadCenter.preparing') : t('downloadCenter.submit')}
              </button>
              <button type="button" className={ui.buttonSecondary} onClick={onClose}>
                {t('downloadCenter.cancel')}
              </button>
            </div>
          </form>
        ) : null}
      </ModalShell>
    </div>
  );
}
