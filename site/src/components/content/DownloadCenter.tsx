import { useI18next } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useCopy } from './i18n';
import { API_PATHS, REQUEST_TIMEOUT_MS } from '../../../../contract/api';
import type { DownloadGrant } from '../../../../contract/entities/submissions';
import { toApiLanguage } from '../../../../contract/language';
import { formatMessage, type MessageKey } from '../../../../contract/messages';
import { downloadRequestSchema } from '../../../../contract/validation/downloadRequest';
import { validate, type FieldErrors } from '../../../../contract/validation/validate';
import { cmsAsset, cmsPost } from '../../runtime/cmsClient';
import { Card, CardGrid } from './Cards';
import * as styles from './DownloadCenter.module.css';
import { Section } from './Section';
import * as ui from './ui.module.css';

export interface DownloadItem {
  articleId: number;
  articleTitle: string;
  articleSummary: string;
  articleThumbnail: string;
  date: string;
  fileId: number | null;
  fileUrl: string | null;
}

export interface DownloadGroup {
  key: string;
  title: string;
  items: DownloadItem[];
}

interface Contact {
  name: string;
  phone: string;
  company: string;
  email: string;
}

const FIELDS = ['name', 'phone', 'company', 'email'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Contact = { name: '', phone: '', company: '', email: '' };

/** Where the visitor's details are remembered, so that they are asked once. */
export const DOWNLOAD_CONTACT_STORAGE_KEY = 'yunzhan.downloadContact';

function readStoredContact(): Contact | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(DOWNLOAD_CONTACT_STORAGE_KEY) ?? 'null') as Partial<Contact> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    const contact = { ...EMPTY };
    for (const field of FIELDS) contact[field] = typeof parsed[field] === 'string' ? parsed[field] : '';
    return contact;
  } catch {
    return null;
  }
}

function storeContact(contact: Contact) {
  try {
    window.localStorage.setItem(DOWNLOAD_CONTACT_STORAGE_KEY, JSON.stringify(contact));
  } catch {
    // Private mode or a full quota: the visitor is simply asked again next time.
  }
}

function idempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Non-secure origins lack randomUUID: build a version 4 UUID from random bytes.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Starts the file download. The `download` attribute only works for same-origin URLs: when the
 * CMS is on another origin (a CDN build), the file is fetched (the CMS allows the site's origin)
 * and saved from an object URL, so the visitor never leaves the page. Answers false when the file
 * could not be fetched; the status then offers a plain link.
 */
async function startDownload(grant: DownloadGrant): Promise<boolean> {
  const url = cmsAsset(grant.downloadUrl);
  let href = url;
  let objectUrl: string | null = null;
  if (new URL(url, window.location.href).origin !== window.location.origin) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      if (!response.ok) return false;
      objectUrl = URL.createObjectURL(await response.blob());
      href = objectUrl;
    } catch {
      return false;
    }
  }
  const link = document.createElement('a');
  link.href = href;
  link.download = grant.fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  if (objectUrl) {
    const revoke = objectUrl;
    window.setTimeout(() => URL.revokeObjectURL(revoke), 60_000);
  }
  return true;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'sending'; articleId: number }
  | { kind: 'done'; articleId: number; grant: DownloadGrant; started: boolean }
  | { kind: 'error'; articleId: number; message: string };

/**
 * The download centre's lists with a gated download: the first download asks for name, phone,
 * company and e-mail (validated with the contract's schema), records the request with
 * `customersDownload/add` and starts the file from the answered `downloadUrl`. The details are
 * kept in localStorage so a visitor is asked once.
 */
