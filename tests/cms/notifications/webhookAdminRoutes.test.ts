import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/testApp';
import { auditRows } from '../../support/inbox';
import { call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';

const CRM = 'https://crm.example.com/hooks/leads';

describe.each(ENGINES)('webhook endpoints in the admin API on %s', (engine) => {
  let test: StaffTestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    test = await startStaffApp(engine);
    await createStaff(test.app, 'admin@example.com', ['admin']);
    admin = await signIn(test.app, 'admin@example.com');
  });
  afterAll(() => test.close());

  it('answers the secret once, when the endpoint is created, and never again', async () => {
    const created = await call(test.app, 'POST', '/webhooks', admin, { url: CRM, description: '  销售 CRM  ' });
    expect(created.statusCode).toBe(201);
    const endpoint = created.json();
    expect(endpoint).toEqual({
      id: expect.any(Number),
      url: CRM,
      description: '销售 CRM',
      enabled: true,
      createdAt: '2026-03-02T09:00:00.000Z',
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    expect(Buffer.from(endpoint.secret.slice('whsec_'.length), 'base64').length).toBeGreaterThanOrEqual(24);

    const answers = [
      await call(test.app, 'GET', '/webhooks', admin),
      await call(test.app, 'GET', `/webhooks/${endpoint.id}`, admin),
      await call(test.app, 'PUT', `/webhooks/${endpoint.id}`, admin, { ...endpoint, description: 'CRM', enabled: false }),
      await call(test.app, 'GET', '/audit-log', admin),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(endpoint.secret);
      expect(answer.body).not.toContain('"secret"');
    }
    const { secret: _secret, ...withoutSecret } = endpoint;
    expect(answers[1]!.json()).toEqual(withoutSecret);
    expect(answers[2]!.json()).toEqual({ ...withoutSecret, description: 'CRM', enabled: false });

    const other = (await call(test.app, 'POST', '/webhooks', admin, { url: `${CRM}/2` })).json();
    expect(other.secret).not.toBe(endpoint.secret);
    expect(other.description).toBe('');
  });

  it('lists endpoints the simple-REST way and removes one', async () => {
    const { id } = (await call(test.app, 'POST', '/webhooks', admin, { url: `${CRM}/list`, description: 'list' })).json();
    const list = await call(test.app, 'GET', '/webhooks?sort=["id","DESC"]&range=[0,0]', admin);
    const total = Number((await test.app.db.selectFrom('webhook_endpoint').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(list.headers['content-range']).toBe(`webhooks 0-0/${total}`);
    expect(list.json()).toEqual([expect.objectContaining({ id, url: `${CRM}/list` })]);

    const removed = await call(test.app, 'DELETE', `/webhooks/${id}`, admin);
    expect(removed.json()).toMatchObject({ id, url: `${CRM}/list` });
    expect((await call(test.app, 'GET', `/webhooks/${id}`, admin)).statusCode).toBe(404);
    expect((await call(test.app, 'PUT', `/webhooks/${id}`, admin, { url: CRM, description: '', enabled: true })).statusCode).toBe(404);
    expect((await call(test.app, 'DELETE', `/webhooks/${id}`, admin)).statusCode).toBe(404);
  });

  it.each([
    ['plain http to another host', 'http://crm.example.com/hooks'],
    ['another scheme', 'ftp://crm.example.com/hooks'],
    ['credentials in the URL', 'https://user:pass@crm.example.com/hooks'],
    ['no URL at all', 'crm.example.com/hooks'],
  ])('refuses %s', async (_case, url) => {
    const before = await test.app.db.selectFrom('webhook_endpoint').select('webhook_id').execute();
    const response = await call(test.app, 'POST', '/webhooks', admin, { url, description: 'CRM' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: '请填写以 https:// 开头的有效地址（http 仅限本机或已允许时）', field: 'url' });
    expect(await test.app.db.selectFrom('webhook_endpoint').select('webhook_id').execute()).toEqual(before);
  });

  it('accepts plain http on loopback, where a local receiver listens', async () => {
    for (const url of ['http://127.0.0.1:8080/hooks', 'http://localhost/hooks', 'http://[::1]:9000/']) {
      expect((await call(test.app, 'POST', '/webhooks', admin, { url })).statusCode, url).toBe(201);
    }
  });

  it('refuses every change without the CSRF token, changing nothing', async () => {
    const { id } = (await call(test.app, 'POST', '/webhooks', admin, { url: `${CRM}/csrf` })).json();
    const { cookie } = admin;
    for (const [method, path, body] of [
      ['POST', '/webhooks', { url: `${CRM}/forged` }],
      ['PUT', `/webhooks/${id}`, { url: `${CRM}/forged`, description: '', enabled: false }],
      ['DELETE', `/webhooks/${id}`, undefined],
    ] as const) {
      const response = await call(test.app, method, path, { cookie }, body);
      expect(response.statusCode, method).toBe(403);
      expect(response.json()).toEqual({ code: 403, msg: '页面已过期，请刷新后重试' });
    }
    expect((await call(test.app, 'GET', `/webhooks/${id}`, admin)).json()).toMatchObject({ url: `${CRM}/csrf`, enabled: true });
    expect(await test.app.db.selectFrom('webhook_endpoint').select('url').where('url', '=', `${CRM}/forged`).execute()).toEqual([]);
  });

  it('audits every call with the endpoint as target', async () => {
    const { id } = (await call(test.app, 'POST', '/webhooks', admin, { url: `${CRM}/audit` })).json();
    await call(test.app, 'GET', `/webhooks/${id}`, admin);
    await call(test.app, 'PUT', `/webhooks/${id}`, admin, { url: `${CRM}/audit`, description: '', enabled: false });
    await call(test.app, 'DELETE', `/webhooks/${id}`, admin);
    for (const action of ['webhook.create', 'webhook.read', 'webhook.update', 'webhook.delete']) {
      expect(await auditRows(test.app, action), action).toContainEqual(expect.objectContaining({ actor: 'admin@example.com', target: `webhook:${id}` }));
    }
    expect((await auditRows(test.app, 'webhook.list')).length).toBeGreaterThan(0);
  });
});
