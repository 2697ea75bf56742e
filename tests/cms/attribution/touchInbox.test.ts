import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_BASE_PATH } from '../../../contract/adminApi';
import { API_BASE_PATH } from '../../../contract/api';
import type { Attribution } from '../../../contract/attribution';
import { loadDemoContent } from '../../../seed/loadDemoContent';
import { readCsv } from '../../support/csv';
import { validLead } from '../../support/leadFixture';
import { brochureFileId } from '../../support/openApi';
import { englishResumePdf } from '../../support/resumeFiles';
import { sendResume } from '../../support/resumeUpload';
import { call, COOKIE_NAME, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import { ENGINES } from '../../support/testApp';
import { TOUCH_TITLES } from '../../support/touchExportColumns';

const PARTNER = 'https://partner.example';

const touch = (fields: object, touchedAt = '2026-03-01T02:00:00.000Z') => ({ ...fields, touchedAt });
const spring: Attribution = {
  first: touch({ referrerHost: 'www.baidu.com', landingPage: '/products', deviceClass: 'mobile' }, '2026-02-01T02:00:00.000Z'),
  last: touch({ utmSource: 'wechat', utmMedium: 'social', utmCampaign: 'spring', landingPage: '/?utm_campaign=spring', deviceClass: 'mobile' }),
  sentFromPage: '/cases',
};
const expo: Attribution = { last: touch({ utmSource: 'cemat', utmCampaign: 'expo', landingPage: '/expo' }), sentFromPage: '/expo' };

describe.each(ENGINES)('touches in the back office on %s', (engine) => {
  let test: StaffTestApp;
  let origin: string;
  let sales: SignedIn;
  let hr: SignedIn;
  const leads = { spring: 0, expo: 0, partner: 0, none: 0 };
  const filterQuery = (filter: object) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;
  const ids = (response: { json(): unknown }) => (response.json() as Array<{ id: number }>).map((row) => row.id).sort((a, b) => a - b);
  const postLead = async (attribution: Attribution | undefined, headers: Record<string, string> = {}) => {
    const response = await test.app.inject({ method: 'POST', url: `${API_BASE_PATH}/potentialCustomers/add`, payload: { ...validLead, attribution }, headers });
    return response.json().data.customersId as number;
  };

  beforeAll(async () => {
    test = await startStaffApp(engine, { corsOrigins: [PARTNER], seed: loadDemoContent });
    origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
    await createStaff(test.app, 'sales@example.com', ['sales']);
    await createStaff(test.app, 'hr@example.com', ['hr']);
    sales = await signIn(test.app, 'sales@example.com');
    hr = await signIn(test.app, 'hr@example.com');
    leads.spring = await postLead(spring);
    leads.expo = await postLead(expo);
    leads.partner = await postLead({ last: touch({}) }, { origin: PARTNER });
    leads.none = await postLead(undefined);
  });
  afterAll(() => test.close());

  it('filters the leads by channel, campaign and partner, matching the first or the last touch', async () => {
    const list = (filter: object) => call(test.app, 'GET', `/leads?${filterQuery(filter)}`, sales);
    expect(ids(await list({ channel: 'search' }))).toEqual([leads.spring]);
    expect(ids(await list({ channel: 'social' }))).toEqual([leads.spring]);
    expect(ids(await list({ channel: 'campaign' }))).toEqual([leads.expo]);
    expect(ids(await list({ campaign: 'spring' }))).toEqual([leads.spring]);
    expect(ids(await list({ partner: PARTNER }))).toEqual([leads.partner]);
    // Every key must hold of one touch: the spring lead's search touch has no campaign.
    expect(ids(await list({ channel: 'search', campaign: 'spring' }))).toEqual([]);
    expect((await list({ channel: 'fax' })).statusCode).toBe(400);
    expect((await list({ campaign: 'spring' })).headers['content-range']).toBe('leads 0-0/1');
  });

  it('shows a lead’s touches on its record, and none for a lead sent without', async () => {
    const record = (await call(test.app, 'GET', `/leads/${leads.spring}`, sales)).json();
    expect(record.touches).toEqual({
      first: expect.objectContaining({ channel: 'search', referrerHost: 'www.baidu.com', landingPage: '/products', deviceClass: 'mobile', sentFromPage: '/cases' }),
      last: expect.objectContaining({ channel: 'social', utmSource: 'wechat', utmMedium: 'social', utmCampaign: 'spring', touchedAt: '2026-03-01T02:00:00.000Z' }),
    });
    expect((await call(test.app, 'GET', `/leads/${leads.none}`, sales)).json().touches).toEqual({ first: null, last: null });
  });

  it('exports the touches, the channel named in the reader’s language', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `${ADMIN_API_BASE_PATH}/leads/export.csv?${filterQuery({ campaign: 'spring' })}`,
      cookies: { [COOKIE_NAME]: sales.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [titles, row, ...rest] = readCsv(response.rawPayload);
    expect(rest).toEqual([]);
    expect(titles!.slice(-TOUCH_TITLES.zh.length)).toEqual(TOUCH_TITLES.zh);
    expect(row!.slice(-TOUCH_TITLES.zh.length)).toEqual([
      '搜索引擎', '', '', '', '', '', 'www.baidu.com', '/products', '', '手机', '2026-02-01 10:00:00 +08:00',
      '社交媒体', 'wechat', 'social', 'spring', '', '', '', '/?utm_campaign=spring', '', '手机', '2026-03-01 10:00:00 +08:00',
      '/cases',
    ]);
  });

  it('filters, shows and exports the touches of download requests and resumes', async () => {
    const fileId = await brochureFileId(test.app);
    const person = { name: '赵敏', phone: '13600001111', company: '东方制造', email: 'zhao@example.cn', fileId, privacyConsent: true };
    await test.app.inject({ method: 'POST', url: `${API_BASE_PATH}/customersDownload/add`, payload: { ...person, attribution: expo } });
    await test.app.inject({ method: 'POST', url: `${API_BASE_PATH}/customersDownload/add`, payload: person });
    const requests = await call(test.app, 'GET', `/download-requests?${filterQuery({ campaign: 'expo' })}`, sales);
    expect(requests.json()).toHaveLength(1);
    const requestId = requests.json()[0].id as number;
    expect((await call(test.app, 'GET', `/download-requests/${requestId}`, sales)).json().touches.last).toMatchObject({ channel: 'campaign', utmCampaign: 'expo' });
    const csv = await test.app.inject({
      method: 'GET',
      url: `${ADMIN_API_BASE_PATH}/download-requests/export.csv?${filterQuery({ channel: 'campaign' })}`,
      cookies: { [COOKIE_NAME]: sales.cookie },
      headers: { 'accept-language': 'en' },
    });
    const [titles, row, ...rest] = readCsv(csv.rawPayload);
    expect(rest).toEqual([]);
    expect(titles!.slice(-TOUCH_TITLES.en.length)).toEqual(TOUCH_TITLES.en);
    expect(row!.slice(-12)).toEqual(['Campaign', 'cemat', '', 'expo', '', '', '', '/expo', '', '', '2026-03-01 10:00:00 +08:00', '/expo']);

    const pdf = await englishResumePdf();
    const applicant = { name: 'Jane Smith', phone: '13812345678', email: 'jane@example.com', privacyConsent: 'true' };
    const withTouches = await sendResume(origin, 'add', { fields: { ...applicant, attribution: JSON.stringify(spring) }, file: { name: 'cv.pdf', bytes: pdf } });
    await sendResume(origin, 'add', { fields: applicant, file: { name: 'cv.pdf', bytes: pdf } });
    const resumeId = withTouches.body.data!.resumeId as number;
    expect(ids(await call(test.app, 'GET', `/resumes?${filterQuery({ channel: 'search' })}`, hr))).toEqual([resumeId]);
    expect((await call(test.app, 'GET', `/resumes/${resumeId}`, hr)).json().touches.first).toMatchObject({ channel: 'search', referrerHost: 'www.baidu.com' });
  });
});
