import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../../contract/api';
import { saveDraft } from '../../../../cms/content/contentEdits';
import { findContentItem } from '../../../../cms/content/contentItems';
import { jobsKind } from '../../../../cms/content/jobs/jobKind';
import { SCHEDULER } from '../../../../contract/content/schedule';
import { unpublishClosedJobs } from '../../../../cms/content/scheduling/closedJobs';
import { ENGINES, startTestApp, type TestApp } from '../../../support/testApp';

const SHANGHAI = 'Asia/Shanghai';
/** 2026-12-01 23:59:59 in Shanghai, the last second of the 1st there. */
const LAST_SECOND_OF_THE_FIRST = new Date('2026-12-01T15:59:59Z');
/** 2026-12-02 00:30 in Shanghai, still the 1st in UTC: the 1st has ended on the company's clocks only. */
const EARLY_ON_THE_SECOND = new Date('2026-12-01T16:30:00Z');

describe.each(ENGINES)('unpublishing jobs whose closing date has ended, on %s', (engine) => {
  let test: TestApp;
  let ids: { closesFirst: number; closesSecond: number; open: number; hidden: number };

  const shown = async (jobId: number) => (await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/job/${jobId}` })).statusCode === 200;
  const published = async (jobId: number) =>
    (await test.app.db.selectFrom('job').select('published').where('job_id', '=', jobId).executeTakeFirstOrThrow()).published;
  const scheduledAudit = () =>
    test.app.db.selectFrom('audit_log').select(['actor', 'actor_user_id', 'action', 'target', 'occurred_at']).where('actor', '=', SCHEDULER).execute();
  const close = (jobId: number, closingDate: string | null) =>
    test.app.db.updateTable('job').set({ closing_date: closingDate }).where('job_id', '=', jobId).execute();

  beforeAll(async () => {
    test = await startTestApp(engine);
    const seeded = await test.app.db.selectFrom('job').select('job_id').where('published', '=', 1).orderBy('job_id').execute();
    const [closesFirst, closesSecond, open, hidden] = seeded.map((row) => row.job_id) as [number, number, number, number];
    ids = { closesFirst, closesSecond, open, hidden };
    // Every other seeded job closes 30 days or more after the seed's day, or never: none is due at the instants below.
    await close(closesFirst, '2026-12-01');
    await close(closesSecond, '2026-12-02');
    await close(open, null);
    await close(hidden, '2026-11-01');
    await test.app.db.updateTable('job').set({ published: 0 }).where('job_id', '=', hidden).execute();
    // An editor's draft waits on the job that closes first: unpublishing keeps it, as the back office's Unpublish does.
    const live = (await jobsKind.load(test.app.db, closesFirst))!.document;
    const { revision } = await findContentItem(test.app.db, 'jobs', closesFirst);
    await saveDraft(test.app.db, jobsKind, closesFirst, { revision, document: { ...live, headcount: live.headcount + 1 } }, { email: 'hr@example.com', at: '2026-11-30T00:00:00.000Z' });
  });
  afterAll(() => test?.close());

  it('keeps a job through the last second of its closing date on the company’s clocks', async () => {
    expect(await unpublishClosedJobs(test.app.db, LAST_SECOND_OF_THE_FIRST, SHANGHAI)).toEqual([]);
    expect(await shown(ids.closesFirst)).toBe(true);
    expect(await scheduledAudit()).toEqual([]);
  });

  it('then takes it off the site as the scheduler, by the company’s day rather than UTC’s, keeping its draft and the others', async () => {
    // In UTC the 1st has not ended: read in UTC, nothing is due yet.
    expect(await unpublishClosedJobs(test.app.db, EARLY_ON_THE_SECOND, 'UTC')).toEqual([]);

    expect(await unpublishClosedJobs(test.app.db, EARLY_ON_THE_SECOND, SHANGHAI)).toEqual([ids.closesFirst]);
    expect(await shown(ids.closesFirst)).toBe(false);
    expect(await published(ids.closesFirst)).toBe(0);
    for (const jobId of [ids.closesSecond, ids.open]) expect(await shown(jobId)).toBe(true);
    expect(await published(ids.hidden)).toBe(0);
    const item = await findContentItem(test.app.db, 'jobs', ids.closesFirst);
    expect(JSON.parse(item.draft!)).toMatchObject({ closingDate: '2026-12-01' });
    expect(await scheduledAudit()).toEqual([{
      actor: SCHEDULER, actor_user_id: null, action: 'content.unpublish', target: `jobs:${ids.closesFirst}`, occurred_at: EARLY_ON_THE_SECOND.toISOString(),
    }]);

    // Nothing more is due until another closing date ends.
    expect(await unpublishClosedJobs(test.app.db, EARLY_ON_THE_SECOND, SHANGHAI)).toEqual([]);
    expect(await scheduledAudit()).toHaveLength(1);
  });

  it('unpublishes a job once when two runs (two instances’ ticks) meet over it', async () => {
    const afterTheSecond = new Date('2026-12-02T16:00:00Z');
    const runs = await Promise.all([
      unpublishClosedJobs(test.app.db, afterTheSecond, SHANGHAI),
      unpublishClosedJobs(test.app.db, afterTheSecond, SHANGHAI),
    ]);
    expect(runs.flat()).toEqual([ids.closesSecond]);
    expect(await shown(ids.closesSecond)).toBe(false);
    expect((await scheduledAudit()).map((entry) => entry.target)).toEqual([`jobs:${ids.closesFirst}`, `jobs:${ids.closesSecond}`]);
    expect(await shown(ids.open)).toBe(true);
  });
});
