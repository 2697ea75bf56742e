import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Visually hidden, read by screen readers: what a marked run is, as its colour and line say to the eye. */
const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** One run of a diff: added underlined, removed struck out, each also named in words; kept as it is. */
export function DiffRun({ change, text }: { change: 'added' | 'removed' | 'kept'; text: string }) {
  const translate = useTranslate();
  if (change === 'added') {
    return (
      <Box component="ins" sx={{ bgcolor: 'success.light', textDecorationThickness: 2 }}>
        <Box component="span" sx={hidden}>{translate('app.content.history.added')} </Box>
        {text}
      </Box>
    );
  }
  if (change === 'removed') {
    return (
      <Box component="del" sx={{ bgcolor: 'error.light' }}>
        <Box component="span" sx={hidden}>{translate('app.content.history.removed')} </Box>
        {text}
      </Box>
    );
  }
  return <span>{text}</span>;
}
