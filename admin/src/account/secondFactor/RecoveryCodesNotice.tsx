import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** The ten recovery codes, shown this once, with a way to copy them and to say they are kept. */
export function RecoveryCodesNotice({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    setCopied(true);
  };
  return (
    <Box component="section" aria-labelledby="recovery-codes-heading" sx={{ mt: 2 }}>
      <Typography id="recovery-codes-heading" variant="h6" component="h2">{translate('app.secondFactor.recoveryShown')}</Typography>
      <Alert severity="warning" sx={{ my: 1 }}>{translate('app.secondFactor.recoveryKeep')}</Alert>
      <Box
        component="ol"
        aria-label={translate('app.secondFactor.recoveryShown')}
        sx={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: { xs: 1, sm: 2 }, pl: 4, my: 1 }}
      >
        {codes.map((code) => <li key={code}>{code}</li>)}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => void copy()}>{translate('app.secondFactor.recoveryCopy')}</Button>
        {copied && <Typography role="status">{translate('app.secondFactor.recoveryCopied')}</Typography>}
        <Button variant="contained" onClick={onDone}>{translate('app.secondFactor.recoveryDone')}</Button>
      </Box>
    </Box>
  );
}
