import CloseIcon from '@mui/icons-material/Close';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { MediaAsset, MediaAssetKind } from '../../../contract/media/mediaAsset';
import { MediaTiles } from './MediaTile';
import { MediaUploader } from './MediaUploader';

const PICKER_PAGE = 48;

const TITLE_KEYS: Record<MediaAssetKind, string> = { image: 'app.media.pickTitle', file: 'app.media.pickFileTitle' };

export interface MediaPickerDialogProps {
  kind: MediaAssetKind;
  /** Narrows the kind further (an article attaches only files stored for download, not films). */
  choosable?: (asset: MediaAsset) => boolean;
  onPick: (asset: MediaAsset) => void;
  onClose: () => void;
}

/** The media library's assets of one kind, newest first and searchable, to choose one or upload one; closed by its button, Escape or a click beside it. */
export function MediaPickerDialog({ kind, choosable = () => true, onPick, onClose }: MediaPickerDialogProps) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { data = [] } = useGetList<MediaAsset>('media', {
    pagination: { page: 1, perPage: PICKER_PAGE },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: { kind, q: search },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="media-picker-title">
      <DialogTitle id="media-picker-title" sx={{ pr: 6 }}>
        {translate(TITLE_KEYS[kind])}
      </DialogTitle>
      <IconButton aria-label={translate('app.mediaLibrary.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <TextField
          label={translate('resources.media.fields.q')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
          size="small"
          sx={{ mt: 1 }}
          autoFocus
        />
        {/* An upload of the other kind lands in the library but is nothing to choose here. */}
        <MediaUploader onUploaded={(asset) => asset.kind === kind && choosable(asset) && onPick(asset)} />
        <MediaTiles assets={data.filter(choosable)} onSelect={onPick} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.mediaLibrary.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
