import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abroadLead, validLead } from '../../support/leadFixture';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';

const URL_PATH = '/cms/open/api/potentialCustomers/add';

describe.each(ENGINES)('potentialCustomers/add on %s', (engine) => {
  let test: TestApp;
  const post = (body: unknown, headers: Record<string, string> = {}, query = '') =>
    test.app.inject({ method: 'POST', url: `${URL_PATH}${query}`, payload: body as object, headers });
  const countLeads = async () =>
    Number((await test.app.db.selectFrom('potential_customer').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const storedLead = (customersId: number) =>
    test.app.db.selectFrom('potential_customer').selectAll().where('customers_id', '=', customersId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    test = await startTestApp(engine);
  });
  afterAll(() => test.close());

  it('stores a valid lead and answers code 0 with 提交成功', async () => {
    const before = await countLeads();
    const response = await post(validLead);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, msg: '提交成功', data: { customersId: expect.any(Number) } });
    expect(await countLeads()).toBe(before + 1);
    expect(await storedLead(response.json().data.customersId)).toMatchObject({
      customers_name: '王工',
      customers_phone: '13912345678',
      customers_address: '广东省/深圳市/南山区',
      company_name: '星河新能源科技',
      industry: '新能源',
      demand: '电芯成品库立体库改造',
      remark: '希望下周上门沟通',
      language: 'zh',
    });
  });

  it('answers success in English when the visitor reads English', async () => {
    expect((await post(validLead, {}, '?language=en')).json().msg).toBe('Submitted successfully');
    expect((await post(validLead, { 'accept-language': 'en-US,en;q=0.9' })).json().msg).toBe('Submitted successfully');
  });

  it.each([
    ['customersName', '', '请输入联系人', 'Please enter the contact person'],
    // English leads are checked by the English rules (below), which take these two values.
    ['customersName', '九个字的联系人名字', '联系人长度为 1 到 8 个字符', 'The contact person must be at most 40 characters', 'A'.repeat(41)],
    ['companyName', '', '请输入公司名称', 'Please enter the company name'],
    ['industry', '', '请输入行业', 'Please enter the industry'],
    ['demand', '', '请输入需求描述', 'Please enter the requirement'],
    ['demand', 'x'.repeat(101), '需求描述不能超过 100 个字符', 'The requirement must be at most 100 characters'],
    ['remark', 'x'.repeat(101), '备注不能超过 100 个字符', 'The remarks must be at most 100 characters'],
    ['customersPhone', '', '请输入联系电话', 'Please enter the contact number'],
    ['customersPhone', '12912345678', '手机号格式不正确', 'Please enter a valid telephone number, with the country code if outside mainland China', '12345'],
    ['customersAddress', '', '请选择所在城市', 'Please select your city'],
  ])('refuses %s = %j with 400 and the rule’s message in each language', async (field, value, zh, en, englishValue = value) => {
    const before = await countLeads();
    const chinese = await post({ ...validLead, [field]: value });
    expect(chinese.statusCode).toBe(400);
    expect(chinese.json()).toEqual({ code: 400, msg: zh, field });
    const english = await post({ ...validLead, [field]: englishValue }, {}, '?language=en');
    expect(english.json()).toEqual({ code: 400, msg: en, field });
    expect(await countLeads()).toBe(before);
  });

  it('stores a lead from abroad sent in English, with its country and city', async () => {
    const response = await post(abroadLead, {}, '?language=en');
    expect(response.json()).toEqual({ code: 0, msg: 'Submitted successfully', data: { customersId: expect.any(Number) } });
    expect(await storedLead(response.json().data.customersId)).toMatchObject({
      customers_name: 'John Smith',
      customers_phone: '+44 20 7946 0958',
      customers_address: 'United Kingdom/London',
      language: 'en',
    });
    const fromChina = await post({ ...abroadLead, customersAddress: 'China/Guangdong/Shenzhen' }, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(fromChina.json().code).toBe(0);
  });

  it('refuses the same lead sent in Chinese, by the Chinese rules, in Chinese', async () => {
    const before = await countLeads();
    const chinese = await post(abroadLead);
    expect(chinese.statusCode).toBe(400);
    expect(chinese.json()).toEqual({ code: 400, msg: '联系人长度为 1 到 8 个字符', field: 'customersName' });
    const phone = await post({ ...abroadLead, customersName: 'John' }, {}, '?language=zh');
    expect(phone.json()).toEqual({ code: 400, msg: '手机号格式不正确', field: 'customersPhone' });
    const city = await post({ ...abroadLead, customersName: 'John', customersPhone: '13912345678' });
    expect(city.json()).toEqual({ code: 400, msg: '请选择省、市、区三级城市', field: 'customersAddress' });
    expect(await countLeads()).toBe(before);
  });

  it.each([
    ['customersName', 'A'.repeat(41), 'The contact person must be at most 40 characters'],
    ['customersPhone', '12345', 'Please enter a valid telephone number, with the country code if outside mainland China'],
    ['customersAddress', 'United Kingdom', 'Please choose a country and enter your city'],
  ])('refuses %s = %j in English with the English rule’s message', async (field, value, message) => {
    const before = await countLeads();
    const response = await post({ ...abroadLead, [field]: value }, {}, '?language=en');
    expect(response.json()).toEqual({ code: 400, msg: message, field });
    expect(await countLeads()).toBe(before);
  });

  it('takes a 40-character name in English and refuses a 9-character one in Chinese', async () => {
    expect((await post({ ...abroadLead, customersName: 'A'.repeat(40) }, {}, '?language=en')).json().code).toBe(0);
    expect((await post({ ...validLead, customersName: 'Abcdefghi' })).json()).toEqual({ code: 400, msg: '联系人长度为 1 到 8 个字符', field: 'customersName' });
    expect((await post({ ...validLead, customersName: 'Abcdefgh' })).json().code).toBe(0);
  });

  it('turns away a filled honeypot with a clear message and stores nothing', async () => {
    const before = await countLeads();
    const response = await post({ ...validLead, website: 'http://spam.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('提交未被接受，请直接拨打我们的电话联系');
    expect(await countLeads()).toBe(before);
  });

  it('refuses malformed JSON, wrong types, other content types and huge bodies', async () => {
    const malformed = await test.app.inject({
      method: 'POST',
      url: URL_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{"customersName": "王工",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 400, msg: '请求格式不正确' });

    const wrongTypes = await post({ ...validLead, customersPhone: 13912345678, demand: { text: 'x' } });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json()).toMatchObject({ code: 400, field: 'customersPhone' });

    const array = await post([validLead]);
    expect(array.json()).toMatchObject({ code: 400, msg: '请求格式不正确' });

    const text = await test.app.inject({
      method: 'POST',
      url: URL_PATH,
      headers: { 'content-type': 'text/plain' },
      payload: 'name=x',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe(415);

    const huge = await post({ ...validLead, remark: 'x'.repeat(200_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ code: 413, msg: '提交内容过大' });
  });

  it('stores SQL-looking text as text', async () => {
    const sqlish = "'; DROP TABLE potential_customer; --";
    const response = await post({ ...validLead, demand: sqlish, companyName: "O'Reilly 1=1" });
    expect(response.json().code).toBe(0);
    const row = await test.app.db
      .selectFrom('potential_customer')
      .select(['demand', 'company_name'])
      .where('customers_id', '=', response.json().data.customersId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ demand: sqlish, company_name: "O'Reilly 1=1" });
  });

  it('stores a lead once however often it is retried with the same Idempotency-Key', async () => {
    const before = await countLeads();
    const key = `lead-${engine}-${Date.now()}`;
    const first = await post(validLead, { 'idempotency-key': key });
    const again = await post(validLead, { 'idempotency-key': `"${key}"` });
    expect(first.json().code).toBe(0);
    expect(again.json()).toEqual(first.json());
    expect(await countLeads()).toBe(before + 1);

    const reused = await post({ ...validLead, demand: '另一个需求' }, { 'idempotency-key': key });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe(422);
    expect(await countLeads()).toBe(before + 1);

    const invalidKey = await post(validLead, { 'idempotency-key': 'has spaces in it' });
    expect(invalidKey.statusCode).toBe(400);
  });

  it('keeps racing retries with one key to one lead', async () => {
    const before = await countLeads();
    const key = `race-${engine}-${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(validLead, { 'idempotency-key': key })));
    const ids = new Set(answers.map((answer) => answer.json().data?.customersId));
    expect(answers.every((answer) => answer.json().code === 0)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await countLeads()).toBe(before + 1);
  });
});

describe.each(ENGINES)('lead load on %s', (engine) => {
  let test: TestApp;
  let origin: string;

  beforeAll(async () => {
    test = await startTestApp(engine);
    origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => test.close());

  it('answers 200 concurrent submissions over HTTP with code 0 and stores exactly 200', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        fetch(`${origin}${URL_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...validLead, remark: `第 ${index} 条` }),
        }).then((response) => response.json() as Promise<{ code: number }>),
      ),
    );
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(200);
    const { n } = await test.app.db
      .selectFrom('potential_customer')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(200);
  });
});

describe.each(ENGINES)('submission rate limit on %s', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(engine, { submitRateLimitPerMinute: 3 });
  });
  afterAll(() => test.close());

  it('answers 429 in the visitor’s language past the per-address limit, and keeps reads open', async () => {
    const send = (query = '') => test.app.inject({ method: 'POST', url: `${URL_PATH}${query}`, payload: validLead });
    for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(200);
    const refused = await send('?language=en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, msg: 'Too many submissions: please try again later' });
    expect(refused.headers['retry-after']).toBeDefined();
    const read = await test.app.inject({ method: 'GET', url: '/cms/open/api/blogroll/list' });
    expect(read.statusCode).toBe(200);
  });
});
