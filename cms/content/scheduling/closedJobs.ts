import type { Kysely } from 'kysely';
import { companyDay } from '../../../contract/companyTime';
import type { Database } from '../../db/schema';
import { CmsError } from '../../http/cmsError';
import { itemTarget } from '../adminRoutes/contentRouteOptions';
import { findContentItem } from '../contentItems';
import { unpublishItem } from '../contentPublishing';
import { jobsKind } from '../jobs/jobKind';
import { listClosedJobIds } from '../jobs/jobRecords';
import { recordSchedulerChange } from './schedulerAudit';

/**
 * Takes off the site every published job whose closing date has ended on the company's clocks
 * (`timeZone`) at `now`, as an editor's Unpublish would (a draft stays), each in the audit log
 * as the scheduler's (a tick of scheduleTick.ts). Answers the jobs it unpublished: the caller asks for a site publish when
 * there are any. Several instances may run it at once: each job is unpublished from the revision
 * read, and only if still published after that read, so of two instances one does it and the
 * other skips it (its change refused, 409, or the job found unpublished), as it skips a job an
 * editor changed meanwhile (found again on the next run if still published).
 */
export async function unpublishClosedJobs(db: Kysely<Database>, now: Date, timeZone: string): Promise<number[]> {
  const unpublished: number[] = [];
  for (const jobId of await listClosedJobIds(db, companyDay(now, timeZone))) {
    const { revision } = await findContentItem(db, jobsKind.kind, jobId);
    // Read after the revision: another run that unpublished the job since the list is seen here,
    // and one that does it after this read has raised the revision, so this run's change is refused.
    if (!(await jobsKind.load(db, jobId))?.published) continue;
    try {
      await unpublishItem(db, jobsKind, jobId, revision);
    } catch (error) {
      if (error instanceof CmsError && error.messageKey === 'contentChangedMeanwhile') continue;
      throw error;
    }
    await recordSchedulerChange(db, now, 'unpublish', itemTarget(jobsKind, jobId));
    unpublished.push(jobId);
  }
  return unpublished;
}
