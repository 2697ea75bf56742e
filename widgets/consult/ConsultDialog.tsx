import { useEffect, useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { MessageKey } from '../../contract/messages';
import { CityPicker } from '../cityPicker/CityPicker';
import { consultCopy } from './copy';
import { activeElementOf, deepActiveElement, eventWentThrough, tabbableWithin } from '../shared/dom';
import { WidgetStyle, normalizeLanguage, type LanguageProp } from '../shared/environment';
import type { Outbox } from '../shared/outbox/types';
import { leadsAreWaiting } from '../shared/outboxProbe';
import { CONSULT_CSS } from './consult.css';

type LeadLibrary = typeof import('./leadSubmission');
let leadLibrary: Promise<LeadLibrary> | undefined;

/**
 * The schema, the messages, the API client and the outbox load as one chunk when the dialog
 * first opens (or at once when leads wait from an earlier visit), not with the dialog itself:
 * its first paint needs none of them, and the bundle's size budget counts that first paint.
 */
export function loadLeadLibrary(): Promise<LeadLibrary> {
  leadLibrary ??= import('./leadSubmission').catch((error: unknown) => {
    leadLibrary = undefined;
    throw error;
  });
  return leadLibrary;
}

/** The dialog's fields in the order of the form and of the contract schema (so the first error is the topmost). */
export const LEAD_FIELDS = [
  'customersName', 'customersPhone', 'companyName', 'industry', 'customersAddress', 'demand', 'remark',
] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
type LeadValues = Record<LeadField | 'website', string>;

const EMPTY_VALUES: LeadValues = {
  customersName: '', customersPhone: '', companyName: '', industry: '', customersAddress: '', demand: '', remark: '', website: '',
};

/** Why the dialog closed: `cancel`, `dismiss` (×, Escape, backdrop), or after a submission. Every close clears the form. */
export type ConsultCloseReason = 'cancel' | 'dismiss' | 'submitted' | 'queued' | 'failed';

export interface ConsultSubmitDetail {
  lead: Record<string, unknown>;
}

export interface ConsultResultDetail {
  /** 0 when the CMS accepted the lead (or, with `queued`, when it will be sent later). */
  code: number;
  msg: string;
  /** Stored in the browser because the CMS could not be reached; the outbox sends it later. */
  queued: boolean;
  data?: unknown;
}

export interface ConsultDialogProps {
  open: boolean;
  /** The dialog wants to close (it is controlled: hide it by setting `open` to false). */
  onClose(detail: { reason: ConsultCloseReason }): void;
  language?: LanguageProp;
  /** The CMS origin; '' (the default) for the page's own origin, as in the Gatsby site. */
  cmsUrl?: string;
  /** Where leads go; by default the offline outbox over the CMS at `cmsUrl`. */
  outbox?: Outbox;
  /** Overrides the opening hours shown (CmsSettings.openingHours); weekdays 09:00–18:00 by default. */
  openingHours?: string;
  /** The page the lead comes from; the current page's address by default. */
  source?: string;
  onSubmit?(detail: ConsultSubmitDetail): void;
  onSuccess?(detail: ConsultResultDetail): void;
  onError?(detail: ConsultResultDetail): void;
}

/**
 * The consultation dialog (SPEC §2, §4, §5): a centred modal, a full-screen sheet on phones.
 * Validation runs the contract's schema before any call; code 0 shows 提交成功 and closes, another
 * code shows the server's message and closes, a lead kept offline is announced and the dialog
 * closes. The result is announced in live regions that outlive the dialog.
 */
export function ConsultDialog(props: ConsultDialogProps) {
  const { open, cmsUrl = '', openingHours } = props;
  const language = normalizeLanguage(props.language);
  const copy = consultCopy(language);
  // React 18's useId: stable between the server HTML and hydration; preact/compat imitates it.
  const base = useId();
  const titleId = `${base}-title`;
  const introId = `${base}-intro`;

  const [values, setValues] = useState<LeadValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<Partial<Record<string, MessageKey>>>({});
  const [library, setLibrary] = useState<LeadLibrary | null>(null);
  const [sending, setSending] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  // Set by the live regions (they load with the library) to announce a result.
  const announce = useRef<(kind: 'status' | 'alert', text: string) => void>(undefined);

  const dialogRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const pressStartedOnBackdrop = useRef(false);
  // Callbacks of the latest render, for the answer that arrives after an await.
  const latest = useRef(props);
  latest.current = props;
  // Opening moves focus into the dialog, keeps it there and stops the page scrolling behind;
  // closing gives focus back to whatever opened it (also inside another widget's shadow root).
  useEffect(() => {
    if (!open) return undefined;
    openerRef.current = deepActiveElement(document);
    (formRef.current?.elements.namedItem('customersName') as HTMLElement | null)?.focus();
    const html = document.documentElement;
    const overflow = html.style.overflow;
    html.style.overflow = 'hidden';
    const keepFocusInside = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && !eventWentThrough(event, dialog)) tabbableWithin(dialog)[0]?.focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      html.style.overflow = overflow;
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // Prefetched on opening; loaded at once when leads from an earlier visit wait to be sent.
  useEffect(() => {
    if (library || !(open || leadsAreWaiting())) return;
    loadLeadLibrary().then((loaded) => setLibrary(() => loaded), () => {});
  }, [open, library]);

  // Leads kept offline (on this visit or an earlier one) go out now, when the browser comes back
  // online, and on a growing delay while the CMS stays unreachable.
  useEffect(() => library?.watchLeads(cmsUrl, props.outbox), [library, cmsUrl, props.outbox]);

  const close = (reason: ConsultCloseReason) => {
    if (latest.current.open) latest.current.onClose({ reason });
  };

  // However it closes (its own buttons, the embed API's close(), the site's state), the form is
  // cleared: the next opening starts empty.
  useEffect(() => {
    if (open) return;
    setValues(EMPTY_VALUES);
    setErrors({});
    setUnavailable(false);
  }, [open]);

  const update = (field: LeadField | 'website', value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // Once a field shows an error, it is checked again as the visitor corrects it (a field's
    // rules read only its own value).
    if (field !== 'website' && errors[field] && library) {
      const checked = library.checkLead({ ...values, [field]: value }, '');
      setErrors((previous) => ({ ...previous, [field]: checked.ok ? undefined : checked.errors[field] }));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    let loaded: LeadLibrary;
    try {
      loaded = library ?? (await loadLeadLibrary());
    } catch {
      // The chunk itself could not be fetched (the network went away right after opening).
      setSending(false);
      setUnavailable(true);
      return;
    }
    setLibrary(() => loaded);
    setUnavailable(false);
    const result = await loaded.submitLead(values, {
      cmsUrl,
      language,
      outbox: props.outbox,
      source: props.source,
      callbacks: latest.current,
      announce: (kind, text) => announce.current?.(kind, text),
    });
    setSending(false);
    if ('errors' in result) {
      setErrors(result.errors);
      (formRef.current?.elements.namedItem(result.firstField) as HTMLElement | null)?.focus();
    } else {
      setErrors({});
      close(result.reason);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close('dismiss');
    } else if (event.key === 'Tab') {
      const items = tabbableWithin(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const current = activeElementOf(dialog);
      if (event.shiftKey && (current === first || !dialog.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !dialog.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  // A click closes the dialog only when it started and ended on the backdrop (not a text
  // selection dragged out of a field).
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) close('dismiss');
    pressStartedOnBackdrop.current = false;
  };

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
    const error = errors[field] as MessageKey | undefined;
    return (
      <div className={`cmsw-field cmsw-field-${field}`}>
        <label id={`${idOf(field)}-label`} htmlFor={idOf(field)} className="cmsw-label">
          {copy[field]}
          {field !== 'remark' && <span className="cmsw-required" aria-hidden="true"> *</span>}
        </label>
        {control}
        {error && library && <p id={errorIdOf(field)} className="cmsw-error">{library.formatMessage(language, error)}</p>}
      </div>
    );
  };

  return (
    <div className="cmsw-root">
      <WidgetStyle css={CONSULT_CSS} />
      {open && (
        <div className="cmsw-backdrop" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick} onKeyDown={onKeyDown}>
          <div ref={dialogRef} className="cmsw-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={introId}>
            <div className="cmsw-dialog-header">
              <h2 id={titleId} className="cmsw-dialog-title">{copy.consultTitle}</h2>
              <button type="button" className="cmsw-icon-button cmsw-focusable" aria-label={copy.close} onClick={() => close('dismiss')}>
                <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                  <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.8" />
                </svg>
              </button>
            </div>
            <div id={introId} className="cmsw-dialog-intro">
              <p>{copy.consultPromise}</p>
              <p>{copy.openingHoursLabel}{language === 'zh' ? '：' : ': '}{openingHours || copy.openingHours}</p>
            </div>
            <form ref={formRef} className="cmsw-form" noValidate onSubmit={submit}>
              {row('customersName', input('customersName', { autoComplete: 'name' }))}
              {row('customersPhone', input('customersPhone', { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', placeholder: copy.phonePlaceholder }))}
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
              {/* Honeypot: off-screen, out of the tab order and of the accessibility tree; people leave it empty, bots fill it. */}
              <div className="cmsw-honeypot" aria-hidden="true">
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
          </div>
        </div>
      )}
      {library && <library.Toasts announce={announce} />}
    </div>
  );
}
