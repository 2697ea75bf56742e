import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { SecondFactorStatus } from '../../../../contract/adminApi';
import { confirmIdentity } from './secondFactorCalls';
import { useAttempt } from './useAttempt';

/** Asks for the password, or a code from the authenticator app, before changes to the second factor. */
export function ConfirmIdentity({ withCode, onConfirmed }: { withCode: boolean; onConfirmed: (status: SecondFactorStatus) => void }) {
  const translate = useTranslate();
  const { busy, error, attempt } = useAttempt();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => onConfirmed(await confirmIdentity(password ? { password } : { code })));
  };

  return (
    <Box component="form" onSubmit={submit} aria-labelledby="confirm-identity">
      <Typography id="confirm-identity" variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }}>{translate('app.secondFactor.confirmTitle')}</Typography>
      <Typography sx={{ mb: 1 }}>{translate('app.secondFactor.confirmIntro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={translate('app.secondFactor.confirmPassword')}
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          slotProps={{ htmlInput: { autoComplete: 'current-password' } }}
        />
        {withCode && (
          <TextField
            label={translate('app.secondFactor.confirmCode')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 8 } }}
          />
        )}
        <Button type="submit" variant="contained" disabled={busy || (password === '' && code.trim() === '')} sx={{ mt: 1 }}>
          {translate('app.secondFactor.confirm')}
        </Button>
      </Box>
      {error && <Alert severity="error" role="alert" sx={{ mt: 1 }}>{error}</Alert>}
    </Box>
  );
}
