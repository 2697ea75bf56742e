import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useRef, useState, type DragEvent } from 'react';
import { HttpError, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { MediaAsset } from '../../../contract/media/mediaAsset';
import type { AdminDataProvider } from '../dataProvider';

/** What the file chooser offers; the server checks the bytes whatever the name says. */
const ACCEPT = '.jpg,.jpeg,.png,.webp,.avif,.svg,.pdf,.mp4,image/jpeg,image/png,image/webp,image/avif,image/svg+xml,application/pdf,video/mp4';

interface Progress {
  name: string;
  percent: number;
}

export interface MediaUploaderProps {
  /**
   * Hears each file the server took, converted: a form's picker takes the picture it was opened
   * for. Without it the library's own list is refreshed once every file is sent; a picker does
   * not refresh, which would read its form's record again.
   */
  onUploaded?: (asset: MediaAsset) => void;
}

/**
 * Adds files to the library by dropping them on the area or choosing them; each is sent in turn,
 * with a bar showing how much of it has gone (a large film takes minutes on a slow line), and
 * the list shows it once the server has converted it.
 */
export function MediaUploader({ onUploaded }: MediaUploaderProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const chooser = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);

  const upload = async (files: File[]) => {
    for (const file of files) {
      setProgress({ name: file.name, percent: 0 });
      try {
        const asset = await dataProvider.uploadMedia(file, (sent, total) => setProgress({ name: file.name, percent: Math.round((100 * sent) / total) }));
        notify('app.media.uploaded', { type: 'success', messageArgs: { name: file.name } });
        onUploaded?.(asset);
      } catch (error) {
        const message = error instanceof HttpError || error instanceof Error ? error.message : String(error);
        notify('app.media.uploadFailed', { type: 'error', messageArgs: { name: file.name, message } });
      }
    }
    setProgress(null);
    if (!onUploaded) refresh();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!progress) void upload([...event.dataTransfer.files]);
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="media-drop-zone"
      sx={{ m: 2, p: 2, border: 2, borderStyle: 'dashed', borderRadius: 1, borderColor: dragging ? 'primary.main' : 'divider', textAlign: 'center' }}
    >
      <Typography>{translate(dragging ? 'app.media.dropActive' : 'app.media.drop')}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('app.media.accepted')}
      </Typography>
      <Box sx={{ mt: 1 }}>
        <Button variant="outlined" startIcon={<CloudUploadIcon />} disabled={progress !== null} onClick={() => chooser.current?.click()}>
          {translate('app.media.choose')}
        </Button>
        <input
          ref={chooser}
          type="file"
          multiple
          accept={ACCEPT}
          hidden
          aria-label={translate('app.media.choose')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void upload(files);
          }}
        />
      </Box>
      {progress ? (
        <Box sx={{ mt: 2 }} role="status">
          <Typography variant="body2">{translate('app.media.uploading', progress)}</Typography>
          <LinearProgress variant="determinate" value={progress.percent} aria-label={progress.name} />
        </Box>
      ) : null}
    </Box>
  );
}
