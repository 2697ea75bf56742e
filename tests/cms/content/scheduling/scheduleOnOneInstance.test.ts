import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDocument } from '../../../../contract/content/documents/article';
import type { CategoryDocument } from '../../../../contract/content/documents/category';
import type { ContentRecord } from '../../../../contract/content/protocol';
import { NO_SCHEDULE } from '../../../../contract/content/schedule';
import { claimDueChanges, failChange } from '../../../../cms/content/scheduling/dueSchedules';
import { writeSchedule } from '../../../../cms/content/scheduling/contentSchedules';
import type { LiveChange } from '../../../../cms/content/scheduling/scheduleTick';
import { createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../../support/staffApp';
import { countingPublisher } from '../../../support/countingPublisher';
import { ENGINES, startSecondInstance, type TestApp } from '../../../support/testApp';
import { articleDocument, content, createPublished, rootCategory } from '../../../support/contentApi';

const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * 60_000).toISOString();

describe.each(ENGINES)('taking due changes on %s', (engine) => {
  let test: StaffTestApp;

  beforeAll(async () => {
    test = await startStaffApp(engine, { scheduleCheckSeconds: 60 });
  });
  afterAll(() => test.close());

  it('gives each due change to one of two claims made at once, leaves what is not due, failed or held, and takes again a claim that ran out', async () => {
    const now = test.clock.now();
    const actor = { email: 'editor@example.com', at: now.toISOString() };
    for (let id = 1; id <= 40; id += 1) await writeSchedule(test.app.db, 'articles', id, { times: { publish: at(now, -1), unpublish: at(now, 30) }, current: NO_SCHEDULE }, actor);
    const until = at(now, 5);

    const [first, second] = await Promise.all([
      claimDueChanges(test.app.db, now.toISOString(), until, 100),
      claimDueChanges(test.app.db, now.toISOString(), until, 100),
    ]);
    const keys = [...first, ...second].map((change) => `${change.itemId}:${change.action}`);
    expect(keys).toHaveLength(40);
    expect(new Set(keys).size).toBe(40);
    expect(keys.every((key) => key.endsWith(':publish'))).toBe(true);

    // Held: nothing more to take before the claims run out.
    expect(await claimDueChanges(test.app.db, at(now, 1), at(now, 6), 100)).toEqual([]);
    await failChange(test.app.db, [...first, ...second].find((change) => change.itemId === 1)!, 'contentImageAltMissing');
    const retaken = await claimDueChanges(test.app.db, at(now, 6), at(now, 11), 100);
    expect(retaken.map((change) => change.itemId).sort((a, b) => a - b)).toEqual(Array.from({ length: 39 }, (_, index) => index + 2));
  });
});

describe('scheduled publishing with two instances on one PostgreSQL database', () => {
  let buildHost: StaffTestApp;
  let other: TestApp;
  let editor: SignedIn;
  let cases: ContentRecord<CategoryDocument>;
  const { publisher, builds, nextBuild } = countingPublisher();
  const scheduleArticles = async (count: number, minutes: number) => {
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const created = await content<ContentRecord<ArticleDocument>>(buildHost.app, editor, 'POST', 'articles', { document: articleDocument(cases.id, `Scheduled ${minutes}-${index}`) });
      const publishAt = at(buildHost.clock.now(), minutes);
      expect((await content(buildHost.app, editor, 'PUT', `articles/${created.body.id}/schedule`, { publishAt, unpublishAt: null })).status).toBe(200);
      ids.push(created.body.id);
    }
    return ids;
  };
  const scheduledVersions = (ids: number[]) =>
    buildHost.app.db.selectFrom('content_version').select(['item_id']).where('kind', '=', 'articles').where('item_id', 'in', ids).where('published_by', '=', 'scheduler').execute();

  beforeAll(async () => {
    // The instance that builds the site (npm start) and a CMS instance that builds none (npm run cms), on one clock.
    buildHost = await startStaffApp('postgres', { publisher, publishDebounceMs: 0, scheduleCheckSeconds: 60, staffSessionIdleMinutes: 1440 });
    other = await startSecondInstance(buildHost, { clock: buildHost.clock.now, scheduleCheckSeconds: 60 });
    await createStaff(buildHost.app, 'editor@example.com', ['editor']);
    editor = await signIn(buildHost.app, 'editor@example.com');
    cases = await createPublished(buildHost.app, editor, 'categories', rootCategory(0, 'AllCase'));
    await buildHost.app.publishing!.idle();
  });
  afterAll(async () => {
    await other.close();
    await buildHost.close();
  });

  it('publishes each item once, whichever instance takes it, when both tick at once', async () => {
    const ids = await scheduleArticles(30, 10);
    buildHost.clock.advanceMinutes(10);
    const build = nextBuild();
    const ticks = await Promise.all([buildHost.app.runScheduleNow(), other.app.runScheduleNow(), buildHost.app.runScheduleNow(), other.app.runScheduleNow()]);
    const changes: LiveChange[] = ticks.flat();
    expect(changes.map((change) => change.id).sort((a, b) => a - b)).toEqual(ids);
    expect(await scheduledVersions(ids)).toHaveLength(30);
    const audited = await buildHost.app.db.selectFrom('audit_log').select('target').where('actor', '=', 'scheduler').where('action', '=', 'content.publish').execute();
    expect(audited.map((row) => row.target).sort()).toEqual(ids.map((id) => `articles:${id}`).sort());
    await build;
  });

  it('has the instance that builds the site publish it when another instance carried out the change', async () => {
    const [id] = await scheduleArticles(1, 5);
    buildHost.clock.advanceMinutes(5);
    const buildsBefore = builds();
    const build = nextBuild();
    expect(await other.app.runScheduleNow()).toEqual([{ kind: 'articles', id, action: 'publish' }]);
    await build;
    expect(builds()).toBe(buildsBefore + 1);
    expect(await scheduledVersions([id!])).toHaveLength(1);
  });
});
