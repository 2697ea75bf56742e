import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { PASSKEY_NAME_MAX_LENGTH, type EnrolmentResult } from '../../../../contract/adminApi';
import { addPasskey } from './secondFactorCalls';
import { useAttempt } from './useAttempt';

/** Adding a named passkey: the browser asks the device (fingerprint, face, PIN or security key) to make one. */
export function PasskeyRegistration({ onAdded }: { onAdded: (result: EnrolmentResult, name: string) => void }) {
  const translate = useTranslate();
  const { busy, error, attempt } = useAttempt();
  const [name, setName] = useState('');

  if (!browserSupportsWebAuthn()) return <Typography>{translate('app.secondFactor.passkeyUnsupported')}</Typography>;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const chosen = name.trim();
    void attempt(async () => {
      const result = await addPasskey(chosen);
      setName('');
      onAdded(result, chosen);
    });
  };

  return (
    <Box component="form" onSubmit={add}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={translate('app.secondFactor.passkeyName')}
          helperText={translate('app.secondFactor.passkeyNameHelp')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX_LENGTH } }}
        />
        <Button type="submit" variant="contained" disabled={busy || name.trim() === ''} sx={{ mt: 1 }}>
          {translate('app.secondFactor.passkeyAdd')}
        </Button>
      </Box>
      {error && <Alert severity="error" role="alert" sx={{ mt: 1 }}>{error}</Alert>}
    </Box>
  );
}
