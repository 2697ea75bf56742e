import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abroadLead, validLead } from '../../support/leadFixture';
import { notificationSettings, SALES } from '../../support/notifyingApp';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';

const URL_PATH = '/cms/open/api/potentialCustomers/add';

describe.each(ENGINES)('the spam score of leads on %s', (engine) => {
  let test: TestApp;
  // Each test's text is its own, so earlier tests' leads are not repeats of it.
  let serial = 0;
  const fresh = (words: string) => `${words} ${(serial += 1)}号`;

  const post = async (lead: object, language: 'zh' | 'en' = 'zh') => {
    const response = await test.app.inject({ method: 'POST', url: `${URL_PATH}?language=${language}`, payload: lead });
    expect(response.json()).toMatchObject({ code: 0 });
    return response.json().data.customersId as number;
  };
  const stored = async (id: number) => {
    const row = await test.app.db
      .selectFrom('potential_customer')
      .select(['status', 'spam_score', 'spam_reasons', 'text_fingerprint'])
      .where('customers_id', '=', id)
      .executeTakeFirstOrThrow();
    return { status: row.status, score: row.spam_score, reasons: JSON.parse(row.spam_reasons) as unknown[], fingerprint: row.text_fingerprint };
  };
  const outboxOf = (id: number) =>
    test.app.db.selectFrom('notification_outbox').select('target').where('kind', '=', 'lead').where('submission_id', '=', id).execute();

  beforeAll(async () => {
    // A sales mailbox but no SMTP server: rows wait in the outbox, where the test reads them.
    test = await startTestApp(engine, { seed: undefined, notifications: notificationSettings(undefined) });
  });
  afterAll(() => test.close());

  it('stores an ordinary lead as new with score 0, and tells sales of it', async () => {
    const id = await post({ ...validLead, demand: fresh('电芯成品库立体库改造'), formOpenMs: 64_000 });
    expect(await stored(id)).toEqual({ status: 'new', score: 0, reasons: [], fingerprint: expect.any(String) });
    expect(await outboxOf(id)).toEqual([{ target: SALES }]);
  });

  it('records links in the text as a reason, under the threshold alone', async () => {
    const id = await post({ ...validLead, remark: fresh('详见 www.cheap-racks.top 报价') });
    expect(await stored(id)).toMatchObject({ status: 'new', score: 35, reasons: [{ signal: 'links', points: 35, count: 1 }] });
  });

  it('records a company and a message in a script the language does not use', async () => {
    const id = await post({ ...validLead, companyName: 'ООО Ромашка', demand: fresh('电芯成品库立体库改造') });
    expect(await stored(id)).toMatchObject({ score: 30, reasons: [{ signal: 'companyScript', points: 30 }] });
    const english = await post({ ...abroadLead, demand: fresh('Продвижение сайтов недорого'), remark: '' }, 'en');
    expect(await stored(english)).toMatchObject({ score: 30, reasons: [{ signal: 'textScript', points: 30 }] });
  });

  it('takes a Chinese mobile with an English lead as it is', async () => {
    const id = await post({ ...abroadLead, customersPhone: '13912345678', demand: fresh('An automated cold store') }, 'en');
    expect(await stored(id)).toMatchObject({ status: 'new', score: 0 });
  });

  it('records a made-up phone number, and a form sent too fast when the widget says how long it was open', async () => {
    const phone = await post({ ...validLead, customersPhone: '13800000000', demand: fresh('电芯成品库立体库改造') });
    expect(await stored(phone)).toMatchObject({ score: 25, reasons: [{ signal: 'phonePattern', points: 25 }] });
    const fast = await post({ ...validLead, demand: fresh('电芯成品库立体库改造'), formOpenMs: 5_000 });
    expect(await stored(fast)).toMatchObject({ score: 15, reasons: [{ signal: 'fastFill', points: 15, count: 5 }] });
  });

  it('refuses a form time that is not a whole number of milliseconds, and stores nothing', async () => {
    const response = await test.app.inject({ method: 'POST', url: URL_PATH, payload: { ...validLead, formOpenMs: 'soon' } });
    expect(response.statusCode).toBe(400);
  });

  it('counts earlier copies of the same text, whatever the spacing and punctuation, within the window', async () => {
    const text = fresh('我们提供专业的网站推广服务欢迎合作');
    const first = await post({ ...validLead, demand: text });
    const second = await post({ ...validLead, demand: ` ${text}！`, customersPhone: '13912340000' });
    const third = await post({ ...validLead, demand: text.toUpperCase() });
    expect((await stored(first)).score).toBe(0);
    expect(await stored(second)).toMatchObject({ score: 20, reasons: [{ signal: 'repeatedText', points: 20, count: 1 }] });
    expect(await stored(third)).toMatchObject({ score: 30, reasons: [{ signal: 'repeatedText', points: 30, count: 2 }] });
    expect((await stored(second)).fingerprint).toBe((await stored(first)).fingerprint);
    // A copy older than the window is not counted.
    await test.app.db.updateTable('potential_customer').set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('customers_id', 'in', [first, second, third]).execute();
    expect((await stored(await post({ ...validLead, demand: text }))).score).toBe(0);
  });

  it('lands a lead at or above the threshold as spam with its reasons, stored, and tells no one', async () => {
    const id = await post({ ...validLead, remark: fresh('访问 http://seo.example.com 获取排名'), formOpenMs: 1_500 });
    expect(await stored(id)).toEqual({
      status: 'spam',
      score: 75,
      reasons: [{ signal: 'links', points: 35, count: 1 }, { signal: 'fastFill', points: 40, count: 2 }],
      fingerprint: expect.any(String),
    });
    expect(await outboxOf(id)).toEqual([]);
  });
});

describe('the spam threshold', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp('sqlite', { seed: undefined, spamThreshold: 35 });
  });
  afterAll(() => test.close());

  it('is the configured one: a lead scoring exactly it lands as spam', async () => {
    const response = await test.app.inject({ method: 'POST', url: URL_PATH, payload: { ...validLead, remark: '见 www.example.com' } });
    const row = await test.app.db.selectFrom('potential_customer').select(['status', 'spam_score'])
      .where('customers_id', '=', response.json().data.customersId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'spam', spam_score: 35 });
  });
});
