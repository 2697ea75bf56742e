import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSettings, SALES } from '../../support/notifyingApp';
import { ENGINES } from '../../support/testApp';
import { call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';

describe.each(ENGINES)('the spam score of download requests on %s', (engine) => {
  let test: StaffTestApp;
  let sales: SignedIn;
  let fileId: number;
  const person = { name: '赵敏', phone: '13600001111', company: '东方制造', email: 'zhao@example.cn', privacyConsent: true };

  const post = async (body: object) => {
    const response = await test.app.inject({ method: 'POST', url: '/cms/open/api/customersDownload/add', payload: { ...body, fileId } });
    // The visitor gets the brochure whatever the score: a script learns nothing from the answer.
    expect(response.json()).toMatchObject({ code: 0, data: { fileName: 'brochure.pdf' } });
    return Number((await test.app.db.selectFrom('download_request').select('request_id').orderBy('request_id', 'desc').executeTakeFirstOrThrow()).request_id);
  };
  const outboxOf = (id: number) =>
    test.app.db.selectFrom('notification_outbox').select('target').where('kind', '=', 'download_request').where('submission_id', '=', id).execute();

  beforeAll(async () => {
    test = await startStaffApp(engine, { notifications: notificationSettings(undefined) });
    await createStaff(test.app, 'sales@example.com', ['sales'], undefined, '陈销售');
    sales = await signIn(test.app, 'sales@example.com');
    fileId = (await test.app.db.insertInto('stored_file')
      .values({ file_name: 'brochure.pdf', stored_name: 'brochure-1.pdf', mime_type: 'application/pdf', size_bytes: 10, created_at: '2026-03-01T00:00:00.000Z' })
      .returning('file_id').executeTakeFirstOrThrow()).file_id;
  });
  afterAll(() => test.close());

  it('stores an ordinary request as new with score 0, and tells sales of it', async () => {
    const id = await post(person);
    const record = (await call(test.app, 'GET', `/download-requests/${id}`, sales)).json();
    expect(record).toMatchObject({ status: 'new', spamScore: 0, spamReasons: [] });
    expect(await outboxOf(id)).toEqual([{ target: SALES }]);
  });

  it('lands a request whose company is a link in a third script as spam with its reasons, and tells no one', async () => {
    const id = await post({ ...person, company: 'Продвижение seo-top.ru', phone: '13900000000' });
    const record = (await call(test.app, 'GET', `/download-requests/${id}`, sales)).json();
    expect(record).toMatchObject({
      status: 'spam',
      spamScore: 90,
      spamReasons: [{ signal: 'links', points: 35, count: 1 }, { signal: 'companyScript', points: 30 }, { signal: 'phonePattern', points: 25 }],
    });
    expect(await outboxOf(id)).toEqual([]);
  });

  it('records sales\' Not spam and Spam marks on download requests, with the score then', async () => {
    const flagged = await post({ ...person, name: 'www.cheap.top', company: 'Купить продвижение seo.ru' });
    const ordinary = await post({ ...person, name: '钱伟' });
    expect((await call(test.app, 'PUT', `/download-requests/${flagged}`, sales, { status: 'new' })).statusCode).toBe(200);
    expect((await call(test.app, 'PUT', `/download-requests/${ordinary}`, sales, { status: 'contacted' })).statusCode).toBe(200);
    expect((await call(test.app, 'PUT', `/download-requests/${ordinary}`, sales, { status: 'spam' })).statusCode).toBe(200);
    const marks = await test.app.db.selectFrom('spam_mark').select(['submission_kind', 'submission_id', 'verdict', 'score']).orderBy('mark_id').execute();
    expect(marks).toEqual([
      { submission_kind: 'download_request', submission_id: flagged, verdict: 'not_spam', score: 80 },
      { submission_kind: 'download_request', submission_id: ordinary, verdict: 'spam', score: 0 },
    ]);
  });
});
