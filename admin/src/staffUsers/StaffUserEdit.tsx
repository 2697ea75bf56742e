import { CheckboxGroupInput, Edit, Labeled, required, SaveButton, TextField, Toolbar } from 'react-admin';
import { StaffStateActions } from './StaffStateActions';
import { ROLE_CHOICES, StateField } from './staffUserFields';
import { GuardedForm } from '../shared/unsaved/GuardedForm';

/** A staff user's roles, which apply from their next request, and their state (disable, enable, invite again). */
export function StaffUserEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <GuardedForm toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <Labeled>
          <TextField source="email" />
        </Labeled>
        <Labeled label="resources.staff-accounts.fields.state">
          <StateField />
        </Labeled>
        <StaffStateActions />
        <CheckboxGroupInput source="roles" choices={ROLE_CHOICES} validate={required()} row={false} />
      </GuardedForm>
    </Edit>
  );
}
