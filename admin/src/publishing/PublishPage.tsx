import { Alert, Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { LinkPushOutcome, PublishJob, PublishState } from '../../../contract/publishing';
import type { AdminDataProvider } from '../dataProvider';

/** How often the page asks while a build runs or waits: phases last seconds to minutes. */
const POLL_MS = 2_000;
const STATE_KEY = ['publish'];

function JobProgress({ job, label }: { job: PublishJob; label: string }) {
  const translate = useTranslate();
  const { pages } = job;
  const percent = pages && pages.total > 0 ? Math.min(100, (100 * pages.done) / pages.total) : null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography>
        {translate('app.publish.job', { label, phase: translate(`app.publish.phase.${job.phase}`) })}
        {pages ? ` · ${translate('app.publish.pages', { done: pages.done, total: pages.total })}` : ''}
      </Typography>
      <LinearProgress
        aria-label={label}
        {...(percent === null ? { variant: 'indeterminate' } : { variant: 'determinate', value: percent })}
      />
    </Box>
  );
}

/** How submitting the release's added and changed addresses to Baidu went. */
function LinkPush({ outcome }: { outcome: LinkPushOutcome }) {
  const translate = useTranslate();
  if (outcome.status === 'failed') {
    return <Alert severity="warning" sx={{ mt: 1 }}>{translate('app.publish.linkPushFailed', outcome)}</Alert>;
  }
  const refused = outcome.notSameSite.length + outcome.notValid.length;
  return (
    <Alert severity={refused > 0 ? 'warning' : 'info'} sx={{ mt: 1 }}>
      {translate('app.publish.linkPushed', { ...outcome, remain: outcome.remain ?? '–' })}
      {refused > 0 ? ` ${translate('app.publish.linkPushRefused', { notSameSite: outcome.notSameSite.length, notValid: outcome.notValid.length })}` : ''}
    </Alert>
  );
}

/**
 * Publishing the site: the button asks for a build (requests made while one runs join the next),
 * the page follows its phases and pages until it ends, and says how the last one ended: live
 * (with its release, and how submitting its changed addresses to Baidu went when that is set
 * up), or failed with the reason, the previous site still being served.
 */
export function PublishPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queries = useQueryClient();
  const state = useQuery<PublishState>({
    queryKey: STATE_KEY,
    queryFn: () => dataProvider.publishState(),
    refetchInterval: (query) => (query.state.data?.running || query.state.data?.next ? POLL_MS : false),
  });
  const publish = useMutation({
    mutationFn: () => dataProvider.publish(),
    onSuccess: () => {
      notify('app.publish.requested', { type: 'info' });
      void queries.invalidateQueries({ queryKey: STATE_KEY });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const { data, error } = state;
  const last = data?.last;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.publish.title')} />
      <CardContent>
        <Typography sx={{ mb: 2 }}>{translate('app.publish.help')}</Typography>
        <Button variant="contained" onClick={() => publish.mutate()} disabled={publish.isPending || !data}>
          {translate('app.publish.action')}
        </Button>
        <Box role="status" aria-live="polite" sx={{ mt: 3 }}>
          {error ? <Alert severity="error">{error.message}</Alert> : null}
          {data?.running ? <JobProgress job={data.running} label={translate('app.publish.running')} /> : null}
          {data?.next ? <JobProgress job={data.next} label={translate('app.publish.next')} /> : null}
          {data && !data.running && !data.next ? <Typography>{translate('app.publish.idle')}</Typography> : null}
          {last?.status === 'live' ? (
            <Alert severity="success">
              {translate(last.built ? 'app.publish.live' : 'app.publish.current', { release: last.release, at: new Date(last.finishedAt).toLocaleString() })}
            </Alert>
          ) : null}
          {last?.status === 'live' && last.linkPush ? <LinkPush outcome={last.linkPush} /> : null}
          {last?.status === 'failed' ? (
            <Alert severity="error">{translate('app.publish.failed', { reason: last.reason, at: new Date(last.finishedAt).toLocaleString() })}</Alert>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
