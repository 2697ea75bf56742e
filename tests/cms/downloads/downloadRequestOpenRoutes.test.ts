import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brochureFileId } from '../../support/openApi';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';

const API = '/cms/open/api';

describe.each(ENGINES)('customersDownload/add on %s', (engine) => {
  let test: TestApp;
  let fileId: number;
  const person = { name: '赵敏', phone: '13600001111', company: '东方制造', email: 'zhao@example.cn', privacyConsent: true };
  const post = (body: object, query = '') =>
    test.app.inject({ method: 'POST', url: `${API}/customersDownload/add${query}`, payload: body });

  beforeAll(async () => {
    test = await startTestApp(engine);
    fileId = await brochureFileId(test.app);
  });
  afterAll(() => test.close());

  it('records who asked for which file and answers a link that downloads it', async () => {
    const response = await post({ ...person, fileId });
    expect(response.json()).toMatchObject({ code: 0, msg: '提交成功', data: { downloadUrl: expect.stringMatching(/^\/cms\/static\/files\/.+\.pdf$/) } });
    const file = await test.app.inject({ method: 'GET', url: response.json().data.downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const rows = await test.app.db.selectFrom('download_request').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: '赵敏', phone: '13600001111', company: '东方制造', email: 'zhao@example.cn', file_id: fileId });
  });

  it('takes a telephone number from abroad (the brochure is for English visitors too)', async () => {
    const response = await post({ ...person, name: 'Jane Smith', phone: '+44 20 7946 0958', fileId }, '?language=en');
    expect(response.json()).toMatchObject({ code: 0 });
    const rows = await test.app.db.selectFrom('download_request').selectAll().where('name', '=', 'Jane Smith').execute();
    expect(rows.map((row) => row.phone)).toEqual(['+44 20 7946 0958']);
  });

  it('records a request once when retried with one Idempotency-Key', async () => {
    const count = async () => (await test.app.db.selectFrom('download_request').selectAll().execute()).length;
    const before = await count();
    const headers = { 'idempotency-key': `download-${engine}-${Date.now()}` };
    const send = () => test.app.inject({ method: 'POST', url: `${API}/customersDownload/add`, payload: { ...person, fileId }, headers });
    const first = await send();
    const second = await send();
    expect(first.json().code).toBe(0);
    expect(second.json()).toEqual(first.json());
    expect(await count()).toBe(before + 1);
  });

  it('refuses missing fields and unknown files with a message, storing nothing', async () => {
    const before = (await test.app.db.selectFrom('download_request').selectAll().execute()).length;
    expect((await post({ ...person, company: '' })).json()).toEqual({ code: 400, msg: '请填写公司名称', field: 'company' });
    expect((await post({ ...person, email: 'x' }, '?language=en')).json()).toEqual({ code: 400, msg: 'The email format is incorrect', field: 'email' });
    expect((await post({ ...person, phone: 'call me' })).json()).toEqual({ code: 400, msg: '电话号码格式不正确', field: 'phone' });
    const unknown = await post({ ...person, fileId: 987654 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, field: 'fileId' });
    expect((await test.app.db.selectFrom('download_request').selectAll().execute()).length).toBe(before);
  });
});
