import { checkHasDirtyFields } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useReportUnsavedChanges } from './unsavedChangesScope';
import { useLeaveGuard } from './useLeaveGuard';

/**
 * Rendered in every form of the back office (GuardedForm): while the form holds changes not
 * saved (and no save just succeeded, whose redirect goes through), leaving asks first
 * (useLeaveGuard), and the view's UnsavedChangesScope is told.
 */
export function UnsavedChangesGuard() {
  const { isSubmitSuccessful, dirtyFields } = useFormState();
  const unsaved = !isSubmitSuccessful && checkHasDirtyFields(dirtyFields);
  useReportUnsavedChanges(unsaved);
  return useLeaveGuard(unsaved);
}
