import { Button, Card, CardContent, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../dataProvider';
import { DraftsWaiting } from './DraftsWaiting';
import { PublishProgress } from './PublishProgress';
import { PUBLISH_STATE_KEY, usePublishState } from './usePublishState';

/**
 * Publishing the site: the button asks for a build (requests made while one runs join the next),
 * and the page follows it to its end (PublishProgress). Drafts waiting are pointed out first
 * (DraftsWaiting): this build leaves them out.
 */
export function PublishPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queries = useQueryClient();
  const { data } = usePublishState();
  const publish = useMutation({
    mutationFn: () => dataProvider.publish(),
    onSuccess: () => {
      notify('app.publish.requested', { type: 'info' });
      void queries.invalidateQueries({ queryKey: PUBLISH_STATE_KEY });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.publish.title')} />
      <CardContent>
        <Typography sx={{ mb: 2 }}>{translate('app.publish.help')}</Typography>
        <DraftsWaiting />
        <Button variant="contained" onClick={() => publish.mutate()} disabled={publish.isPending || !data}>
          {translate('app.publish.action')}
        </Button>
        <PublishProgress />
      </CardContent>
    </Card>
  );
}
