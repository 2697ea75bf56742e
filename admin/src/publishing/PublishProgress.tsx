import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LinkPushOutcome, PublishJob, PublishState, QuickReleaseOutcome } from '../../../contract/publishing';
import { usePublishState } from './usePublishState';
import { formatDateTime } from '../shared/companyTime';

function JobProgress({ job, label }: { job: PublishJob; label: string }) {
  const translate = useTranslate();
  const { pages } = job;
  const percent = pages && pages.total > 0 ? Math.min(100, (100 * pages.done) / pages.total) : null;
  return (
    <Box sx={{ mb: 1 }}>
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

/** The quick release of the pages edited since the live release, ahead of the full build. */
function QuickRelease({ outcome }: { outcome: QuickReleaseOutcome }) {
  const translate = useTranslate();
  const at = formatDateTime(outcome.finishedAt);
  if (outcome.status === 'failed') return <Alert severity="warning" sx={{ mt: 1 }}>{translate('app.publish.quickFailed', { reason: outcome.reason, at })}</Alert>;
  return (
    <Alert severity="success" sx={{ mt: 1 }}>
      {translate('app.publish.quickLive', { pages: outcome.pages, at, seconds: (outcome.ms / 1000).toFixed(1) })}
    </Alert>
  );
}

/**
 * The quick release to show beside `sinceJob`: one that ended after that job was asked for,
 * while the job has not ended (its full build then shows the edits itself); any, without a job.
 */
function quickFor(state: PublishState, sinceJob: number | undefined): QuickReleaseOutcome | null {
  if (!state.quick || sinceJob === undefined) return state.quick;
  const job = [state.running, state.next].find((candidate) => candidate?.id === sinceJob);
  return job && state.quick.finishedAt >= job.requestedAt ? state.quick : null;
}

/**
 * Where publishing is: the build under way and the one waiting, with their phases and pages,
 * then how the last one ended: live (with its release, and how submitting its changed
 * addresses to Baidu went when that is set up), or failed with the reason, the previous site
 * still being served; and the quick release of the edited pages ahead of the build. Given `sinceJob` (a job an editor's publish asked for), an outcome of an
 * earlier job is not shown as if it were that one's. `dense` leaves out the space above it and the
 * idle line, for a toolbar.
 */
export function PublishProgress({ sinceJob, dense = false }: { sinceJob?: number; dense?: boolean }) {
  const translate = useTranslate();
  const { data, error } = usePublishState();
  const last = data?.last && (sinceJob === undefined || data.last.jobId >= sinceJob) ? data.last : null;
  const quick = data ? quickFor(data, sinceJob) : null;
  return (
    <Box role="status" aria-live="polite" sx={{ mt: dense ? 0 : 3 }}>
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {data?.running ? <JobProgress job={data.running} label={translate('app.publish.running')} /> : null}
      {data?.next ? <JobProgress job={data.next} label={translate('app.publish.next')} /> : null}
      {data && !data.running && !data.next && !dense ? <Typography>{translate('app.publish.idle')}</Typography> : null}
      {quick ? <QuickRelease outcome={quick} /> : null}
      {last?.status === 'live' ? (
        <Alert severity="success">
          {translate(last.built ? 'app.publish.live' : 'app.publish.current', { release: last.release, at: formatDateTime(last.finishedAt) })}
        </Alert>
      ) : null}
      {last?.status === 'live' && last.linkPush ? <LinkPush outcome={last.linkPush} /> : null}
      {last?.status === 'failed' ? (
        <Alert severity="error">{translate('app.publish.failed', { reason: last.reason, at: formatDateTime(last.finishedAt) })}</Alert>
      ) : null}
    </Box>
  );
}
