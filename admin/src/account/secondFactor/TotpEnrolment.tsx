import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { EnrolmentResult, TotpEnrolment as Enrolment } from '../../../../contract/adminApi';
import { confirmTotp, startTotp } from './secondFactorCalls';
import { useAttempt } from './useAttempt';

/** The key in groups of four, as authenticator apps take it typed (they ignore the spaces). */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

/**
 * Setting up an authenticator app: a new key as a QR code and as text (its text alternative),
 * confirmed with a code the app then shows. `replacing`: the user has an app already, which
 * stays in use until the new one is confirmed.
 */
export function TotpEnrolment({ replacing, onEnrolled }: { replacing: boolean; onEnrolled: (result: EnrolmentResult) => void }) {
  const translate = useTranslate();
  const { busy, error, attempt } = useAttempt();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');

  const start = () => void attempt(async () => setEnrolment(await startTotp()));
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => onEnrolled(await confirmTotp(code)));
  };

  return (
    <Box>
      {!enrolment && (
        <Button variant="contained" onClick={start} disabled={busy}>
          {translate(replacing ? 'app.secondFactor.totpReplace' : 'app.secondFactor.totpStart')}
        </Button>
      )}
      {enrolment && (
        <Box component="form" onSubmit={confirm} aria-labelledby="totp-scan">
          <Typography id="totp-scan" sx={{ mb: 1 }}>{translate('app.secondFactor.totpScan')}</Typography>
          <Box component="img" src={enrolment.qrCode} alt={translate('app.secondFactor.qrAlt')} sx={{ width: 200, height: 200, display: 'block', maxWidth: '100%' }} />
          <Typography component="p" sx={{ mt: 1 }}>
            {translate('app.secondFactor.secret')}{' '}
            <Box component="code" data-secret sx={{ fontSize: '1rem', wordBreak: 'break-all' }}>{grouped(enrolment.secret)}</Box>
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 2 }}>
            <TextField
              label={translate('app.secondFactor.code')}
              helperText={translate('app.secondFactor.codeHelp')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              required
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 8 } }}
            />
            <Button type="submit" variant="contained" disabled={busy || code.trim() === ''} sx={{ mt: 1 }}>
              {translate('app.secondFactor.totpConfirm')}
            </Button>
          </Box>
        </Box>
      )}
      {error && <Alert severity="error" role="alert" sx={{ mt: 1 }}>{error}</Alert>}
    </Box>
  );
}
