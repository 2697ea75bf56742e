import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { PublishJob } from '../../../../contract/publishing';
import type { AdminDataProvider } from '../../dataProvider';
import { PUBLISH_STATE_KEY } from '../../publishing/usePublishState';
import { PublishingNote } from '../PublishingNote';

/** Publishes every item with a draft (of every kind) in one build, and follows that build in a dialog. */
export function PublishPendingButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queries = useQueryClient();
  const titleId = useId();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [result, setResult] = useState<{ count: number; job: PublishJob | null } | null>(null);
  const publish = useMutation({
    mutationFn: () => dataProvider.publishPendingContent(),
    onSuccess: ({ published, job }) => {
      setResult({ count: published.length, job });
      void queries.invalidateQueries({ queryKey: PUBLISH_STATE_KEY });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <>
      <Button size="small" onClick={() => publish.mutate()} disabled={publish.isPending}>
        {translate('app.content.publishPending')}
      </Button>
      <Dialog open={result !== null} onClose={() => setResult(null)} aria-labelledby={titleId} fullWidth>
        <DialogTitle id={titleId}>{translate('app.content.publishPending')}</DialogTitle>
        <DialogContent>
          <Typography>{translate('app.content.publishedPending', { smart_count: result?.count ?? 0 })}</Typography>
          {result && result.count > 0 ? <PublishingNote job={result.job} /> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setResult(null)} autoFocus>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
