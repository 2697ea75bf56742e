import { Box } from '@mui/material';
import type { SourceChange } from '../../../../contract/content/translation';
import { DiffRun } from '../history/DiffRun';
import { condensedChanges } from './condensedChanges';

/** A word diff of the source (Chinese) text, as the history shows a change: removed words struck out, added ones underlined. */
export function SourceChangesText({ changes }: { changes: readonly SourceChange[] }) {
  return (
    <Box component="p" lang="zh-CN" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', my: 1 }}>
      {condensedChanges(changes).map((part, index) => <DiffRun key={index} change={part.change} text={part.text} />)}
    </Box>
  );
}
