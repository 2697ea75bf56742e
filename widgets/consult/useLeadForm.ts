import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { leadsAreWaiting } from '../shared/outboxProbe';
import type { WidgetLanguage } from '../shared/widgetLanguage';
import { EMPTY_VALUES, type ConsultCloseReason, type ConsultDialogProps, type LeadErrors, type LeadSending, type LeadValues } from './leadModel';
import { leadSending } from './leadSending';

/**
 * The consult form's state and actions: the values, the errors shown, sending, and the chunk
 * that checks and sends (./leadSending), prefetched on opening and loaded at once when leads
 * from an earlier visit wait to be sent. `close` tells the host why the dialog wants to close.
 */
export function useLeadForm(props: ConsultDialogProps, language: WidgetLanguage, form: RefObject<HTMLFormElement | null>) {
  const { open, cmsUrl = '', outbox } = props;
  const [values, setValues] = useState(EMPTY_VALUES);
  const [errors, setErrors] = useState<LeadErrors>({});
  const [sending, setSending] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const [sender, setSender] = useState<LeadSending>();
  // Set by the live regions (they load with the chunk) to announce a result.
  const announce = useRef<(kind: 'status' | 'alert', text: string) => void>(undefined);
  // Callbacks of the latest render, for the answer that arrives after an await.
  const latest = useRef(props);
  latest.current = props;
  const close = (reason: ConsultCloseReason) => {
    if (latest.current.open) latest.current.onClose({ reason });
  };

  // Prefetched on opening; loaded at once when leads from an earlier visit wait to be sent.
  useEffect(() => {
    if (!sender && (open || leadsAreWaiting())) leadSending.load().then(setSender, () => {});
  }, [open, sender]);

  // Leads kept offline (on this visit or an earlier one) go out now, when the browser comes back
  // online, and on a growing delay while the CMS stays unreachable.
  useEffect(() => sender?.watchLeads(cmsUrl, outbox), [sender, cmsUrl, outbox]);

  // However it closes (its own buttons, the embed API's close(), the site's state), the form is
  // cleared: the next opening starts empty.
  useEffect(() => {
    if (open) return;
    setValues(EMPTY_VALUES);
    setErrors({});
    setUnavailable(false);
  }, [open]);

  const update = (field: keyof LeadValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // Once a field shows an error, it is checked again as the visitor corrects it (a field's
    // rules read only its own value).
    if (field !== 'website' && errors[field] && sender) {
      const checked = sender.checkLead({ ...values, [field]: value }, language, '');
      setErrors((previous) => ({ ...previous, [field]: checked.ok ? undefined : checked.errors[field] }));
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    let loaded: LeadSending;
    try {
      loaded = await leadSending.load();
    } catch {
      // The chunk itself could not be fetched (the network went away right after opening).
      setSending(false);
      setUnavailable(true);
      return;
    }
    setSender(loaded);
    setUnavailable(false);
    const result = await loaded.submitLead(values, {
      cmsUrl,
      language,
      outbox,
      source: props.source,
      callbacks: latest.current,
      announce: (kind, text) => announce.current?.(kind, text),
    });
    setSending(false);
    if ('errors' in result) {
      setErrors(result.errors);
      (form.current?.elements.namedItem(result.firstField) as HTMLElement | null)?.focus();
    } else {
      setErrors({});
      close(result.reason);
    }
  };

  return { values, errors, sending, unavailable, sender, announce, update, submit, close };
}
