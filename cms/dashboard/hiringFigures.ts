import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { JobStages } from '../../contract/dashboardFigures';
import type { ResumeStage } from '../../contract/resumeStages';
import type { Bucket } from './dashboardPeriod';

/** The resumes that arrived in a span, per job and stage, the jobs with most first: one grouped statement. */
export async function resumesPerJobAndStage(db: Kysely<Database>, span: Bucket): Promise<JobStages[]> {
  const rows = await db
    .selectFrom('resume as r')
    .leftJoin('job as j', 'j.job_id', 'r.job_id')
    .select(['r.job_id', 'j.post', 'r.stage', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('r.created_at', '>=', span.from)
    .where('r.created_at', '<', span.before)
    .groupBy(['r.job_id', 'j.post', 'r.stage'])
    .execute();
  const jobs = new Map<number | null, JobStages>();
  for (const row of rows) {
    const job = jobs.get(row.job_id) ?? { jobId: row.job_id, jobTitle: row.post, stages: {}, total: 0 };
    const count = Number(row.count);
    job.stages[row.stage as ResumeStage] = count;
    job.total += count;
    jobs.set(row.job_id, job);
  }
  return [...jobs.values()].sort((a, b) => b.total - a.total || (a.jobId ?? 0) - (b.jobId ?? 0));
}
