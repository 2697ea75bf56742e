import { BooleanInput, DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin';
import { WebhookInputs } from './webhookInputs';
import { GuardedForm } from '../shared/unsaved/GuardedForm';

/** A webhook's address, description and whether it is on; deleting asks first. */
export function WebhookEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <GuardedForm toolbar={<Toolbar><SaveButton /><DeleteButton mutationMode="pessimistic" /></Toolbar>}>
        <WebhookInputs />
        <BooleanInput source="enabled" />
      </GuardedForm>
    </Edit>
  );
}
