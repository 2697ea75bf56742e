import DescriptionIcon from '@mui/icons-material/Description';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetOne, useInput, useTranslate, useTranslateLabel, type InputProps } from 'react-admin';
import type { MediaAsset } from '../../../contract/media/mediaAsset';
import type { StoredFileSummary } from '../../../contract/media/storedFile';
import { MediaPickerDialog } from './MediaPickerDialog';

const downloadable = (asset: MediaAsset) => asset.storedFileId !== null;

/**
 * A form's attached file (a PDF for download): shows the file its stored file id names, and opens
 * the media library's files in a dialog to choose another or to upload one; the field stores the
 * chosen file's stored file id, or null once removed.
 */
export function StoredFilePickerInput({ source, label }: Pick<InputProps, 'source' | 'label'>) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { field, id } = useInput({ source });
  const [open, setOpen] = useState(false);
  const value = typeof field.value === 'number' ? field.value : null;
  // Named by the file itself, wherever it came from (the library, the seed, an import).
  const { data: file } = useGetOne<StoredFileSummary>('stored-files', { id: value ?? 0 }, { enabled: value !== null });
  const pick = (picked: MediaAsset) => {
    field.onChange(picked.storedFileId);
    setOpen(false);
  };
  return (
    <Box sx={{ mb: 2 }} id={id}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translateLabel({ label, source })}
      </Typography>
      {value === null ? (
        <Typography variant="body2">{translate('app.media.noFile')}</Typography>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1 }}>
          <DescriptionIcon fontSize="small" color="action" />
          {file ? (
            <a href={file.url} target="_blank" rel="noreferrer">{file.fileName}</a>
          ) : (
            <Typography variant="body2">{translate('app.media.fileNumber', { id: value })}</Typography>
          )}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {translate('app.media.pickFile')}
        </Button>
        {value === null ? null : <Button onClick={() => field.onChange(null)}>{translate('app.media.clear')}</Button>}
      </Box>
      {open ? <MediaPickerDialog kind="file" choosable={downloadable} onPick={pick} onClose={() => setOpen(false)} /> : null}
    </Box>
  );
}
