import { PrivacyConsent } from '../shared/PrivacyConsent';
import type { ResumeForm } from './resumeModel';

/** The consent box, wired to the form: ticking it clears its message; it takes focus when it is the first error. */
export function ResumeConsent({ form }: { form: ResumeForm }) {
  const { state, props, language, self } = form;
  return (
    <PrivacyConsent
      language={language}
      cmsUrl={props.cmsUrl ?? ''}
      value={state.values.privacyConsent}
      onChange={(value) => form.setState((previous) => ({ ...previous, values: { ...previous.values, privacyConsent: value }, errors: { ...previous.errors, privacyConsent: undefined } }))}
      error={state.errors.privacyConsent}
      inputRef={(element) => {
        self.inputs.privacyConsent = element;
      }}
    />
  );
}
