import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDocument } from '../../../../contract/content/documents/job';
import type { ContentRecord } from '../../../../contract/content/protocol';
import { loadDemoContent } from '../../../../seed/loadDemoContent';
import { call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp, standInPublisher } from '../../../support/staffApp';
import { ENGINES } from '../../../support/testApp';
import { content, openApi } from '../../../support/contentApi';

/** Stands for the site build: the content calls only ask for one. */

/** The kinds besides categories, articles and tags through the content routes, as HR and editors use them. */
describe.each(ENGINES)('the other kinds through the content routes on %s', (engine) => {
  let test: StaffTestApp;
  let hr: SignedIn;
  let editor: SignedIn;
  let job: JobDocument;

  beforeAll(async () => {
    test = await startStaffApp(engine, { publisher: standInPublisher, seed: loadDemoContent });
    for (const role of ['editor', 'hr']) await createStaff(test.app, `${role}@example.com`, [role]);
    hr = await signIn(test.app, 'hr@example.com');
    editor = await signIn(test.app, 'editor@example.com');
    const seeded = await test.app.db.selectFrom('job').select(['job_category_id', 'work_place_id']).orderBy('job_id').executeTakeFirstOrThrow();
    job = {
      jobCategoryId: seeded.job_category_id, workPlaceId: seeded.work_place_id, headcount: 1, announceTime: '2026-11-20', closingDate: null, employmentType: 'FULL_TIME',
      texts: {
        zh: { post: '调度算法工程师', place: '海淀区', duties: '<p>路径规划</p>', requirements: '<p>硕士</p>' },
        en: { post: 'Fleet Scheduling Engineer', place: 'Haidian District', duties: '<p>Path planning</p>', requirements: '<p>Master’s degree</p>' },
      },
      recruiterMailbox: null,
      recruiterLanguage: 'zh',
    };
  });
  afterAll(() => test.close());

  it('lets HR create a job hidden from the site, publish it onto the site and unpublish it off again', async () => {
    const created = await content<ContentRecord<JobDocument>>(test.app, hr, 'POST', 'jobs', { document: job });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ published: false, hasDraft: true, missingLanguages: [], draftBy: 'hr@example.com' });
    const { id } = created.body;
    expect((await openApi(test.app, `job/${id}`)).status).toBe(404);

    const published = await content<{ record: ContentRecord<JobDocument> }>(test.app, hr, 'POST', `jobs/${id}/publish`, { revision: created.body.revision });
    expect(published.status).toBe(200);
    expect(published.body.record).toMatchObject({ published: true, hasDraft: false });
    expect((await openApi(test.app, `job/${id}`)).body.data).toMatchObject({ jobId: id, post: job.texts.zh!.post, duties: job.texts.zh!.duties });
    expect((await openApi(test.app, `job/${id}?language=en`)).body.data).toMatchObject({ jobId: id, post: job.texts.en!.post, duties: job.texts.en!.duties });

    const unpublished = await content(test.app, hr, 'POST', `jobs/${id}/unpublish`, { revision: published.body.record.revision });
    expect(unpublished.status).toBe(200);
    expect((await openApi(test.app, `job/${id}`)).status).toBe(404);
  });

  it('saves a job without English marked as missing it, and publishes it onto the Chinese site only', async () => {
    const created = await content<ContentRecord<JobDocument>>(test.app, hr, 'POST', 'jobs', { document: { ...job, texts: { ...job.texts, en: null } } });
    expect(created.status).toBe(201);
    expect(created.body.missingLanguages).toEqual(['en']);
    const { id } = created.body;
    const published = await content<{ record: ContentRecord<JobDocument> }>(test.app, hr, 'POST', `jobs/${id}/publish`, { revision: created.body.revision });
    expect(published.status).toBe(200);
    expect((await openApi(test.app, `job/${id}`)).status).toBe(200);
    expect((await openApi(test.app, `job/${id}?language=en`)).status).toBe(404);

    const loaded = await content<ContentRecord<JobDocument>>(test.app, hr, 'GET', `jobs/${id}`);
    const english = { ...loaded.body.document, texts: { ...loaded.body.document.texts, en: job.texts.en } };
    const saved = await content<ContentRecord<JobDocument>>(test.app, hr, 'PUT', `jobs/${id}`, { revision: loaded.body.revision, document: english });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ missingLanguages: [], document: { texts: { en: job.texts.en } } });
    await content(test.app, hr, 'POST', `jobs/${id}/publish`, { revision: saved.body.revision });
    expect((await openApi(test.app, `job/${id}?language=en`)).body.data).toMatchObject({ post: job.texts.en!.post });
  });

  it('refuses a job without its Chinese text, naming the field', async () => {
    const refused = await content<{ code: number; msg: string }>(test.app, hr, 'POST', 'jobs', { document: { ...job, texts: { ...job.texts, zh: null } } });
    expect(refused.status).toBe(400);
  });

  it('refuses a job naming a category that does not exist when it is saved, in the caller’s language', async () => {
    const refused = await content<{ code: number; msg: string }>(test.app, hr, 'POST', 'jobs', { document: { ...job, jobCategoryId: 999_999 } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('所选职位类别不存在，请重新选择');
  });

  it('refuses a job closing before it is announced, in the caller’s language, and publishes its closing date and type onto the open API', async () => {
    const early = { ...job, announceTime: '2026-11-20', closingDate: '2026-11-19' };
    const chinese = await content<{ msg: string }>(test.app, hr, 'POST', 'jobs', { document: early });
    expect(chinese.status).toBe(400);
    expect(chinese.body.msg).toBe('截止日期不能早于发布日期');
    const english = await call(test.app, 'POST', '/content/jobs?language=en', hr, { document: early });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ msg: 'The closing date cannot be before the day the job is announced' });

    const created = await content<ContentRecord<JobDocument>>(test.app, hr, 'POST', 'jobs', { document: { ...early, closingDate: '2026-11-20', employmentType: 'TEMPORARY' } });
    expect(created.status).toBe(201);
    await content(test.app, hr, 'POST', `jobs/${created.body.id}/publish`, { revision: created.body.revision });
    expect((await openApi(test.app, `job/${created.body.id}`)).body.data).toMatchObject({
      closingDate: '2026-11-20', closesAt: '2026-11-20T23:59:59+08:00', employmentType: 'TEMPORARY',
    });
  });

  it('answers a refused document with a clear message in the caller’s language', async () => {
    const english = await call(test.app, 'POST', '/content/friendly-links?language=en', editor, {
      document: { language: 'en', name: 'Association', link: 'javascript:alert(1)', sort: 0 },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ msg: 'A link must be a web address starting with http:// or https://' });
    const chinese = await call(test.app, 'POST', '/content/friendly-links', editor, { document: { language: 'zh', name: '协会', link: 'ftp://a.example/', sort: 0 } });
    expect(chinese.json()).toMatchObject({ msg: '链接须为以 http:// 或 https:// 开头的网址' });
  });

  it('keeps HR off the kinds that are not careers', async () => {
    const refused = await content(test.app, hr, 'POST', 'friendly-links', { document: { language: 'zh', name: '协会', link: 'https://a.example/', sort: 0 } });
    expect(refused.status).toBe(403);
  });

  it('publishes a change of the settings onto the open API', async () => {
    const record = await content<ContentRecord<{ shared: Record<string, string> }>>(test.app, editor, 'GET', 'settings/1');
    expect(record.status).toBe(200);
    const document = { ...record.body.document, shared: { ...record.body.document.shared, serviceHotline: '400-000-0077' } };
    const saved = await content<ContentRecord<unknown>>(test.app, editor, 'PUT', 'settings/1', { revision: record.body.revision, document });
    expect(saved.status).toBe(200);
    expect(((await openApi(test.app, 'site/settings?language=zh')).body.data as { serviceHotline: string }).serviceHotline).not.toBe('400-000-0077');
    const published = await content(test.app, editor, 'POST', 'settings/1/publish', { revision: saved.body.revision });
    expect(published.status).toBe(200);
    expect(((await openApi(test.app, 'site/settings?language=zh')).body.data as { serviceHotline: string }).serviceHotline).toBe('400-000-0077');
  });
});
