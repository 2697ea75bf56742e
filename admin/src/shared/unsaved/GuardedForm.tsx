import { SimpleForm, type SimpleFormProps } from 'react-admin';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/**
 * The back office's form: react-admin's SimpleForm that asks before its unsaved changes are lost
 * (UnsavedChangesGuard). Every create and edit view uses it rather than SimpleForm itself
 * (tests/admin/unsavedChanges.test.tsx checks that none is left out).
 */
export function GuardedForm(props: SimpleFormProps) {
  return <SimpleForm {...props} warnWhenUnsavedChanges WarnWhenUnsavedChangesComponent={UnsavedChangesGuard} />;
}
