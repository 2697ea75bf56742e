import { Button, Card, CardContent, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { changePassword } from '../authProvider';
import { NewPasswordFields } from './NewPasswordFields';
import { PasswordInput } from './PasswordInput';
import { newPasswordProblem } from './passwordRule';

/**
 * The signed-in user's new password, given with the current one. The server signs the user's
 * other sessions out and gives this one a new id; its refusals (a wrong current password) are
 * shown under the field they are about.
 */
export function PasswordChange() {
  const translate = useTranslate();
  const notify = useNotify();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [tried, setTried] = useState(false);
  const [currentError, setCurrentError] = useState<string | null>(null);
  const problem = tried ? newPasswordProblem(password, confirmation) : null;
  const change = useMutation({
    mutationFn: () => changePassword(current, password),
    onSuccess: () => {
      notify('app.account.password.changed', { type: 'success' });
      setCurrent('');
      setPassword('');
      setConfirmation('');
      setTried(false);
    },
    onError: (error: Error & { body?: { field?: string } }) => {
      if (error.body?.field === 'currentPassword') setCurrentError(error.message);
      else notify(error.message, { type: 'error' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setCurrentError(null);
    if (!newPasswordProblem(password, confirmation)) change.mutate();
  };
  return (
    <Card component="section" aria-labelledby="account-password-title">
      <CardContent>
        <Typography id="account-password-title" component="h2" variant="h6">{translate('app.account.password.title')}</Typography>
        <form onSubmit={submit} noValidate>
          <PasswordInput
            label={translate('app.account.password.current')}
            autoComplete="current-password"
            value={current}
            onChange={setCurrent}
            error={!!currentError}
            helperText={currentError ?? ' '}
          />
          <NewPasswordFields password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} problem={problem} />
          <Button type="submit" variant="contained" disabled={change.isPending || !current}>
            {translate('app.account.password.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
