import { Box, Typography } from '@mui/material';
import { changeParts, type FieldChange } from './documentChanges';
import { DiffRun } from './DiffRun';
import { pathLanguage, useFieldLabel } from '../useFieldLabel';

/** One field's change: the version's text with what the edited content removed struck out and what it added underlined. */
export function ChangeDiff({ change }: { change: FieldChange }) {
  const fieldLabel = useFieldLabel();
  return (
    <Box sx={{ mb: 2 }}>
      <Typography component="h4" variant="subtitle2">{fieldLabel(change.path)}</Typography>
      <Box sx={{ whiteSpace: change.html ? 'pre-wrap' : 'normal', fontFamily: change.html ? 'monospace' : undefined, wordBreak: 'break-word' }}>
        {changeParts(change, pathLanguage(change.path)).map((part, index) => (
          <DiffRun key={index} change={part.added ? 'added' : part.removed ? 'removed' : 'kept'} text={part.value} />
        ))}
      </Box>
    </Box>
  );
}
