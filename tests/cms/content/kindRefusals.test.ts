import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, API_PATHS } from '../../../contract/api';
import { SETTINGS_ID, type SettingsDocument } from '../../../contract/content/documents/settings';
import type { DataEnvelope } from '../../../contract/envelope';
import type { SiteSettings } from '../../../contract/entities/site';
import { isCmsMessageKey } from '../../../contract/messages/cmsMessages';
import { validate } from '../../../contract/validation/validate';
import { customerReviewsKind } from '../../../cms/content/customerReviews/customerReviewKind';
import { friendlyLinksKind } from '../../../cms/content/friendlyLinks/friendlyLinkKind';
import { jobCategoriesKind, workPlacesKind } from '../../../cms/content/jobs/jobFacetKind';
import { jobsKind } from '../../../cms/content/jobs/jobKind';
import { productsKind } from '../../../cms/content/products/productKind';
import { serviceLocationsKind } from '../../../cms/content/serviceLocations/serviceLocationKind';
import { settingsKind } from '../../../cms/content/siteSettings/siteSettingKind';
import { uploadResume } from '../../support/openApi';
import { englishResumePdf } from '../../support/resumeFiles';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';

/** What each kind refuses to store or delete, and the site settings' one item. */

const product = {
  productType: 'agv', productKey: 'towing', image: '/cms/static/images/towing.webp', url: '/agv/towing', sort: 0,
  texts: { zh: { title: '牵引式 AGV', description: '', content: '', group: '', highlights: [] }, en: null },
};

describe('the documents refuse what the site cannot show, with the message to show the editor', () => {
  const refusal = (schema: Parameters<typeof validate>[0], input: unknown) => {
    const result = validate(schema, input, isCmsMessageKey);
    return result.ok ? undefined : result.firstError;
  };

  it.each([
    ['a script address', { language: 'zh', name: 'x', link: 'javascript:alert(1)', sort: 0 }, 'contentLinkInvalid'],
    ['a protocol-relative address', { language: 'zh', name: 'x', link: '//evil.example/', sort: 0 }, 'contentLinkInvalid'],
    ['an empty name', { language: 'zh', name: '   ', link: 'https://a.example/', sort: 0 }, 'contentTextRequired'],
    ['a name too long', { language: 'zh', name: 'x'.repeat(201), link: 'https://a.example/', sort: 0 }, 'contentTextTooLong'],
    ['a third language', { language: 'fr', name: 'x', link: 'https://a.example/', sort: 0 }, 'contentChoiceInvalid'],
  ])('a friendly link with %s', (_case, input, message) => {
    expect(refusal(friendlyLinksKind.schema, input)).toBe(message);
  });

  it('refuses a product key that is not a URL segment, an address that is neither a site path nor http(s), and no language at all', () => {
    expect(refusal(productsKind.schema, { ...product, productKey: 'agv/towing' })).toBe('productKeyInvalid');
    expect(refusal(productsKind.schema, { ...product, image: 'data:image/png;base64,AAAA' })).toBe('contentAddressInvalid');
    expect(refusal(productsKind.schema, { ...product, texts: { zh: null, en: null } })).toBe('contentLanguageRequired');
    expect(refusal(productsKind.schema, product)).toBeUndefined();
  });

  it('refuses a phone that is not a phone, a mailbox that is not one and a day that does not exist', () => {
    const location = {
      locationType: 'branch', phone: '010-0000-0000', sort: 0, mailbox: null, mailboxLanguage: 'zh', provinces: ['北京市'],
      texts: { zh: { name: '北京', province: '北京市', address: '海淀区' }, en: null },
    };
    expect(refusal(serviceLocationsKind.schema, location)).toBeUndefined();
    expect(refusal(serviceLocationsKind.schema, { ...location, phone: 'call us' })).toBe('contentPhoneInvalid');
    expect(refusal(serviceLocationsKind.schema, { ...location, mailbox: 'sales at example' })).toBe('contentEmailInvalid');
    const job = {
      jobCategoryId: 1, workPlaceId: 1, post: '工程师', place: '海淀', headcount: 1, announceTime: '2026-02-30',
      duties: '', requirements: '', recruiterMailbox: null, recruiterLanguage: 'zh',
    };
    expect(refusal(jobsKind.schema, job)).toBe('contentDateInvalid');
    expect(refusal(jobsKind.schema, { ...job, announceTime: '2026-02-28', headcount: -1 })).toBe('contentNumberInvalid');
    const posting = {
      jobCategoryId: 1, workPlaceId: 1, headcount: 1, announceTime: '2026-02-28', closingDate: ' ', employmentType: 'INTERN',
      texts: { zh: { post: '工程师', place: '海淀', duties: '', requirements: '' }, en: null }, recruiterMailbox: null, recruiterLanguage: 'zh',
    };
    expect(refusal(jobsKind.schema, posting)).toBeUndefined();
    expect(refusal(jobsKind.schema, { ...posting, closingDate: '2026-02-30' })).toBe('contentDateInvalid');
    expect(refusal(jobsKind.schema, { ...posting, closingDate: '31/03/2026' })).toBe('contentDateInvalid');
    expect(refusal(jobsKind.schema, { ...posting, employmentType: 'SEASONAL' })).toBe('contentChoiceInvalid');
    expect(refusal(jobsKind.schema, { ...posting, employmentType: undefined })).toBe('contentChoiceInvalid');
  });
});

