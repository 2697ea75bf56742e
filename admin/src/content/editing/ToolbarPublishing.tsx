import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PublishJob } from '../../../../contract/publishing';
import { PublishProgress } from '../../publishing/PublishProgress';

/**
 * The progress of a publish asked for with the toolbar's button, in the toolbar itself: where the
 * editor pressed it, and in view while the toolbar sticks to the window. Closed by the editor.
 */
export function ToolbarPublishing({ job, onClose }: { job: PublishJob | null; onClose(): void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ flexBasis: '100%', display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        {job ? <PublishProgress sinceJob={job.id} dense /> : <Typography role="status">{translate('app.content.noBuild')}</Typography>}
      </Box>
      <IconButton size="small" onClick={onClose} aria-label={translate('app.editor.closePublishing')}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
