import { useTranslate } from 'react-admin';
import { PasswordInput } from './PasswordInput';
import { PASSWORD_LIMITS } from './passwordRule';

/** A new password typed twice, with the rule under it and what is wrong under the field it is about. */
export function NewPasswordFields(props: {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  problem: { key: string; field: 'new' | 'confirm' } | null;
}) {
  const translate = useTranslate();
  const { problem } = props;
  return (
    <>
      <PasswordInput
        label={translate('app.account.password.new')}
        autoComplete="new-password"
        value={props.password}
        onChange={props.onPassword}
        error={problem?.field === 'new'}
        helperText={problem?.field === 'new' ? translate(problem.key, PASSWORD_LIMITS) : translate('app.account.password.rule', PASSWORD_LIMITS)}
      />
      <PasswordInput
        label={translate('app.account.password.confirm')}
        autoComplete="new-password"
        value={props.confirmation}
        onChange={props.onConfirmation}
        error={problem?.field === 'confirm'}
        helperText={problem?.field === 'confirm' ? translate(problem.key) : ' '}
      />
    </>
  );
}
