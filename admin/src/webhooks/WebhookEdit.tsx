import { BooleanInput, Edit } from 'react-admin';
import { WebhookInputs } from './webhookInputs';
import { GuardedForm } from '../shared/unsaved/GuardedForm';
import { SaveDeleteToolbar } from '../shared/SaveDeleteToolbar';

/** A webhook's address, description and whether it is on; deleting asks first. */
export function WebhookEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <GuardedForm toolbar={<SaveDeleteToolbar />}>
        <WebhookInputs />
        <BooleanInput source="enabled" />
      </GuardedForm>
    </Edit>
  );
}
