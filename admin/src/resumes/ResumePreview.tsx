import { Box, Button, Typography } from '@mui/material';
import { useId } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { resumeDownloadUrl, resumePreviewUrl } from '../dataProvider';

/**
 * The resume in a sandboxed frame, and the file to download. Any format but PDF is the server's
 * sanitised HTML rendition in a frame with every sandbox restriction on (`sandbox=""`: no
 * scripts, no forms, a unique origin). A PDF is the file itself, sandboxed by the `sandbox`
 * directive of the policy the server sends with it: Chromium's PDF viewer refuses to open inside
 * a frame that carries the attribute (it shows an error page), but runs under the directive.
 */
export function ResumePreview() {
  const record = useRecordContext<{ id: number; name: string; fileFormat: string; fileName: string }>();
  const translate = useTranslate();
  const headingId = useId();
  if (!record) return null;
  const pdf = record.fileFormat === 'pdf';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">{translate('app.resume.preview')}</Typography>
      <Button href={resumeDownloadUrl(record.id)} download={record.fileName} variant="outlined" sx={{ mb: 1 }}>
        {translate('app.resume.download')}
      </Button>
      <Box
        component="iframe"
        {...(!pdf && { sandbox: '' })}
        title={translate('app.resume.previewTitle', { name: record.name })}
        src={resumePreviewUrl(record.id, record.fileFormat)}
        sx={{ display: 'block', width: '100%', height: { xs: '70vh', md: '80vh' }, border: 1, borderColor: 'divider' }}
      />
    </Box>
  );
}
