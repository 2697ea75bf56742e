import { formatMessage } from '../../contract/messages';
import { PrivacyConsent } from '../shared/PrivacyConsent';
import type { LeadConsentProps } from './leadModel';

/** The consent box, wired to the dialog's form: its value, its message in the visitor's language. */
export function LeadConsent({ language, cmsUrl = '', values, errors, update }: LeadConsentProps) {
  const error = errors.privacyConsent;
  return (
    <PrivacyConsent
      language={language}
      cmsUrl={cmsUrl}
      value={values.privacyConsent}
      onChange={(value) => update('privacyConsent', value)}
      error={error && formatMessage(language, error)}
    />
  );
}
