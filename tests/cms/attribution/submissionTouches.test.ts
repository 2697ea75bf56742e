import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../contract/api';
import type { Attribution } from '../../../contract/attribution';
import { deleteSubmissions } from '../../../cms/privacy/personalData';
import { validLead } from '../../support/leadFixture';
import { brochureFileId } from '../../support/openApi';
import { englishResumePdf } from '../../support/resumeFiles';
import { sendResume } from '../../support/resumeUpload';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';

const PARTNER = 'https://partner.example';

/** A visitor who found the site on Baidu, and came back weeks later through a paid campaign link on a partner's page. */
const attribution: Attribution = {
  first: { referrerHost: 'www.baidu.com', landingPage: '/products?id=3', deviceClass: 'mobile', touchedAt: '2026-02-01T02:00:00.000Z' },
  last: {
    utmSource: 'baidu',
    utmMedium: 'cpc',
    utmCampaign: 'cemat-2026',
    utmTerm: '立体库',
    utmContent: 'banner-a',
    landingPage: '/?utm_campaign=cemat-2026',
    deviceClass: 'desktop',
    touchedAt: '2026-03-01T02:00:00.000Z',
  },
  sentFromPage: '/caseDetails?id=42',
};

describe.each(ENGINES)('submission touches on %s', (engine) => {
  let test: TestApp;
  let origin: string;
  const postLead = (body: object, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'POST', url: `${API_BASE_PATH}/potentialCustomers/add`, payload: body, headers });
  const touches = (kind: string, id: number) =>
    test.app.db.selectFrom('submission_touch').selectAll().where('submission_kind', '=', kind).where('submission_id', '=', id).orderBy('touch').execute();
  const leadId = async (body: object, headers: Record<string, string> = {}) => {
    const response = await postLead(body, headers);
    expect(response.json()).toMatchObject({ code: 0 });
    return response.json().data.customersId as number;
  };

  beforeAll(async () => {
    test = await startTestApp(engine, { corsOrigins: [PARTNER] });
    origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => test.close());

  it('stores a lead’s first and last touch, each with the channel the CMS derives', async () => {
    const id = await leadId({ ...validLead, attribution });
    const [first, last] = await touches('lead', id);
    expect(first).toMatchObject({
      touch: 'first', channel: 'search', referrer_host: 'www.baidu.com', landing_page: '/products?id=3', device_class: 'mobile',
      utm_campaign: '', partner_origin: '', sent_from_page: '/caseDetails?id=42', touched_at: '2026-02-01T02:00:00.000Z',
    });
    expect(last).toMatchObject({
      touch: 'last', channel: 'paid', utm_source: 'baidu', utm_medium: 'cpc', utm_campaign: 'cemat-2026', utm_term: '立体库',
      utm_content: 'banner-a', landing_page: '/?utm_campaign=cemat-2026', sent_from_page: '/caseDetails?id=42', device_class: 'desktop',
    });
  });

  it('takes the partner page from the request’s Origin, and a recorded one only when it is a partner’s', async () => {
    const id = await leadId(
      {
        ...validLead,
        attribution: {
          first: { partnerOrigin: 'https://stranger.example', touchedAt: '2026-02-01T02:00:00.000Z' },
          last: { touchedAt: '2026-03-01T02:00:00.000Z' },
        },
      },
      { origin: PARTNER },
    );
    const [first, last] = await touches('lead', id);
    expect(first).toMatchObject({ partner_origin: '', channel: 'direct' });
    expect(last).toMatchObject({ partner_origin: PARTNER, channel: 'partner' });
  });

  it('counts the last touch as the first when the browser kept none, and no touch later than the submission', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const before = new Date().toISOString();
    const id = await leadId({ ...validLead, attribution: { last: { referrerHost: 'mp.weixin.qq.com', touchedAt: future } } });
    const rows = await touches('lead', id);
    expect(rows.map((row) => [row.touch, row.channel, row.referrer_host])).toEqual([
      ['first', 'social', 'mp.weixin.qq.com'],
      ['last', 'social', 'mp.weixin.qq.com'],
    ]);
    const lead = await test.app.db.selectFrom('potential_customer').select('created_at').where('customers_id', '=', id).executeTakeFirstOrThrow();
    expect(rows.every((row) => row.touched_at === lead.created_at && row.touched_at >= before)).toBe(true);
  });

  it('stores the lead without touches when the attribution is absent or malformed', async () => {
    const without = await leadId(validLead);
    expect(await touches('lead', without)).toEqual([]);
    const malformed = await leadId({ ...validLead, attribution: { last: { deviceClass: 'fridge', touchedAt: 'yesterday' } } });
    expect(await touches('lead', malformed)).toEqual([]);
  });

  it('cuts an overlong value rather than refusing the lead', async () => {
    const id = await leadId({ ...validLead, attribution: { last: { utmCampaign: 'x'.repeat(5_000), touchedAt: '2026-03-01T02:00:00.000Z' } } });
    const [, last] = await touches('lead', id);
    expect(last!.utm_campaign).toBe('x'.repeat(300));
  });

  it('stores the touches of a download request and of a resume (a multipart field of JSON)', async () => {
    const fileId = await brochureFileId(test.app);
    const download = await test.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/customersDownload/add`,
      payload: { name: '赵敏', phone: '13600001111', company: '东方制造', email: 'zhao@example.cn', fileId, privacyConsent: true, attribution },
    });
    expect(download.json()).toMatchObject({ code: 0 });
    const request = await test.app.db.selectFrom('download_request').select('request_id').orderBy('request_id', 'desc').executeTakeFirstOrThrow();
    expect((await touches('download_request', request.request_id)).map((row) => row.channel)).toEqual(['search', 'paid']);

    const resume = await sendResume(origin, 'add', {
      fields: { name: 'Jane Smith', phone: '13812345678', email: 'jane@example.com', privacyConsent: 'true', attribution: JSON.stringify(attribution) },
      file: { name: 'cv.pdf', bytes: await englishResumePdf() },
    });
    expect(resume.body).toMatchObject({ code: 0 });
    const resumeId = resume.body.data!.resumeId as number;
    expect((await touches('resume', resumeId)).map((row) => [row.touch, row.utm_campaign])).toEqual([
      ['first', ''],
      ['last', 'cemat-2026'],
    ]);
  });

  it('deletes the touches with their submission and leaves the others', async () => {
    const gone = await leadId({ ...validLead, attribution });
    const kept = await leadId({ ...validLead, attribution });
    await deleteSubmissions(test.app.db, { leadIds: [gone], downloadRequestIds: [], resumeIds: [] });
    expect(await touches('lead', gone)).toEqual([]);
    expect(await touches('lead', kept)).toHaveLength(2);
  });
});
