import type { SignInStep, StaffSessionInfo } from '../../../../contract/adminApi';
import { EnrolmentStep } from './EnrolmentStep';
import { SecondFactorStep } from './SecondFactorStep';

/**
 * The step a session waits for after its password (at sign-in, or on accepting an invitation):
 * the user's second factor, or setting one up where the role requires it.
 */
export function PendingSignInStep({ email, step, onSignedIn, onCancel }: {
  email: string;
  step: SignInStep;
  onSignedIn: (session: StaffSessionInfo) => void;
  onCancel: () => void;
}) {
  return step.step === 'second-factor'
    ? <SecondFactorStep email={email} ways={step} onSignedIn={onSignedIn} onCancel={onCancel} />
    : <EnrolmentStep onSignedIn={onSignedIn} onCancel={onCancel} />;
}
