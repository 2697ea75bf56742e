import { useEffect } from 'react';
import { checkHasDirtyFields, useBlocker } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { useReportUnsavedChanges } from './unsavedChangesScope';

/**
 * Rendered in every form of the back office (GuardedForm): while the form holds changes not
 * saved, leaving its page (the menu, a link, the browser's back) asks in the user's language
 * (DiscardChangesDialog), and closing or reloading the tab gets the browser's own question. A
 * successful save lets the redirect that follows it through.
 */
export function UnsavedChangesGuard() {
  const { isSubmitSuccessful, dirtyFields } = useFormState();
  const unsaved = !isSubmitSuccessful && checkHasDirtyFields(dirtyFields);
  useReportUnsavedChanges(unsaved);
  // A change of the query string (a list's filter in a dialog) stays on the form's page.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && nextLocation.pathname !== currentLocation.pathname);
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    // Saved (or deleted) while a navigation waited: the save's own redirect goes on.
    if (blocked && !unsaved) blocker.proceed?.();
    // The blocker object is new at every render; its state is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocked, unsaved]);

  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      // The browser shows its own question (no page text is shown there any more).
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return <DiscardChangesDialog open={blocked && unsaved} action="leave" onStay={() => blocker.reset?.()} onDiscard={() => blocker.proceed?.()} />;
}
