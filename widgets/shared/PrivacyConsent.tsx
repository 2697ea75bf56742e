import { useId } from 'react';
import { WidgetStyle } from './environment';
import type { WidgetLanguage } from './widgetLanguage';

/** The label's words around the link, and the link. */
const WORDING: Record<WidgetLanguage, [string, string]> = {
  zh: ['我已阅读并同意', '《隐私政策》'],
  en: ['I have read and agree to the ', 'Privacy Notice'],
};

/**
 * The site's notice page in each language: localizedPath(PRIVACY_PATH, …) of the contract's site
 * routes, written out (a test holds them equal) so the widgets' chunks do not share the routes
 * module with the case browser, which would make it a chunk of its own on the case browser's first load.
 */
export const PRIVACY_NOTICE_PATHS: Record<WidgetLanguage, string> = { zh: '/privacy', en: '/en-US/privacy' };

const CONSENT_CSS = `.cmsw-consent{display:flex;flex-wrap:wrap;gap:4px 8px;align-items:baseline;grid-column:1/-1}.cmsw-consent a{color:var(--cmsw-brand)}.cmsw-consent p{flex-basis:100%;margin:0;font-size:12px;color:#b91c1c}`;

export interface PrivacyConsentProps {
  language: WidgetLanguage;
  /** The CMS origin ('' for the page's own, the site): the notice is the site's page there. */
  cmsUrl: string;
  /** 'true' once ticked, '' otherwise: the value the form sends. */
  value: string;
  onChange(value: string): void;
  /** The message shown under the box while it is required and unticked. */
  error?: string;
  /** Told the element, for focusing it when it is the first error. */
  inputRef?(element: HTMLInputElement | null): void;
}

/**
 * "I have read and agree to the Privacy Notice", unticked until the visitor ticks it: a real
 * checkbox named `privacyConsent` with its label, the error tied to it by aria-describedby. The
 * notice opens in a new tab on the site's page, the form staying as it was.
 * It comes with the chunk that checks and sends (the consult dialog's ./leadSubmission, the resume
 * uploader's ./resumeActions), not with the first paint the bundle's size budget counts: nothing
 * can be sent before that chunk is there, and the form waits for it on Confirm.
 */
export function PrivacyConsent({ language, cmsUrl, value, onChange, error, inputRef }: PrivacyConsentProps) {
  const [before, link] = WORDING[language];
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="cmsw-consent">
      <WidgetStyle css={CONSENT_CSS} />
      <input
        ref={inputRef}
        id={id}
        name="privacyConsent"
        type="checkbox"
        checked={value === 'true'}
        onChange={(event) => onChange(event.currentTarget.checked ? 'true' : '')}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={id}>
        {before}
        <a href={cmsUrl + PRIVACY_NOTICE_PATHS[language]} target="_blank" rel="noopener">
          {link}
        </a>
      </label>
      {error && <p id={errorId}>{error}</p>}
    </div>
  );
}
