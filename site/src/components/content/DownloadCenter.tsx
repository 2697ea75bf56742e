import { useI18next } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useState } from 'react';
import { toApiLanguage } from '../../../../contract/language';
import { formatMessage, type MessageKey } from '../../../../contract/messages';
import type { FieldErrors } from '../../../../contract/validation/validate';
import { DownloadCards } from './downloadCenter/DownloadCards';
import { EMPTY_CONTACT, forgetContact, readStoredContact, storeContact, type Contact } from './downloadCenter/downloadContact';
import { DownloadForm, FORM_FIELDS, type FormFields } from './downloadCenter/DownloadForm';
import type { DownloadGroup, DownloadItem, DownloadStatus } from './downloadCenter/downloadTypes';
import { checkDownloadRequest, sendDownloadRequest } from './downloadCenter/requestDownload';
import { startDownload } from './downloadCenter/startDownload';
import * as styles from './DownloadCenter.module.css';
import { useCopy } from './i18n';
import * as ui from './ui.module.css';

/**
 * The download centre's lists with a gated download: the first download asks for name, phone,
 * company and e-mail (validated with the contract's schema), records the request with
 * `customersDownload/add` and starts the file from the answered `downloadUrl`. The details are
 * kept in localStorage so a visitor is asked once: they are stored only after a request sent with
 * the consent to the privacy notice, with the notice's version, and a later request from them
 * carries that consent while the notice is still that version (`noticeVersion`, the one in
 * force when the page was built); after a change the form opens again, filled in, its box
 * unticked. This module holds the state; the cards
 * (./downloadCenter/DownloadCards), the form (./downloadCenter/DownloadForm), the remembered
 * contact, the request and the download are modules of their own.
 */
export function DownloadCenter({ groups, noticeVersion }: { groups: DownloadGroup[]; noticeVersion: string }) {
  const t = useCopy('about');
  const { language } = useI18next();
  const apiLanguage = toApiLanguage(language);
  const message = (key: MessageKey) => formatMessage(apiLanguage, key);

  const [pending, setPending] = useState<DownloadItem | null>(null);
  const [contact, setContact] = useState<Contact>(EMPTY_CONTACT);
  const [website, setWebsite] = useState('');
  const [consent, setConsent] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [status, setStatus] = useState<DownloadStatus>({ kind: 'idle' });
  const [hasStored, setHasStored] = useState(false);

  useEffect(() => {
    setHasStored(readStoredContact() !== null);
  }, []);

  /** Sends one request; answers true when the download started. */
  const request = async (item: DownloadItem, details: Contact, privacyConsent: string, fields: FormFields = {}): Promise<boolean> => {
    const checked = checkDownloadRequest(item.fileId, details, website, privacyConsent, apiLanguage);
    if (!checked.ok) {
      setErrors(checked.errors);
      const field = FORM_FIELDS.find((name) => checked.errors[name]);
      if (field) fields[field]?.focus();
      else setFormError(checked.message);
      return false;
    }
    setErrors({});
    setFormError('');
    setStatus({ kind: 'sending', articleId: item.articleId });
    const answer = await sendDownloadRequest(checked.request, apiLanguage);
    if ('refused' in answer) {
      setStatus({ kind: 'error', articleId: item.articleId, message: answer.refused });
      setFormError(answer.refused);
      return false;
    }
    storeContact({ contact: answer.contact, noticeVersion });
    setHasStored(true);
    const started = await startDownload(answer.grant);
    setStatus({ kind: 'done', articleId: item.articleId, grant: answer.grant, started });
    return true;
  };

  const onDownload = async (item: DownloadItem) => {
    const stored = readStoredContact();
    setContact(stored?.contact ?? EMPTY_CONTACT);
    if (stored?.noticeVersion === noticeVersion) {
      const started = await request(item, stored.contact, 'true');
      if (started) return;
      // The remembered details no longer pass: ask again, with them filled in.
    } else {
      // Nothing remembered, or consent given to an earlier notice: ask, consent unticked.
      setConsent('');
      setErrors({});
      setFormError('');
    }
    setPending(item);
  };

  const forget = () => {
    forgetContact();
    setHasStored(false);
    setStatus({ kind: 'idle' });
  };

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
      <DownloadCards groups={groups} status={status} formOpen={pending !== null} onDownload={(item) => void onDownload(item)} />
      <DownloadForm
        pending={pending}
        contact={contact}
        website={website}
        consent={consent}
        errors={errors}
        formError={formError}
        sending={status.kind === 'sending'}
        message={message}
        onChange={(field, value) => (field === 'website' ? setWebsite(value) : setContact((current) => ({ ...current, [field]: value })))}
        onConsent={(value) => {
          setConsent(value);
          setErrors((current) => ({ ...current, privacyConsent: undefined }));
        }}
        onSubmit={(fields) => {
          if (pending) void request(pending, contact, consent, fields).then((started) => started && setPending(null));
        }}
        onClose={() => setPending(null)}
      />
    </>
  );
}
