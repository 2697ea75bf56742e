import { Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
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

/** The media library's assets of one kind, newest first and searchable, to choose one or upload one. */
export function MediaPickerDialog({ kind, choosable = () => true, onPick, onClose }: MediaPickerDialogProps) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { data = [] } = useGetList<MediaAsset>('media', {
    pagination: { page: 1, perPage: PICKER_PAGE },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: { kind, q: search },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{translate(TITLE_KEYS[kind])}</DialogTitle>
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
    </Dialog>
  );
}
