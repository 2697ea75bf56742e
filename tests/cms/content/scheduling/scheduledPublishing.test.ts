import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDocument } from '../../../../contract/content/documents/article';
import type { CategoryDocument } from '../../../../contract/content/documents/category';
import type { ContentListRow, ContentRecord, ContentVersion } from '../../../../contract/content/protocol';
import type { CalendarEntry } from '../../../../contract/content/schedule';
import { companyDay } from '../../../../contract/companyTime';
import type { MediaAsset } from '../../../../contract/media/mediaAsset';
import { loadDemoContent } from '../../../../seed/loadDemoContent';
import { call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../../support/staffApp';
import { transparentPng, uploadMedia } from '../../../support/mediaUploads';
import { countingPublisher } from '../../../support/countingPublisher';
import { ENGINES } from '../../../support/testApp';
import { articleDocument, content, createDraftJob, createPublished, openApi, rootCategory } from '../../../support/contentApi';

type ArticleRecord = ContentRecord<ArticleDocument>;

/** An instant `minutes` after the test clock's now, as the back office sends it: Beijing time with its offset. */
const beijing = (now: Date, minutes: number) => {
  const utc = new Date(now.getTime() + minutes * 60_000 + 8 * 3_600_000).toISOString();
  return `${utc.slice(0, 19)}+08:00`;
};
const utcOf = (time: string) => new Date(time).toISOString();

describe.each(ENGINES)('scheduled publishing on %s', (engine) => {
  let test: StaffTestApp;
  let editor: SignedIn;
  let hr: SignedIn;
  let cases: ContentRecord<CategoryDocument>;
  const { publisher, builds, nextBuild } = countingPublisher();

  const schedule = (session: SignedIn, kind: string, id: number, publishAt: string | null, unpublishAt: string | null) =>
    content<ContentRecord<unknown> & { code: number; msg: string; field?: string }>(test.app, session, 'PUT', `${kind}/${id}/schedule`, { publishAt, unpublishAt });
  const shown = async (id: number) => (await openApi(test.app, `articleDetails/${id}?language=zh`)).status;
  const calendar = async (session: SignedIn, from: Date, to: Date) => {
    const response = await call(test.app, 'GET', `/schedule?from=${from.toISOString()}&to=${to.toISOString()}`, session);
    return { status: response.statusCode, entries: response.json<CalendarEntry[]>() };
  };
  const scheduleRows = (kind: string, id: number) =>
    test.app.db.selectFrom('content_schedule').selectAll().where('kind', '=', kind).where('item_id', '=', id).orderBy('action').execute();
  const draftArticle = async (title: string, overrides: Partial<ArticleDocument> = {}) => {
    const created = await content<ArticleRecord>(test.app, editor, 'POST', 'articles', { document: articleDocument(cases.id, title, overrides) });
    expect(created.status).toBe(201);
    return created.body;
  };
  /** Moves the clock `minutes` on and runs the scheduler's tick, as its timer would. */
  const tickAfter = async (minutes: number) => {
    test.clock.advanceMinutes(minutes);
    await test.app.runScheduleNow();
    await test.app.publishing!.idle();
  };

  beforeAll(async () => {
    // The timer's runs stay out of the way (one at start); the test runs the tick itself. The
    // demo content gives the settings, the job categories and the work places; the sessions outlast the hours the clock moves.
    test = await startStaffApp(engine, { seed: loadDemoContent, publisher, publishDebounceMs: 0, scheduleCheckSeconds: 60, staffSessionIdleMinutes: 1440 });
    await createStaff(test.app, 'editor@example.com', ['editor']);
    await createStaff(test.app, 'hr@example.com', ['hr']);
    editor = await signIn(test.app, 'editor@example.com');
    hr = await signIn(test.app, 'hr@example.com');
    cases = await createPublished(test.app, editor, 'categories', rootCategory(0, 'ScheduledCases'));
    await test.app.publishing!.idle();
  });
  afterAll(() => test.close());

  it('publishes a draft at its time and takes it off at its unpublish time, as the scheduler, with no one signed in, and asks for a site publish each time', async () => {
    const record = await draftArticle('Embargoed results');
    const now = test.clock.now();
    const publishAt = beijing(now, 30);
    const unpublishAt = beijing(now, 90);

    const scheduled = await schedule(editor, 'articles', record.id, publishAt, unpublishAt);
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.schedule).toEqual({
      publish: { at: utcOf(publishAt), by: 'editor@example.com', failure: null },
      unpublish: { at: utcOf(unpublishAt), by: 'editor@example.com', failure: null },
    });
    const listed = await content<ContentListRow[]>(test.app, editor, 'GET', `articles?sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,4]')}`);
    expect(listed.body.find((row) => row.id === record.id)!.schedule).toEqual(scheduled.body.schedule);
    const month = await calendar(editor, now, new Date(now.getTime() + 86_400_000));
    expect(month.entries.filter((entry) => entry.id === record.id)).toEqual([
      { kind: 'articles', id: record.id, action: 'publish', at: utcOf(publishAt), by: 'editor@example.com', failure: null, title: { zh: 'Embargoed results（中文）', en: 'Embargoed results (English)' }, classifyType: 0 },
      { kind: 'articles', id: record.id, action: 'unpublish', at: utcOf(unpublishAt), by: 'editor@example.com', failure: null, title: { zh: 'Embargoed results（中文）', en: 'Embargoed results (English)' }, classifyType: 0 },
    ]);

    const buildsBefore = builds();
    await tickAfter(29);
    expect(await shown(record.id)).toBe(404);
    expect(builds()).toBe(buildsBefore);

    let build = nextBuild();
    await tickAfter(1);
    await build;
    expect(await shown(record.id)).toBe(200);
    expect(builds()).toBe(buildsBefore + 1);
    const current = (await content<ArticleRecord>(test.app, editor, 'GET', `articles/${record.id}`)).body;
    expect(current).toMatchObject({ published: true, hasDraft: false, schedule: { publish: null, unpublish: { at: utcOf(unpublishAt) } } });
    const versions = (await content<ContentVersion[]>(test.app, editor, 'GET', `articles/${record.id}/versions`)).body;
    expect(versions[0]).toMatchObject({ origin: 'published', publishedBy: 'scheduler', publishedAt: utcOf(publishAt) });
    const audit = await test.app.db.selectFrom('audit_log').select(['actor', 'action', 'target', 'occurred_at']).where('target', '=', `articles:${record.id}`).where('action', '=', 'content.publish').execute();
    expect(audit).toEqual([{ actor: 'scheduler', action: 'content.publish', target: `articles:${record.id}`, occurred_at: utcOf(publishAt) }]);

    build = nextBuild();
    await tickAfter(60);
    await build;
    expect(await shown(record.id)).toBe(404);
    expect(builds()).toBe(buildsBefore + 2);
    expect(await scheduleRows('articles', record.id)).toEqual([]);
    const unpublished = await test.app.db.selectFrom('audit_log').select('actor').where('target', '=', `articles:${record.id}`).where('action', '=', 'content.unpublish').execute();
    expect(unpublished).toEqual([{ actor: 'scheduler' }]);
  });

  it('refuses a time already past, an unpublish before the publish, an unpublish of the settings and an item that does not exist, in the editor’s words', async () => {
    const record = await draftArticle('Refused times');
    const now = test.clock.now();
    const past = await schedule(editor, 'articles', record.id, beijing(now, -1), null);
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ field: 'publishAt', msg: '该时间已过：请选择一个将来的时间' });
    const backwards = await schedule(editor, 'articles', record.id, beijing(now, 60), beijing(now, 30));
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ field: 'unpublishAt', msg: '下线时间须晚于发布时间' });
    const settings = await schedule(editor, 'settings', 1, null, beijing(now, 30));
    expect(settings.status).toBe(400);
    expect(settings.body.field).toBe('unpublishAt');
    expect((await schedule(editor, 'articles', 999_999, beijing(now, 30), null)).status).toBe(404);
    const badTime = await schedule(editor, 'articles', record.id, 'tomorrow at three', null);
    expect(badTime.status).toBe(400);
    expect(await scheduleRows('articles', record.id)).toEqual([]);
  });

  it('publishes the settings at their time, like any other kind', async () => {
    const settings = (await content<ContentRecord<{ texts: { zh: { companyName: string } } }>>(test.app, editor, 'GET', 'settings/1')).body;
    const renamed = { ...settings.document, texts: { ...settings.document.texts, zh: { ...settings.document.texts.zh, companyName: '定时公司名' } } };
    const saved = await content<ContentRecord<unknown>>(test.app, editor, 'PUT', 'settings/1', { revision: settings.revision, document: renamed });
    expect(saved.status).toBe(200);
    expect((await schedule(editor, 'settings', 1, beijing(test.clock.now(), 5), null)).status).toBe(200);
    await tickAfter(5);
    const after = (await content<ContentRecord<unknown>>(test.app, editor, 'GET', 'settings/1')).body;
    expect(after).toMatchObject({ hasDraft: false, schedule: { publish: null, unpublish: null } });
    const live = await test.app.db.selectFrom('site_setting').select('setting_value').where('language', '=', 'zh').where('setting_key', '=', 'companyName').executeTakeFirst();
    expect(live?.setting_value).toBe('定时公司名');
  });

  it('keeps a change the content refuses, with the refusal, for the editor to see, and does not try it again until it is set anew', async () => {
    const uploaded = await uploadMedia(test.app, editor, 'no-alt.png', await transparentPng());
    const picture = uploaded.json<MediaAsset>();
    const record = await draftArticle('Picture without words', { thumbnail: picture.url });
    expect((await schedule(editor, 'articles', record.id, beijing(test.clock.now(), 10), null)).status).toBe(200);
    let buildsBefore = builds();
    await tickAfter(10);
    expect(await shown(record.id)).toBe(404);
    expect(builds()).toBe(buildsBefore);
    const failed = (await content<ArticleRecord>(test.app, editor, 'GET', `articles/${record.id}`)).body;
    expect(failed.schedule.publish).toMatchObject({ failure: 'contentImageAltMissing' });
    await tickAfter(1);
    expect((await scheduleRows('articles', record.id))[0]).toMatchObject({ failure: 'contentImageAltMissing', claimed_until: null });

    // The editor describes the picture and sets the time anew: it goes live then.
    const described = await call(test.app, 'PUT', `/media/${picture.id}`, editor, { alt: { zh: '仓库', en: 'Warehouse' }, decorative: false, focalX: 0.5, focalY: 0.5 });
    expect(described.statusCode).toBe(200);
    await test.app.publishing!.idle();
    buildsBefore = builds();
    expect((await schedule(editor, 'articles', record.id, beijing(test.clock.now(), 3), null)).status).toBe(200);
    const build = nextBuild();
    await tickAfter(3);
    await build;
    expect(await shown(record.id)).toBe(200);
    expect(builds()).toBe(buildsBefore + 1);
  });

  it('drops a change an editor made by hand before its time: no new version, no build', async () => {
    const record = await draftArticle('Published early');
    expect((await schedule(editor, 'articles', record.id, beijing(test.clock.now(), 20), null)).status).toBe(200);
    const published = await content<{ record: ArticleRecord }>(test.app, editor, 'POST', `articles/${record.id}/publish`, { revision: record.revision });
    expect(published.status).toBe(200);
    await test.app.publishing!.idle();
    const buildsBefore = builds();
    await tickAfter(20);
    expect(builds()).toBe(buildsBefore);
    const versions = (await content<ContentVersion[]>(test.app, editor, 'GET', `articles/${record.id}/versions`)).body;
    expect(versions.map((version) => version.publishedBy)).toEqual(['editor@example.com']);
    expect(await scheduleRows('articles', record.id)).toEqual([]);
  });

  it('clears a time given null, and an item deleted takes its schedule with it', async () => {
    const record = await draftArticle('Cleared');
    const now = test.clock.now();
    await schedule(editor, 'articles', record.id, beijing(now, 10), beijing(now, 20));
    const cleared = await schedule(editor, 'articles', record.id, null, beijing(now, 20));
    expect(cleared.body.schedule).toMatchObject({ publish: null, unpublish: { at: utcOf(beijing(now, 20)) } });
    expect((await content(test.app, editor, 'DELETE', `articles/${record.id}`)).status).toBe(200);
    expect(await scheduleRows('articles', record.id)).toEqual([]);
  });

  it('lets HR schedule jobs and not articles, and shows HR a calendar of jobs alone', async () => {
    const job = await createDraftJob(test.app, hr, '定时岗位');
    const article = await draftArticle('Not for HR');
    const now = test.clock.now();
    expect((await schedule(hr, 'jobs', job.id, beijing(now, 15), null)).status).toBe(200);
    expect((await schedule(hr, 'articles', article.id, beijing(now, 15), null)).status).toBe(403);
    expect((await schedule(editor, 'articles', article.id, beijing(now, 15), null)).status).toBe(200);

    const day = [now, new Date(now.getTime() + 86_400_000)] as const;
    const seenByHr = await calendar(hr, ...day);
    expect(seenByHr.status).toBe(200);
    expect(seenByHr.entries.map((entry) => `${entry.kind}:${entry.id}`)).toContain(`jobs:${job.id}`);
    expect(seenByHr.entries.every((entry) => entry.kind === 'jobs')).toBe(true);
    expect((await calendar(editor, ...day)).entries.map((entry) => `${entry.kind}:${entry.id}`)).toEqual(expect.arrayContaining([`articles:${article.id}`, `jobs:${job.id}`]));
    const tooLong = await call(test.app, 'GET', `/schedule?from=${now.toISOString()}&to=${new Date(now.getTime() + 90 * 86_400_000).toISOString()}`, editor);
    expect(tooLong.statusCode).toBe(400);
  });

  it('takes a job off the site in the tick after its closing date ended in Beijing, and asks for a site publish', async () => {
    const { job_id: jobId } = await test.app.db.selectFrom('job').select('job_id').where('published', '=', 1).orderBy('job_id').executeTakeFirstOrThrow();
    await test.app.db.updateTable('job').set({ closing_date: companyDay(test.clock.now(), 'Asia/Shanghai') }).where('job_id', '=', jobId).execute();
    expect(await test.app.runScheduleNow()).not.toContainEqual({ kind: 'jobs', id: jobId, action: 'unpublish' });

    const build = nextBuild();
    test.clock.advanceMinutes(24 * 60);
    expect(await test.app.runScheduleNow()).toContainEqual({ kind: 'jobs', id: jobId, action: 'unpublish' });
    await build;
    expect((await openApi(test.app, `job/${jobId}`)).status).toBe(404);
  });
});