describe.each(ENGINES)('refusals and the settings on %s', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  it('refuses a second product of a type with the same key, saying which key', async () => {
    const { db } = test.app;
    const seededKey = (await db.selectFrom('product').select('product_key').where('product_type', '=', 'agv').executeTakeFirstOrThrow()).product_key;
    await expect(productsKind.check(db, { ...product, productType: 'agv', productKey: seededKey } as never, null)).rejects.toMatchObject({
      statusCode: 409,
      messageKey: 'productKeyTaken',
      options: { values: { key: seededKey } },
    });
  });

  it('refuses deleting a job category or a work place that has jobs, naming the jobs', async () => {
    const { db } = test.app;
    const job = await db.selectFrom('job').select(['post', 'job_category_id', 'work_place_id']).orderBy('job_id').executeTakeFirstOrThrow();
    await expect(jobCategoriesKind.remove(db, job.job_category_id)).rejects.toMatchObject({
      statusCode: 409,
      messageKey: 'jobCategoryInUse',
      options: { values: { where: expect.stringContaining(`“${job.post}”`) } },
    });
    await expect(workPlacesKind.remove(db, job.work_place_id)).rejects.toMatchObject({ statusCode: 409, messageKey: 'workPlaceInUse' });
    expect(await jobCategoriesKind.load(db, job.job_category_id)).not.toBeNull();
  });

  it('refuses deleting a job resumes were sent for, and a job or review naming what does not exist', async () => {
    const { db } = test.app;
    const jobId = (await db.selectFrom('job').select('job_id').orderBy('job_id', 'desc').executeTakeFirstOrThrow()).job_id;
    const origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
    await uploadResume(origin, { name: 'Jane Smith', phone: '13912345678', email: 'jane@example.com' }, await englishResumePdf(), 'cv.pdf', jobId);
    await expect(jobsKind.remove(db, jobId)).rejects.toMatchObject({ statusCode: 409, messageKey: 'jobHasResumes', options: { values: { count: 1 } } });
    const job = (await jobsKind.load(db, jobId))!.document;
    await expect(jobsKind.check(db, job, jobId)).resolves.toBeUndefined();
    await expect(jobsKind.check(db, { ...job, jobCategoryId: 999_999 }, jobId)).rejects.toMatchObject({ messageKey: 'jobCategoryMissing' });
    await expect(jobsKind.check(db, { ...job, workPlaceId: 999_999 }, jobId)).rejects.toMatchObject({ messageKey: 'workPlaceMissing' });
    // A job closes on or after the day it is announced.
    await expect(jobsKind.check(db, { ...job, announceTime: '2026-12-02', closingDate: '2026-12-01' }, jobId))
      .rejects.toMatchObject({ statusCode: 400, messageKey: 'jobClosesBeforeAnnounced', options: { field: 'closingDate' } });
    await expect(jobsKind.check(db, { ...job, announceTime: '2026-12-02', closingDate: '2026-12-02' }, jobId)).resolves.toBeUndefined();
    const review = { caseId: 999_999, sort: 0, texts: { zh: { quote: '好', personName: '王', personRole: '', company: '某公司', industry: '' }, en: null } };
    await expect(customerReviewsKind.check(db, review, null)).rejects.toMatchObject({ messageKey: 'reviewCaseMissing' });
  });

  it('hides on the English site an item written in Chinese only', async () => {
    const { app } = test;
    const id = await productsKind.create(app.db, { ...product, productKey: 'chinese-only' } as never);
    await productsKind.setPublished(app.db, id, true);
    const shownIn = async (language: string) =>
      (await app.inject({ url: `${API_BASE_PATH}/${API_PATHS.productList}?language=${language}` })).json<DataEnvelope<Array<{ productId: number }>>>().data.map((row) => row.productId);
    expect(await shownIn('zh')).toContain(id);
    expect(await shownIn('en')).not.toContain(id);
    expect(productsKind.missingLanguages((await productsKind.load(app.db, id))!.document)).toEqual(['en']);
  });

  it('reads the seeded settings as one item, writes a change the open API then answers, and keeps the analytics ids out of it', async () => {
    const { app } = test;
    const siteSettings = async (language: string) =>
      (await app.inject({ url: `${API_BASE_PATH}/${API_PATHS.siteSettings}?language=${language}` })).json<DataEnvelope<SiteSettings>>().data;
    const seeded = (await settingsKind.load(app.db, SETTINGS_ID))!.document;
    expect({ ...seeded.shared, ...seeded.texts.en }).toEqual(await siteSettings('en'));
    expect(seeded.analytics).toEqual({ baiduTongjiId: null, googleAnalyticsId: null });
    expect(await settingsKind.list(app.db, { offset: 0, limit: 10, sortField: 'id', descending: false, filter: {} })).toEqual({
      rows: [{ id: SETTINGS_ID, title: { zh: seeded.texts.zh.companyName, en: seeded.texts.en.companyName }, sort: 0, published: true }],
      total: 1,
    });

    const changed: SettingsDocument = {
      shared: { ...seeded.shared, serviceHotline: '400-000-0009' },
      texts: { ...seeded.texts, en: { ...seeded.texts.en, openingHours: 'Weekdays 08:30–17:30' } },
      analytics: { baiduTongjiId: '0123456789abcdef0123456789abcdef', googleAnalyticsId: null },
    };
    await settingsKind.apply(app.db, SETTINGS_ID, changed);
    expect(await settingsKind.load(app.db, SETTINGS_ID)).toEqual({ document: changed, published: true });
    const english = await siteSettings('en');
    expect(english).toEqual({ ...changed.shared, ...changed.texts.en });
    expect(english).not.toHaveProperty('baiduTongjiId');
    expect((await siteSettings('zh')).serviceHotline).toBe('400-000-0009');

    await expect(settingsKind.check(app.db, changed, null)).rejects.toMatchObject({ statusCode: 400, messageKey: 'settingsSingle' });
    await expect(settingsKind.create(app.db, changed)).rejects.toMatchObject({ statusCode: 400, messageKey: 'settingsSingle' });
    await expect(settingsKind.remove(app.db, SETTINGS_ID)).rejects.toMatchObject({ messageKey: 'settingsSingle' });
    await expect(settingsKind.setPublished(app.db, SETTINGS_ID, false)).rejects.toMatchObject({ messageKey: 'settingsSingle' });
    expect(await settingsKind.load(app.db, 2)).toBeNull();
  });

  it('refuses analytics ids in the wrong format', async () => {
    const seeded = (await settingsKind.load(test.app.db, SETTINGS_ID))!.document;
    const withIds = (analytics: object) => validate(settingsKind.schema, { ...seeded, analytics }, isCmsMessageKey);
    expect(withIds({ baiduTongjiId: 'not-an-id', googleAnalyticsId: null })).toMatchObject({ ok: false, firstError: 'analyticsBaiduIdInvalid' });
    expect(withIds({ baiduTongjiId: '', googleAnalyticsId: 'UA-1234' })).toMatchObject({ ok: false, firstError: 'analyticsGoogleIdInvalid' });
    expect(withIds({ baiduTongjiId: '', googleAnalyticsId: ' G-ABCD1234 ' })).toMatchObject({ ok: true, value: { analytics: { baiduTongjiId: null, googleAnalyticsId: 'G-ABCD1234' } } });
  });
});
