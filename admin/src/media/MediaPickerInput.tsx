import { Box, Button, Chip, Typography } from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate, useTranslateLabel, type InputProps } from 'react-admin';
import { hasRequiredAlt, type MediaAsset } from '../../../contract/media/mediaAsset';
import { MediaPickerDialog } from './MediaPickerDialog';

export interface MediaPickerInputProps extends Pick<InputProps, 'source' | 'label' | 'helperText'> {
  /** `image`: the whole picture at its largest served width; `thumbnail`: the 16 : 10 crop around its focal point. */
  variant?: 'image' | 'thumbnail';
}

/**
 * A form's picture field: shows the picture its address names, and opens the media library in a
 * dialog to choose another or to upload one, which is chosen once the server has converted it
 * (the editor stays on the form); the field stores the chosen picture's address. A picture chosen
 * without alternative text in both languages is marked, since published content needs it.
 */
export function MediaPickerInput({ source, label, helperText, variant = 'image' }: MediaPickerInputProps) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { field, id, isRequired } = useInput({ source });
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<MediaAsset | null>(null);
  const value = typeof field.value === 'string' ? field.value : '';
  const pick = (asset: MediaAsset) => {
    field.onChange(variant === 'thumbnail' ? (asset.thumbnailUrl ?? asset.url) : asset.url);
    setPicked(asset);
    setOpen(false);
  };
  return (
    <Box sx={{ mb: 2 }} id={id}>
      <Typography variant="caption" color="text.secondary" component="div">
        {/* FieldTitle's markup, built here: importing FieldTitle splits ra-core's util folder across chunks in a cycle. */}
        <span>
          {translateLabel({ label, source })}
          {isRequired ? <span aria-hidden="true">&thinsp;*</span> : null}
        </span>
      </Typography>
      {value ? <img src={value} alt="" style={{ display: 'block', maxWidth: 320, maxHeight: 200, margin: '8px 0' }} /> : <Typography variant="body2">{translate('app.media.none')}</Typography>}
      {picked && !hasRequiredAlt(picked) ? <Chip size="small" color="warning" label={translate('app.media.altRule')} sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal' } }} /> : null}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {translate('app.media.pick')}
        </Button>
        {value ? (
          <Button
            onClick={() => {
              field.onChange('');
              setPicked(null);
            }}
          >
            {translate('app.media.clear')}
          </Button>
        ) : null}
      </Box>
      {helperText ? <Typography variant="caption">{helperText}</Typography> : null}
      {open ? <MediaPickerDialog kind="image" onPick={pick} onClose={() => setOpen(false)} /> : null}
    </Box>
  );
}
