import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { SignInStep, StaffSessionInfo } from '../../../../contract/adminApi';
import { signInWithCode, signInWithPasskey } from './secondFactorCalls';
import { useAttempt } from './useAttempt';

type Ways = Extract<SignInStep, { step: 'second-factor' }>;

/**
 * The step after the password for a user with a second factor: a code from the authenticator
 * app, a passkey, or, when the device is lost, a recovery code.
 */
export function SecondFactorStep({ email, ways, onSignedIn, onCancel }: {
  email: string;
  ways: Ways;
  onSignedIn: (session: StaffSessionInfo) => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const { busy, error, attempt, clearError } = useAttempt();
  const [method, setMethod] = useState<'totp' | 'recovery-code'>(ways.totp ? 'totp' : 'recovery-code');
  const [code, setCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => onSignedIn(await signInWithCode(method, code)));
  };
  const usePasskey = () => void attempt(async () => onSignedIn(await signInWithPasskey()));
  const switchTo = (next: 'totp' | 'recovery-code') => {
    setMethod(next);
    setCode('');
    clearError();
  };

  const codeLabel = translate(method === 'totp' ? 'app.secondFactor.code' : 'app.secondFactor.recoveryCode');
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h1">{translate('app.secondFactor.stepTitle')}</Typography>
      <Typography sx={{ mb: 2 }}>{translate('app.secondFactor.stepIntro', { email })}</Typography>
      {ways.passkey && (
        <Button variant="contained" fullWidth onClick={usePasskey} disabled={busy} sx={{ mb: 2 }}>
          {translate('app.secondFactor.usePasskey')}
        </Button>
      )}
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <TextField
          label={codeLabel}
          helperText={method === 'totp' ? translate('app.secondFactor.codeHelp') : undefined}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          required
          autoFocus={!ways.passkey}
          slotProps={{ htmlInput: method === 'totp' ? { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 8 } : { autoComplete: 'off', maxLength: 32 } }}
        />
        <Button type="submit" variant={ways.passkey ? 'outlined' : 'contained'} disabled={busy || code.trim() === ''}>
          {translate('app.secondFactor.verify')}
        </Button>
      </Box>
      {error && <Alert severity="error" role="alert" sx={{ mt: 1 }}>{error}</Alert>}
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', mt: 1 }}>
        {method === 'totp'
          ? <Button size="small" onClick={() => switchTo('recovery-code')}>{translate('app.secondFactor.useRecoveryCode')}</Button>
          : ways.totp && <Button size="small" onClick={() => switchTo('totp')}>{translate('app.secondFactor.useCode')}</Button>}
        <Button size="small" onClick={onCancel}>{translate('app.secondFactor.cancel')}</Button>
      </Box>
    </Box>
  );
}
