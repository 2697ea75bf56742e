import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PublishJob } from '../../../contract/publishing';
import { PublishProgress } from '../publishing/PublishProgress';

/** A publish an editor asked for from a content view: its build's progress and outcome, or that this instance builds no site. */
export function PublishingNote({ job }: { job: PublishJob | null }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6">{translate('app.publish.title')}</Typography>
        {job ? <PublishProgress sinceJob={job.id} /> : <Typography role="status">{translate('app.content.noBuild')}</Typography>}
      </CardContent>
    </Card>
  );
}
