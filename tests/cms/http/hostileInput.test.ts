import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../contract/api';
import { validLead } from '../../support/leadFixture';
import { brochureFileId } from '../../support/openApi';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';

/** Input no form sends, built by hand: each is the client's mistake, so a 4xx in the envelope. */
describe.each(ENGINES)('hostile input on %s', (engine) => {
  let test: TestApp;
  let fileId: number;
  const count = async (table: 'potential_customer' | 'download_request' | 'resume') =>
    Number((await test.app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    test = await startTestApp(engine);
    fileId = await brochureFileId(test.app);
  });
  afterAll(() => test.close());

  it.each([123, null, [], {}, true, ['x'], ' spam '])('turns away a honeypot of %j as a bot, storing nothing', async (website) => {
    const person = { name: '赵敏', phone: '13600001111', company: '东方制造', email: 'zhao@example.cn', fileId, privacyConsent: true };
    for (const [path, body, table] of [
      ['potentialCustomers/add', { ...validLead, website }, 'potential_customer'],
      ['customersDownload/add', { ...person, website }, 'download_request'],
    ] as const) {
      const before = await count(table);
      const response = await test.app.inject({ method: 'POST', url: `${API_BASE_PATH}/${path}?language=en`, payload: body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: 'Your submission was not accepted: please call us directly' });
      expect(await count(table)).toBe(before);
    }
  });

  it('refuses a field of the wrong type with its own field and a message, not a 500', async () => {
    const response = await test.app.inject({ method: 'POST', url: `${API_BASE_PATH}/potentialCustomers/add`, payload: { ...validLead, source: 42 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: '请求格式不正确', field: 'source' });
  });

  const resumeHead = '--abc\r\nContent-Disposition: form-data; name="file"; filename="cv.txt"\r\nContent-Type: text/plain\r\n\r\n';
  it.each([
    ['not multipart at all', 'multipart/form-data; boundary=abc', 'garbage'],
    ['no boundary', 'multipart/form-data', '--abc\r\n'],
    ['truncated in a part', 'multipart/form-data; boundary=abc', `${resumeHead}Jane Smith 13912345678`],
    ['a part without headers', 'multipart/form-data; boundary=abc', '--abc\r\n\r\n\r\n--abc--\r\n'],
    ['only the closing boundary', 'multipart/form-data; boundary=abc', '--abc--\r\n'],
  ])('answers a multipart body that is %s with 400 in the envelope and stores nothing', async (_case, contentType, payload) => {
    const before = await count('resume');
    for (const call of ['add', 'parse']) {
      const response = await test.app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/job/resume/${call}?language=en`,
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(400);
      expect(response.json().msg).toMatch(/^(The request is malformed|Please upload your resume file)$/);
    }
    expect(await count('resume')).toBe(before);
  });

  it('answers a JSON body on a multipart call with 415 in the envelope', async () => {
    const response = await test.app.inject({ method: 'POST', url: `${API_BASE_PATH}/job/resume/add`, payload: { name: 'x' } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 415, msg: '不支持的请求格式' });
  });

  it.each(['classifyId=1&classifyId=2', 'classifyId=1&pageNum=1&pageNum=2', 'classifyId=1&tagIds=1&tagIds=2'])(
    'refuses a read parameter given twice (%s) with 400',
    async (query) => {
      const response = await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/article/list?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: '请求格式不正确' });
    },
  );
});
