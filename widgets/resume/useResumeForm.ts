import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { WidgetLanguage } from '../shared/widgetLanguage';
import { resumeActionsPart } from './resumeActionsPart';
import { INITIAL, type ContactField, type FieldName, type Instance, type ResumeActions, type ResumeForm, type ResumeUploaderProps } from './resumeModel';

/**
 * The uploader's state and what outlives its renders, the chunk of actions (./resumeActionsPart,
 * loaded on mount) and the handlers that run them with this render's props and state.
 */
export function useResumeForm(props: ResumeUploaderProps, language: WidgetLanguage) {
  const { api, cmsUrl, outbox } = props;
  const [state, setState] = useState(INITIAL);
  const self = useRef<Instance>({ mounted: true, typed: new Set(), parseTicket: 0, inputs: {} }).current;
  const [library, setLibrary] = useState<ResumeActions>();

  useEffect(() => {
    self.mounted = true;
    resumeActionsPart.load().then((loaded) => self.mounted && setLibrary(loaded), () => {});
    return () => {
      self.mounted = false;
    };
    // `self` is this form's own record (a ref's value), the same on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Resumes kept offline (on this visit or an earlier one) go out now, when the browser comes
  // back online, and on a growing delay while the CMS stays unreachable.
  useEffect(() => library?.watchResumes({ api, cmsUrl, outbox }), [library, api, cmsUrl, outbox]);

  const sending = state.outcome.kind === 'sending';

  const onType = (name: ContactField | 'website') => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    if (name !== 'website') self.typed.add(name);
    // Typing clears the field's message, if it had one.
    setState((previous) => ({ ...previous, values: { ...previous.values, [name]: value }, errors: { ...previous.errors, [name]: undefined } }));
  };

  const inputRef = (name: FieldName) => (element: HTMLInputElement | null) => {
    self.inputs[name] = element;
  };

  // This render's props and state, for the chunk's actions and parts.
  const form: ResumeForm = { props, language, state, setState, self };

  /** Runs an action of the chunk with this render's props and state, once the chunk is here. */
  const withLibrary = (action: (library: ResumeActions, form: ResumeForm) => unknown) => {
    if (library) action(library, form);
    else resumeActionsPart.load().then((loaded) => self.mounted && action(loaded, form), () => {});
  };

  const choose = (chosen: File | null | undefined) => {
    if (chosen && !sending) withLibrary((loaded, form) => loaded.chooseFile(form, chosen));
  };

  return { form, state, library, sending, onType, inputRef, withLibrary, choose };
}
