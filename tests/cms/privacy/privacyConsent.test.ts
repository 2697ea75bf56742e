import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../contract/api';
import type { SiteSettings } from '../../../contract/entities/site';
import { RETENTION_DEFAULTS } from '../../../cms/privacy/retentionPeriods';
import { validLead } from '../../support/leadFixture';
import { brochureFileId } from '../../support/openApi';
import { englishResumePdf } from '../../support/resumeFiles';
import { ENGINES, filesIn, startTestApp, type TestApp } from '../../support/testApp';

type Envelope = { code: number; msg: string; field?: string; data?: Record<string, number> };
type Table = 'potential_customer' | 'resume' | 'download_request';

const REFUSED = {
  zh: { code: 400, msg: '请阅读并勾选同意《隐私政策》', field: 'privacyConsent' },
  en: { code: 400, msg: 'Please read and agree to the Privacy Notice', field: 'privacyConsent' },
};

describe.each(ENGINES)('privacy consent on %s', (engine) => {
  let test: TestApp;
  let origin: string;
  let pdf: Uint8Array;
  let fileId: number;

  const settings = async (language: 'zh' | 'en') =>
    ((await (await fetch(`${origin}${API_BASE_PATH}/site/settings?language=${language}`)).json()) as { data: SiteSettings }).data;

  const postJson = async (path: string, body: object, query = '') => {
    const response = await fetch(`${origin}${API_BASE_PATH}/${path}${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Envelope };
  };
  const postResume = async (fields: Record<string, string>, query = '') => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(pdf)]), 'cv.pdf');
    const response = await fetch(`${origin}${API_BASE_PATH}/job/resume/add${query}`, { method: 'POST', body: form });
    return { status: response.status, body: (await response.json()) as Envelope };
  };

  const { privacyConsent: _consent, ...leadWithoutConsent } = validLead;
  const applicant = { name: 'Jane Smith', phone: '13812345678', email: 'jane.smith@example.com' };
  const downloader = { name: '赵敏', phone: '13600001111', company: '东方制造', email: 'zhao@example.cn' };
  /** The three calls, each with a body lacking the consent and a way to add it. */
  const calls = () => [
    { table: 'potential_customer' as const, idColumn: 'customers_id' as const, send: (consent: Record<string, unknown>, query?: string) => postJson('potentialCustomers/add', { ...leadWithoutConsent, ...consent }, query) },
    { table: 'resume' as const, idColumn: 'resume_id' as const, send: (consent: Record<string, unknown>, query?: string) => postResume({ ...applicant, ...(consent as Record<string, string>) }, query) },
    { table: 'download_request' as const, idColumn: 'request_id' as const, send: (consent: Record<string, unknown>, query?: string) => postJson('customersDownload/add', { ...downloader, fileId, ...consent }, query) },
  ];
  const count = async (table: Table) => (await test.app.db.selectFrom(table).selectAll().execute()).length;

  beforeAll(async () => {
    test = await startTestApp(engine);
    origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
    pdf = await englishResumePdf();
    fileId = await brochureFileId(test.app);
  });
  afterAll(() => test.close());

  it.each([
    ['absent', {}],
    ['false', { privacyConsent: false }],
    ['not the word true', { privacyConsent: 'yes' }],
  ])('refuses each of the three calls when the consent is %s, in the request’s language, storing nothing', async (_case, consent) => {
    for (const call of calls()) {
      const before = await count(call.table);
      const chinese = await call.send(consent);
      expect(chinese).toEqual({ status: 400, body: REFUSED.zh });
      const english = await call.send(consent, '?language=en');
      expect(english).toEqual({ status: 400, body: REFUSED.en });
      expect(await count(call.table)).toBe(before);
    }
    expect(await filesIn(test.app.storage.resumesDir)).toEqual([]);
  });

  it('stores with each lead, resume and download request the notice’s current version, the time and the address of the consent', async () => {
    const { privacyNoticeVersion } = await settings('zh');
    expect(privacyNoticeVersion).not.toBe('');
    // The resume's multipart field is text; the JSON calls take a boolean.
    const consents = [{ privacyConsent: true }, { privacyConsent: 'true' }, { privacyConsent: true }];
    for (const [index, call] of calls().entries()) {
      const sentAfter = new Date().toISOString();
      const answer = await call.send(consents[index]!);
      const answeredBefore = new Date().toISOString();
      expect(answer.body.code).toBe(0);
      // The newest row: the download call answers a link, not an id.
      const row = await test.app.db
        .selectFrom(call.table)
        .select(['privacy_notice_version', 'privacy_consented_at', 'privacy_consent_ip'])
        .orderBy(call.idColumn as never, 'desc')
        .executeTakeFirstOrThrow();
      expect(row.privacy_notice_version).toBe(privacyNoticeVersion);
      expect(row.privacy_consent_ip).toBe('127.0.0.1');
      expect(row.privacy_consented_at! >= sentAfter && row.privacy_consented_at! <= answeredBefore).toBe(true);
    }
  });

  it('records the version in force when the notice changes', async () => {
    await test.app.db.updateTable('site_setting').set({ setting_value: '2027-01-15' }).where('setting_key', '=', 'privacyNoticeVersion').execute();
    const answer = await postJson('potentialCustomers/add', validLead);
    const row = await test.app.db
      .selectFrom('potential_customer')
      .select('privacy_notice_version')
      .where('customers_id', '=', answer.body.data!.customersId!)
      .executeTakeFirstOrThrow();
    expect(row.privacy_notice_version).toBe('2027-01-15');
  });

  it('serves the notice in both languages with the site settings: who, what, how long, how to withdraw', async () => {
    for (const language of ['zh', 'en'] as const) {
      const { privacyNotice, marketingEmail, phoneZh, companyName } = await settings(language);
      expect(privacyNotice).toContain(companyName);
      expect(privacyNotice).toContain(marketingEmail);
      expect(privacyNotice).toContain(phoneZh);
      expect(privacyNotice).toContain(String(RETENTION_DEFAULTS.leadMonths));
      expect(privacyNotice).toContain(String(RETENTION_DEFAULTS.resumeMonths));
      expect(privacyNotice.split('\n\n').length).toBeGreaterThan(3);
    }
  });
});
