import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../../contract/api';
import type { JobCategory, JobDetails, JobListItem, WorkPlace } from '../../../../contract/entities/job';
import { insertJob, insertJobCategory } from '../../../../cms/content/jobs/jobWrites';
import { jobCategories, jobs as seededJobs, workPlaces } from '../../../../seed/content/jobs';
import { ENGINES, startTestApp, type TestApp } from '../../../support/testApp';

describe.each(ENGINES)('jobs in each language on %s', (engine) => {
  let test: TestApp;
  const get = async <T>(url: string) => {
    const response = await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/${url}` });
    return { status: response.statusCode, body: response.json<{ code: number; data: T; rows: T; total: number }>() };
  };
  const list = async (query: string) => (await get<JobListItem[]>(`job/list?pageSize=100&${query}`)).body;
  const idOfPost = async (post: string) => (await list('language=zh')).rows.find((job) => job.post === post)!.jobId;

  const englishJobs = seededJobs.filter((job) => job.en !== undefined);
  const chineseOnly = seededJobs.find((job) => job.en === undefined)!;

  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  it('names categories and work places in the language asked, Chinese by default', async () => {
    for (const [path, seeded] of [['job/getJobCategory', jobCategories], ['job/getWorkPlace', workPlaces]] as const) {
      const names = async (query: string) =>
        (await get<Array<JobCategory & WorkPlace>>(`${path}${query}`)).body.data.map((item) => item.jobCategoryName ?? item.workPlaceName);
      expect(await names('')).toEqual(seeded.map((name) => name.zh));
      expect(await names('?language=zh')).toEqual(seeded.map((name) => name.zh));
      expect(await names('?language=en')).toEqual(seeded.map((name) => name.en));
    }
  });

  it('lists in English only the jobs that have an English text, with their English texts and filters', async () => {
    const chinese = await list('language=zh');
    expect(chinese.total).toBe(seededJobs.length);
    expect(await list('')).toEqual(chinese);
    const english = await list('language=en');
    expect(english.total).toBe(englishJobs.length);
    expect(english.rows.map((job) => job.post).sort()).toEqual(englishJobs.map((job) => job.en!.post).sort());
    expect(english.rows.map((job) => job.post)).not.toContain(chineseOnly.post);
    for (const row of english.rows) {
      const seeded = englishJobs.find((job) => job.en!.post === row.post)!;
      expect(row).toMatchObject({
        place: seeded.en!.place,
        jobCategoryName: jobCategories.find((name) => name.zh === seeded.category)!.en,
        workPlaceName: workPlaces.find((name) => name.zh === seeded.workPlace)!.en,
      });
      // The same job in Chinese: the English list hides jobs, it does not renumber them.
      expect(chinese.rows.find((job) => job.jobId === row.jobId)!.post).toBe(seeded.post);
    }
    const category = english.rows[0]!.jobCategoryId;
    const filtered = await list(`language=en&jobCategoryId=${category}`);
    expect(filtered.total).toBe(english.rows.filter((job) => job.jobCategoryId === category).length);
    expect(filtered.rows.every((job) => job.jobCategoryId === category)).toBe(true);
  });

  it('answers each job\'s closing date, the end of that day on the company\'s clocks (Beijing by default) and its employment type', async () => {
    const rows = (await list('language=zh')).rows;
    expect(seededJobs.some((job) => job.closesInDays === undefined) && seededJobs.some((job) => job.employmentType !== undefined)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    for (const seeded of seededJobs) {
      const row = rows.find((job) => job.post === seeded.post)!;
      expect(row.employmentType).toBe(seeded.employmentType ?? 'FULL_TIME');
      if (seeded.closesInDays === undefined) {
        expect(row).toMatchObject({ closingDate: null, closesAt: null });
      } else {
        // Days after the seed's day: still ahead.
        expect(row.closingDate! > today).toBe(true);
        expect(row.closesAt).toBe(`${row.closingDate}T23:59:59+08:00`);
      }
      expect((await get<JobDetails>(`job/${row.jobId}`)).body.data).toMatchObject({ closingDate: row.closingDate, closesAt: row.closesAt, employmentType: row.employmentType });
    }
  });

  it('answers a job in English with its English text, and a job without one as a missing job', async () => {
    const seeded = englishJobs[0]!;
    const jobId = await idOfPost(seeded.post);
    const english = await get<JobDetails>(`job/${jobId}?language=en`);
    expect(english.status).toBe(200);
    expect(english.body.data).toMatchObject({ jobId, post: seeded.en!.post, duties: seeded.en!.duties, requirements: seeded.en!.requirements });
    expect((await get<JobDetails>(`job/${jobId}`)).body.data.post).toBe(seeded.post);

    const hiddenId = await idOfPost(chineseOnly.post);
    expect((await get<JobDetails>(`job/${hiddenId}?language=zh`)).status).toBe(200);
    const hidden = await get<JobDetails>(`job/${hiddenId}?language=en`);
    const missing = await get<JobDetails>('job/987654?language=en');
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(missing.body);
  });

  it('hides in English a translated job whose category has no English name', async () => {
    const { db } = test.app;
    const [place] = (await get<WorkPlace[]>('job/getWorkPlace?language=en')).body.data;
    const jobCategoryId = await insertJobCategory(db, { names: { zh: '仅中文类别' }, sort: 99 });
    const text = { post: 'Translated post', place: 'Somewhere', duties: '<p>Duties</p>', requirements: '<p>Requirements</p>' };
    const jobId = await insertJob(db, {
      jobCategoryId,
      workPlaceId: place!.workPlaceId,
      headcount: 1,
      announceTime: '2026-05-01',
      closingDate: null,
      employmentType: 'FULL_TIME',
      texts: { zh: { ...text, post: '有译文的职位' }, en: text },
    });
    expect((await get<JobCategory[]>('job/getJobCategory?language=en')).body.data.map((c) => c.jobCategoryId)).not.toContain(jobCategoryId);
    expect((await list('language=en')).rows.map((job) => job.jobId)).not.toContain(jobId);
    expect((await get<JobDetails>(`job/${jobId}?language=en`)).status).toBe(404);
    expect((await get<JobDetails>(`job/${jobId}?language=zh`)).body.data.jobCategoryName).toBe('仅中文类别');
  });
});
