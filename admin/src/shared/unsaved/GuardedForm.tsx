import { SimpleForm, type SimpleFormProps } from 'react-admin';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/**
 * The back office's form: react-admin's SimpleForm that asks before its unsaved changes are lost
 * (UnsavedChangesGuard). Every create and edit view uses it rather than SimpleForm itself
 * (tests/admin/unsavedChanges.test.tsx checks that none is left out). The guard is a child of the
 * form rather than react-admin's `warnWhenUnsavedChanges`, which silently does nothing outside a
 * data router: the guard's blocker fails loudly there instead.
 */
export function GuardedForm({ children, ...props }: SimpleFormProps) {
  return (
    <SimpleForm {...props}>
      <UnsavedChangesGuard />
      {children}
    </SimpleForm>
  );
}
