import { CheckboxGroupInput, Edit, Labeled, required, SaveButton, TextField, Toolbar } from 'react-admin';
import { StaffStateActions } from './StaffStateActions';
import { StaffChannelSection } from './StaffChannelSection';
import { DisplayNameInput } from './DisplayNameInput';
import { ROLE_CHOICES, StateField } from './staffUserFields';
import { GuardedForm } from '../shared/unsaved/GuardedForm';

/**
 * A staff user's name and roles (which apply from their next request), their state (disable,
 * enable, invite again), and their own notification channel (saved on its own).
 */
export function StaffUserEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <GuardedForm toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <Labeled>
          <TextField source="email" />
        </Labeled>
        <DisplayNameInput />
        <Labeled label="resources.staff-accounts.fields.state">
          <StateField />
        </Labeled>
        <StaffStateActions />
        <CheckboxGroupInput source="roles" choices={ROLE_CHOICES} validate={required()} row={false} />
      </GuardedForm>
      <StaffChannelSection />
    </Edit>
  );
}
