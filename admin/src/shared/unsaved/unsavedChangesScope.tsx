import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

interface UnsavedChangesScopeValue {
  /** Whether the view's form holds changes not saved yet. */
  unsaved: boolean;
  report(unsaved: boolean): void;
}

const UnsavedChangesContext = createContext<UnsavedChangesScopeValue | null>(null);

/**
 * A view whose actions outside its form can overwrite the form's content (restoring a version, a
 * conflict reloaded): the form's guard reports here whether it holds unsaved changes, so those
 * actions can ask first (useConfirmDiscard).
 */
export function UnsavedChangesScope({ children }: { children: ReactNode }) {
  const [unsaved, report] = useState(false);
  return <UnsavedChangesContext.Provider value={{ unsaved, report }}>{children}</UnsavedChangesContext.Provider>;
}

/** Tells the enclosing scope, if any, whether the form holds unsaved changes (and that it holds none once it is gone). */
export function useReportUnsavedChanges(unsaved: boolean): void {
  const report = useContext(UnsavedChangesContext)?.report;
  useEffect(() => {
    report?.(unsaved);
    return () => report?.(false);
  }, [report, unsaved]);
}

/** Whether the enclosing scope's form holds unsaved changes (false outside any scope). */
export function useHasUnsavedChanges(): boolean {
  return useContext(UnsavedChangesContext)?.unsaved ?? false;
}
