import { formatMessage } from '../../contract/messages';
import { PrivacyConsent } from '../shared/PrivacyConsent';
import type { WidgetLanguage } from '../shared/widgetLanguage';
import type { LeadErrors, LeadValues } from './leadModel';

export interface LeadConsentProps {
  language: WidgetLanguage;
  cmsUrl: string | undefined;
  values: LeadValues;
  errors: LeadErrors;
  update(field: 'privacyConsent', value: string): void;
}

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