export function DownloadCenter({ groups }: { groups: DownloadGroup[] }) {
  const t = useCopy('about');
  const { language } = useI18next();
  const apiLanguage = toApiLanguage(language);
  const message = (key: MessageKey) => formatMessage(apiLanguage, key);

  const dialogRef = useRef<HTMLDialogElement>(null);
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const formId = useId();
  const [pending, setPending] = useState<DownloadItem | null>(null);
  const [contact, setContact] = useState<Contact>(EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [hasStored, setHasStored] = useState(false);

  useEffect(() => {
    setHasStored(readStoredContact() !== null);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (pending && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!pending && dialog.open) {
      dialog.close();
    }
  }, [pending]);

  /** Sends one request; answers true when the download started. */
  const request = async (item: DownloadItem, details: Contact): Promise<boolean> => {
    const checked = validate(downloadRequestSchema, { ...details, fileId: item.fileId ?? undefined, website });
    if (!checked.ok) {
      setErrors(checked.errors);
      const field = FIELDS.find((name) => checked.errors[name]);
      if (field) fieldRefs.current[field]?.focus();
      else setFormError(message(checked.firstError));
      return false;
    }
    setErrors({});
    setFormError('');
    setStatus({ kind: 'sending', articleId: item.articleId });
    try {
      const answer = await cmsPost<DownloadGrant>(API_PATHS.downloadRequestAdd, checked.value, {
        language: apiLanguage,
        idempotencyKey: idempotencyKey(),
      });
      if (answer.code !== 0 || !('data' in answer)) {
        setStatus({ kind: 'error', articleId: item.articleId, message: answer.msg });
        setFormError(answer.msg);
        return false;
      }
      storeContact({
        name: checked.value.name,
        phone: checked.value.phone,
        company: checked.value.company,
        email: checked.value.email,
      });
      setHasStored(true);
      const started = await startDownload(answer.data);
      setStatus({ kind: 'done', articleId: item.articleId, grant: answer.data, started });
      return true;
    } catch {
      const text = message('serverError');
      setStatus({ kind: 'error', articleId: item.articleId, message: text });
      setFormError(text);
      return false;
    }
  };

  const onDownload = async (item: DownloadItem) => {
    const stored = readStoredContact();
    if (stored) {
      setContact(stored);
      const started = await request(item, stored);
      if (started) return;
      // The remembered details no longer pass: ask again, with them filled in.
    } else {
      setContact(EMPTY);
      setErrors({});
      setFormError('');
    }
    setPending(item);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) return;
    const started = await request(pending, contact);
    if (started) setPending(null);
  };

  const forget = () => {
    try {
      window.localStorage.removeItem(DOWNLOAD_CONTACT_STORAGE_KEY);
    } catch {
      // Nothing stored or storage unavailable.
    }
    setHasStored(false);
    setStatus({ kind: 'idle' });
  };

  const sending = status.kind === 'sending';
  return (
    <>
      {hasStored ? (
        <p className={`${ui.container} ${styles.remembered}`}>
          {t('downloadCenter.remembered')}{' '}
          <button type="button" className={styles.linkButton} onClick={forget}>
            {t('downloadCenter.forget')}
          </button>
        </p>
      ) : null}

      {groups.map((group, index) => (
        <Section key={group.key} id={group.key} title={group.title} tone={index % 2 === 1 ? 'muted' : 'plain'}>
          {group.items.length === 0 ? (
            <p className={ui.empty}>{t('downloadCenter.empty')}</p>
          ) : (
            <CardGrid columns={3}>
              {group.items.map((item) => (
                <Card key={item.articleId} title={item.articleTitle} image={item.articleThumbnail} meta={<time dateTime={item.date}>{item.date}</time>} text={item.articleSummary}>
                  <div className={styles.cardActions}>
                    <button
                      type="button"
                      className={ui.button}
                      disabled={!item.fileId || (sending && status.articleId === item.articleId)}
                      onClick={() => void onDownload(item)}
                    >
                      {sending && status.articleId === item.articleId ? t('downloadCenter.preparing') : t('downloadCenter.download')}
                      <span className={ui.visuallyHidden}>{t('downloadCenter.itemContext', { title: item.articleTitle })}</span>
                    </button>
                    <p className={styles.status} role="status" aria-live="polite">
                      {status.kind === 'done' && status.articleId === item.articleId ? (
                        <>
                          {status.started ? `${t('downloadCenter.started')} ` : null}
                          <a href={cmsAsset(status.grant.downloadUrl)} download={status.grant.fileName}>
                            {t('downloadCenter.retryLink')}
                          </a>
                        </>
                      ) : null}
                      {status.kind === 'error' && status.articleId === item.articleId && !pending ? (
                        <span className={styles.error}>{status.message}</span>
                      ) : null}
                    </p>
                  </div>
                </Card>
              ))}
            </CardGrid>
          )}
        </Section>
      ))}

      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={`${formId}-title`}
        aria-describedby={`${formId}-intro`}
        onClose={() => setPending(null)}
      >
        {pending ? (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className={styles.form}>
            <h2 id={`${formId}-title`} className={styles.dialogTitle}>
              {t('downloadCenter.formTitle')}
            </h2>
            <p id={`${formId}-intro`} className={styles.intro}>
              {t('downloadCenter.formIntro', { title: pending.articleTitle })}
            </p>
            {FIELDS.map((field) => {
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
                    autoComplete={{ name: 'name', phone: 'tel', company: 'organization', email: 'email' }[field]}
                    required
                    aria-required="true"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    value={contact[field]}
                    onChange={(event) => setContact((current) => ({ ...current, [field]: event.target.value }))}
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
              <input
                id={`${formId}-website`}
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={website}
                onChange={(event) => setWebsite(event.target.value)}
              />
            </div>
            <p className={styles.privacy}>{t('downloadCenter.privacy')}</p>
            <div role="alert" className={styles.formError}>
              {formError}
            </div>
            <div className={styles.buttons}>
              <button type="submit" className={ui.button} disabled={sending}>
                {sending ? t('downloadCenter.preparing') : t('downloadCenter.submit')}
              </button>
              <button type="button" className={ui.buttonSecondary} onClick={() => setPending(null)}>
                {t('downloadCenter.cancel')}
              </button>
            </div>
          </form>
        ) : null}
      </dialog>
    </>
  );
}
