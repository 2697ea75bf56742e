import { Alert, Box, Button, Card, CardContent, Divider, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { EnrolmentResult, SecondFactorStatus } from '../../../../contract/adminApi';
import { ConfirmIdentity } from './ConfirmIdentity';
import { PasskeyRegistration } from './PasskeyRegistration';
import { RecoveryCodesNotice } from './RecoveryCodesNotice';
import { TotpEnrolment } from './TotpEnrolment';
import { readStatus, removePasskey, removeTotp, renewRecoveryCodes } from './secondFactorCalls';
import { useAttempt } from './useAttempt';
import { formatDateTime } from '../../shared/companyTime';

/**
 * The Security section of the user's own account page (accountSections.ts): the authenticator
 * app, passkeys and recovery codes. Each change needs the user to confirm it is them first (password or code), which the
 * server then allows for a few minutes.
 */
export function SecondFactorSettings() {
  const translate = useTranslate();
  const notify = useNotify();
  const { busy, error, attempt } = useAttempt();
  const [status, setStatus] = useState<SecondFactorStatus | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const reload = () => attempt(async () => setStatus(await readStatus()));
  useEffect(() => {
    void reload();
    // Once, when the section opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const date = (iso: string) => formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const enrolled = (result: EnrolmentResult, message: string) => {
    notify(message, { type: 'success' });
    if (result.recoveryCodes) setCodes(result.recoveryCodes);
    void reload();
  };
  const change = (work: () => Promise<SecondFactorStatus>, message: string) =>
    void attempt(async () => {
      setStatus(await work());
      notify(message, { type: 'success' });
    });

  const confirmed = status?.confirmedUntil != null;
  return (
    <Card component="section" aria-labelledby="account-security-title">
      <CardContent>
        <Typography id="account-security-title" component="h2" variant="h6">{translate('app.secondFactor.heading')}</Typography>
        <Typography sx={{ mb: 1 }}>{translate('app.secondFactor.intro')}</Typography>
        {status && (
          <Typography sx={{ mb: 2 }}>{translate(status.required ? 'app.secondFactor.required' : 'app.secondFactor.optional')}</Typography>
        )}
        {error && <Alert severity="error" role="alert" sx={{ mb: 2 }}>{error}</Alert>}
        {codes && (
          <RecoveryCodesNotice
            codes={codes}
            onDone={() => {
              setCodes(null);
              void reload();
            }}
          />
        )}

        {status && !codes && (
          <>
            {confirmed
              ? <Typography role="status">{translate('app.secondFactor.confirmedUntil', { time: date(status.confirmedUntil!) })}</Typography>
              : <ConfirmIdentity withCode={status.totp.enrolled} onConfirmed={setStatus} />}

            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }}>{translate('app.secondFactor.totpTitle')}</Typography>
            <Typography sx={{ mb: 1 }}>
              {status.totp.enrolled ? translate('app.secondFactor.totpEnrolled', { date: date(status.totp.confirmedAt!) }) : translate('app.secondFactor.totpNone')}
            </Typography>
            {confirmed && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <TotpEnrolment replacing={status.totp.enrolled} onEnrolled={(result) => enrolled(result, 'app.secondFactor.totpDone')} />
                {status.totp.enrolled && (
                  <Button color="error" variant="outlined" disabled={busy} onClick={() => change(removeTotp, 'app.secondFactor.totpRemoved')}>
                    {translate('app.secondFactor.totpRemove')}
                  </Button>
                )}
              </Box>
            )}

            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }}>{translate('app.secondFactor.passkeysTitle')}</Typography>
            {status.passkeys.length === 0 ? (
              <Typography>{translate('app.secondFactor.passkeysNone')}</Typography>
            ) : (
              <List aria-label={translate('app.secondFactor.passkeysTitle')}>
                {status.passkeys.map((passkey) => (
                  <ListItem
                    key={passkey.id}
                    disableGutters
                    secondaryAction={confirmed && (
                      <Button color="error" disabled={busy} onClick={() => change(() => removePasskey(passkey.id), 'app.secondFactor.passkeyRemoved')}>
                        {translate('app.secondFactor.passkeyRemove', { name: passkey.name })}
                      </Button>
                    )}
                    sx={{ flexWrap: 'wrap', pr: { xs: 0, sm: 20 } }}
                  >
                    <ListItemText
                      primary={passkey.name}
                      secondary={`${translate('app.secondFactor.passkeyCreated', { date: date(passkey.createdAt) })}, ${
                        passkey.lastUsedAt ? translate('app.secondFactor.passkeyUsed', { date: date(passkey.lastUsedAt) }) : translate('app.secondFactor.passkeyNever')
                      }`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
            {confirmed && <PasskeyRegistration onAdded={(result, name) => enrolled(result, translate('app.secondFactor.passkeyAdded', { name }))} />}

            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }}>{translate('app.secondFactor.recoveryTitle')}</Typography>
            <Typography sx={{ mb: 1 }}>{translate('app.secondFactor.recoveryLeft', { smart_count: status.recoveryCodesLeft })}</Typography>
            {confirmed && (status.totp.enrolled || status.passkeys.length > 0) && (
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => void attempt(async () => setCodes((await renewRecoveryCodes()).recoveryCodes))}
              >
                {translate('app.secondFactor.recoveryNew')}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
