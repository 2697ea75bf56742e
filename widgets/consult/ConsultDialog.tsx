import { useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { CityPicker } from '../cityPicker/CityPicker';
import { WidgetStyle, normalizeLanguage } from '../shared/environment';
import { ModalShell } from '../shared/ModalShell';
import type { WidgetLanguage } from '../shared/widgetLanguage';
import { CONSULT_CSS } from './consult.css';
import { consultCopy } from './copy';
import type { ConsultDialogProps, LeadField } from './leadModel';
import { useLeadForm } from './useLeadForm';

/**
 * How each language's phone rule wants the number typed: the Chinese one an 11-digit mobile
 * (digits only), the English one any telephone number, mainland or international.
 */
const PHONE_INPUT = {
  zh: { inputMode: 'numeric', autoComplete: 'tel-national' },
  en: { inputMode: 'tel', autoComplete: 'tel' },
} as const satisfies Record<WidgetLanguage, InputHTMLAttributes<HTMLInputElement>>;

/**
 * The consultation dialog: a centred modal, a full-screen sheet on phones.
 * Validation runs the contract's schema before any call; code 0 shows 提交成功 and closes, another
 * code shows the server's message and closes, a lead kept offline is announced and the dialog
 * closes. The result is announced in live regions that outlive the dialog.
 */
export function ConsultDialog(props: ConsultDialogProps) {
  const { open, openingHours } = props;
  const language = normalizeLanguage(props.language);
  const copy = consultCopy(language);
  // React 18's useId: stable between the server HTML and hydration; preact/compat imitates it.
  const base = useId();
  const titleId = `${base}-title`;

  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, sending, unavailable, sender, announce, update, submit, close } = useLeadForm(props, language, formRef);

  const idOf = (field: string) => `${base}-${field}`;
  const errorIdOf = (field: string) => `${base}-${field}-error`;
  const a11y = (field: LeadField) => ({
    id: idOf(field),
    name: field,
    'aria-invalid': errors[field] ? (true as const) : undefined,
    'aria-describedby': errors[field] ? errorIdOf(field) : undefined,
    'aria-required': field === 'remark' ? undefined : (true as const),
  });
  // React fires onChange on every keystroke; preact/compat imitates that by listening to `input`.
  const onText = (field: LeadField | 'website') => (event: { currentTarget: { value: string } }) => update(field, event.currentTarget.value);

  const input = (field: LeadField, attributes: InputHTMLAttributes<HTMLInputElement>) => (
    <input {...a11y(field)} className="cmsw-input" type="text" value={values[field]} onChange={onText(field)} {...attributes} />
  );

  const row = (field: LeadField, control: ReactNode) => {
    const error = errors[field];
    return (
      <div className={`cmsw-field cmsw-field-${field}`}>
        <label id={`${idOf(field)}-label`} htmlFor={idOf(field)} className="cmsw-label">
          {copy[field]}
          {field !== 'remark' && <span className="cmsw-required" aria-hidden="true"> *</span>}
        </label>
        {control}
        {error && sender && <p id={errorIdOf(field)} className="cmsw-error">{sender.formatMessage(language, error)}</p>}
      </div>
    );
  };

  return (
    <div className="cmsw-root">
      <WidgetStyle css={CONSULT_CSS} />
      <ModalShell
        open={open}
        onDismiss={() => close('dismiss')}
        title={copy.consultTitle}
        titleId={titleId}
        closeLabel={copy.close}
      >
        <div id={`${titleId}-about`} className="cmsw-dialog-intro">
          <p>{copy.consultPromise}</p>
          <p>{copy.openingHoursLabel}{language === 'zh' ? '：' : ': '}{openingHours || copy.openingHours}</p>
        </div>
        <form ref={formRef} className="cmsw-form" noValidate onSubmit={submit}>
          {row('customersName', input('customersName', { autoComplete: 'name' }))}
          {row('customersPhone', input('customersPhone', { type: 'tel', ...PHONE_INPUT[language], placeholder: copy.phonePlaceholder }))}
          {row('companyName', input('companyName', { autoComplete: 'organization' }))}
          {row('industry', input('industry', { autoComplete: 'off' }))}
          {row('customersAddress', (
            <CityPicker
              id={idOf('customersAddress')}
              name="customersAddress"
              labelId={`${idOf('customersAddress')}-label`}
              language={language}
              value={values.customersAddress}
              invalid={Boolean(errors.customersAddress)}
              describedBy={errors.customersAddress ? errorIdOf('customersAddress') : undefined}
              onChange={(value) => update('customersAddress', value)}
            />
          ))}
          {row('demand', <textarea {...a11y('demand')} className="cmsw-input cmsw-textarea" rows={3} value={values.demand} onChange={onText('demand')} />)}
          {row('remark', <textarea {...a11y('remark')} className="cmsw-input cmsw-textarea" rows={2} value={values.remark} onChange={onText('remark')} />)}
          {sender && <sender.Consent language={language} cmsUrl={props.cmsUrl} values={values} errors={errors} update={update} />}
          {/* Honeypot: off-screen, out of the tab order and of the accessibility tree; people leave it empty, bots fill it. */}
          <div className="cmsw-visually-hidden" aria-hidden="true">
            <label htmlFor={idOf('website')}>{copy.honeypotLabel}</label>
            <input id={idOf('website')} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={onText('website')} />
          </div>
          {unavailable && <p className="cmsw-error cmsw-form-error" role="alert">{copy.unavailable}</p>}
          <div className="cmsw-dialog-actions">
            <button type="button" className="cmsw-button" onClick={() => close('cancel')}>{copy.cancel}</button>
            <button type="submit" className="cmsw-button cmsw-button-primary" disabled={sending}>
              {sending ? copy.sending : copy.confirm}
            </button>
          </div>
        </form>
      </ModalShell>
      {sender && <sender.Toasts announce={announce} />}
    </div>
  );
}
