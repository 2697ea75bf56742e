import { BooleanInput, DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { WebhookInputs } from './webhookInputs';

/** A webhook's address, description and whether it is on; deleting asks first. */
export function WebhookEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<Toolbar><SaveButton /><DeleteButton mutationMode="pessimistic" /></Toolbar>}>
        <WebhookInputs />
        <BooleanInput source="enabled" />
      </SimpleForm>
    </Edit>
  );
}
