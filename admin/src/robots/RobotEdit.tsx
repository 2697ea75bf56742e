import { BooleanInput, Edit } from 'react-admin';
import { GuardedForm } from '../shared/unsaved/GuardedForm';
import { SaveDeleteToolbar } from '../shared/SaveDeleteToolbar';
import { RobotInputs } from './robotInputs';
import { RobotTestButton } from './RobotTestButton';

/** A robot's settings, whether it is on, a test message; deleting asks first. */
export function RobotEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={({ id, name, vendor, webhookUrl, secret, submissionKinds, fields, language, enabled }) => ({ id, name, vendor, webhookUrl, secret, submissionKinds, fields, language, enabled })}>
      <GuardedForm toolbar={<SaveDeleteToolbar />}>
        <RobotInputs />
        <BooleanInput source="enabled" />
        <RobotTestButton />
      </GuardedForm>
    </Edit>
  );
}
