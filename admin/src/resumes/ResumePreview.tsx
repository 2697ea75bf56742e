import { Box, Button, Typography } from '@mui/material';
import { useId } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { resumeDownloadUrl, resumePreviewUrl } from '../dataProvider';

/**
 * The resume in a frame with every sandbox restriction on (`sandbox=""`: no scripts, no forms,
 * a unique origin), over the server's own sandboxing policy: a PDF as it is, any other format as
 * the server's sanitised HTML rendition. And the file to download.
 */
export function ResumePreview() {
  const record = useRecordContext<{ id: number; name: string; fileFormat: string; fileName: string }>();
  const translate = useTranslate();
  const headingId = useId();
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">{translate('app.resume.preview')}</Typography>
      <Button href={resumeDownloadUrl(record.id)} download={record.fileName} variant="outlined" sx={{ mb: 1 }}>
        {translate('app.resume.download')}
      </Button>
      <Box
        component="iframe"
        sandbox=""
        title={translate('app.resume.previewTitle', { name: record.name })}
        src={resumePreviewUrl(record.id, record.fileFormat)}
        sx={{ display: 'block', width: '100%', height: { xs: '70vh', md: '80vh' }, border: 1, borderColor: 'divider' }}
      />
    </Box>
  );
}
