import { Create } from 'react-admin';
import { GuardedForm } from '../shared/unsaved/GuardedForm';
import { RobotInputs } from './robotInputs';

/** A new group robot; its secret is not shown again once saved. */
export function RobotCreate() {
  return (
    <Create redirect="edit">
      <GuardedForm>
        <RobotInputs />
      </GuardedForm>
    </Create>
  );
}
