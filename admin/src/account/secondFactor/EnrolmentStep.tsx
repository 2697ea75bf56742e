import { Box, Button, Divider, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { EnrolmentResult, StaffSessionInfo } from '../../../../contract/adminApi';
import { PasskeyRegistration } from './PasskeyRegistration';
import { RecoveryCodesNotice } from './RecoveryCodesNotice';
import { TotpEnrolment } from './TotpEnrolment';

/**
 * The step after the password for a user whose role requires a second factor and who has none:
 * an authenticator app or a passkey, then the recovery codes; the back office opens after.
 */
export function EnrolmentStep({ onSignedIn, onCancel }: { onSignedIn: (session: StaffSessionInfo) => void; onCancel: () => void }) {
  const translate = useTranslate();
  const [result, setResult] = useState<EnrolmentResult | null>(null);

  const enrolled = (done: EnrolmentResult) => {
    if (done.recoveryCodes) setResult(done);
    else onSignedIn(done.session!);
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h6" component="h1">{translate('app.secondFactor.enrolTitle')}</Typography>
      {result?.recoveryCodes ? (
        <RecoveryCodesNotice codes={result.recoveryCodes} onDone={() => onSignedIn(result.session!)} />
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{translate('app.secondFactor.enrolIntro')}</Typography>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 'bold' }}>{translate('app.secondFactor.totpTitle')}</Typography>
          <TotpEnrolment replacing={false} onEnrolled={enrolled} />
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 'bold' }}>{translate('app.secondFactor.passkeysTitle')}</Typography>
          <PasskeyRegistration onAdded={enrolled} />
          <Button size="small" onClick={onCancel} sx={{ mt: 2 }}>{translate('app.secondFactor.cancel')}</Button>
        </>
      )}
    </Box>
  );
}
