import { BooleanInput, DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin';
import { GuardedForm } from '../shared/unsaved/GuardedForm';
import { RobotInputs } from './robotInputs';
import { RobotTestButton } from './RobotTestButton';

/** A robot's settings, whether it is on, a test message; deleting asks first. */
export function RobotEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={({ id, name, vendor, webhookUrl, secret, submissionKinds, fields, language, enabled }) => ({ id, name, vendor, webhookUrl, secret, submissionKinds, fields, language, enabled })}>
      <GuardedForm toolbar={<Toolbar><SaveButton /><DeleteButton mutationMode="pessimistic" /></Toolbar>}>
        <RobotInputs />
        <BooleanInput source="enabled" />
        <RobotTestButton />
      </GuardedForm>
    </Edit>
  );
}
