import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../../shared/visuallyHidden';


/** One run of a diff: added underlined, removed struck out, each also named in words for screen readers; kept as it is. */
export function DiffRun({ change, text }: { change: 'added' | 'removed' | 'kept'; text: string }) {
  const translate = useTranslate();
  if (change === 'added') {
    return (
      <Box component="ins" sx={{ bgcolor: 'success.light', textDecorationThickness: 2 }}>
        <Box component="span" sx={visuallyHidden}>{translate('app.content.history.added')} </Box>
        {text}
      </Box>
    );
  }
  if (change === 'removed') {
    return (
      <Box component="del" sx={{ bgcolor: 'error.light' }}>
        <Box component="span" sx={visuallyHidden}>{translate('app.content.history.removed')} </Box>
        {text}
      </Box>
    );
  }
  return <span>{text}</span>;
}
