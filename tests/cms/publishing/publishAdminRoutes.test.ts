import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../contract/api';
import type { PublishState } from '../../../contract/publishing';
import type { SitePublisher } from '../../../cms/publishing/publishQueue';
import { loadDemoContent } from '../../../seed/loadDemoContent';
import { ENGINES } from '../../support/testApp';
import { call, createStaff, signIn, startStaffApp, type StaffTestApp } from '../../support/staffApp';

describe.each(ENGINES)('publishing through the admin API on %s', (engine) => {
  let test: StaffTestApp;
  let publishes = 0;
  // Stands for the site build: the pipeline around it (queue, API, cache) is what is tested here.
  const linkPush = { status: 'pushed', addresses: 3, success: 3, remain: 97, notSameSite: [], notValid: [] } as const;
  const publisher: SitePublisher = async (report) => {
    publishes += 1;
    report({ phase: 'switching' });
    return { release: `release-${publishes}`, built: true, linkPush: { ...linkPush, notSameSite: [], notValid: [] } };
  };

  beforeAll(async () => {
    test = await startStaffApp(engine, { publisher, publishDebounceMs: 1, seed: loadDemoContent, contentCacheSeconds: 3600 });
    await createStaff(test.app, 'editor@example.com', ['editor']);
  });
  afterAll(() => test.close());

  it('answers 202 with the job, then the live release, and empties the content cache when it goes live', async () => {
    const settings = () => test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/site/settings?language=zh` });
    const before = (await settings()).json().data.companyName as string;
    await test.app.db.updateTable('site_setting').set({ setting_value: 'Renamed Co.' })
      .where('setting_key', '=', 'companyName').where('language', '=', 'zh').execute();
    // Cached: the API still answers what the live site shows.
    expect((await settings()).json().data.companyName).toBe(before);

    const session = await signIn(test.app, 'editor@example.com');
    const posted = await call(test.app, 'POST', '/publish', session);
    expect(posted.statusCode).toBe(202);
    expect(posted.json()).toMatchObject({ id: expect.any(Number), phase: 'waiting', startedAt: null });

    await test.app.publishing!.idle();
    const state = (await call(test.app, 'GET', '/publish', session)).json() as PublishState;
    expect(state).toMatchObject({ running: null, next: null, last: { jobId: posted.json().id, status: 'live', release: `release-${publishes}` } });
    // The link push's outcome is part of the publish's report.
    expect(state.last).toMatchObject({ linkPush });
    expect((await settings()).json().data.companyName).toBe('Renamed Co.');
  });

  it('refuses a publish without the session’s CSRF token', async () => {
    const { cookie } = await signIn(test.app, 'editor@example.com');
    expect((await call(test.app, 'POST', '/publish', { cookie })).statusCode).toBe(403);
  });
});
