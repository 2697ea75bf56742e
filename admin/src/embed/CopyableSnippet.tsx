import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

/**
 * One piece of the snippet, shown as it will be pasted, with a button that copies it. The
 * confirmation is written into a polite live region, so a screen reader announces it too.
 */
export function CopyableSnippet({ title, help, code }: { title: string; help: string; code: string }) {
  const translate = useTranslate();
  const id = useId();
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setStatus(translate('app.embed.copied', { what: title }));
    } catch {
      setStatus(translate('app.embed.copyFailed'));
    }
  };
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={`${id}-title`} variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button size="small" startIcon={<ContentCopyIcon />} onClick={copy} aria-describedby={`${id}-title`}>
          {translate('app.embed.copy')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">{help}</Typography>
      <Box
        component="pre"
        data-testid={`snippet-${title}`}
        sx={{ p: 1, my: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        <code>{code}</code>
      </Box>
      <Typography role="status" aria-live="polite" variant="body2" color="success.main">
        {status}
      </Typography>
    </Box>
  );
}
