import { useEffect, type ReactElement } from 'react';
import { useBlocker } from 'react-admin';
import { DiscardChangesDialog } from './DiscardChangesDialog';

/**
 * While `unsaved`, leaving the page (the menu, a link, the browser's history buttons) asks in the
 * user's language (the answer, to render, is the returned dialog), and closing or reloading the
 * tab gets the browser's own question. When `unsaved` turns false while a navigation waits (a
 * save that redirects), the navigation goes on. Needs a data router (index.tsx).
 */
export function useLeaveGuard(unsaved: boolean): ReactElement {
  // A change of the query string (a list's filter in a dialog) stays on the page.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && nextLocation.pathname !== currentLocation.pathname);
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
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
