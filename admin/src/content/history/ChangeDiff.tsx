import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { changeParts, type FieldChange } from './documentChanges';
import { pathLanguage, useFieldLabel } from '../useFieldLabel';

/** Visually hidden, read by screen readers: what a marked run is, as its colour and line say to the eye. */
const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** One field's change: the version's text with what the edited content removed struck out and what it added underlined. */
export function ChangeDiff({ change }: { change: FieldChange }) {
  const translate = useTranslate();
  const fieldLabel = useFieldLabel();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="h4" variant="subtitle2">{fieldLabel(change.path)}</Typography>
      <Box sx={{ whiteSpace: change.html ? 'pre-wrap' : 'normal', fontFamily: change.html ? 'monospace' : undefined, wordBreak: 'break-word' }}>
        {changeParts(change, pathLanguage(change.path)).map((part, index) => {
          if (part.added) {
            return (
              <Box key={index} component="ins" sx={{ bgcolor: 'success.light', textDecorationThickness: 2 }}>
                <Box component="span" sx={hidden}>{translate('app.content.history.added')} </Box>
                {part.value}
              </Box>
            );
          }
          if (part.removed) {
            return (
              <Box key={index} component="del" sx={{ bgcolor: 'error.light' }}>
                <Box component="span" sx={hidden}>{translate('app.content.history.removed')} </Box>
                {part.value}
              </Box>
            );
          }
          return <span key={index}>{part.value}</span>;
        })}
      </Box>
    </Box>
  );
}
