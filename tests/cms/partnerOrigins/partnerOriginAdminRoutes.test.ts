import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGINES, startSecondInstance, type TestApp } from '../../support/testApp';
import { auditActions, call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';

const PARTNER = 'https://partner.example.com';

/** The preflight a partner page's browser sends before it submits a lead. */
const preflight = (app: FastifyInstance, origin: string) =>
  app.inject({
    method: 'OPTIONS',
    url: '/cms/open/api/potentialCustomers/add',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
  });

const allowedOrigin = async (app: FastifyInstance, origin: string) => (await preflight(app, origin)).headers['access-control-allow-origin'];

describe.each(ENGINES)('partner origins on %s', (engine) => {
  let test: StaffTestApp;
  let editor: SignedIn;

  beforeAll(async () => {
    test = await startStaffApp(engine);
    await createStaff(test.app, 'editor@example.com', ['editor']);
    editor = await signIn(test.app, 'editor@example.com');
  });
  afterAll(() => test.close());

  it('lets a partner origin in from the request after it is added, and out from the one after it is removed, without a restart', async () => {
    expect(await allowedOrigin(test.app, PARTNER)).toBeUndefined();

    const added = await call(test.app, 'POST', '/partner-origins', editor, { origin: ' https://Partner.Example.com/ ', note: '经销商官网' });
    expect(added.statusCode).toBe(201);
    const record = added.json();
    expect(record).toMatchObject({ origin: PARTNER, note: '经销商官网', addedBy: 'editor@example.com', addedAt: '2026-03-02T09:00:00.000Z' });
    expect(await allowedOrigin(test.app, PARTNER)).toBe(PARTNER);
    const read = await test.app.inject({ method: 'GET', url: '/cms/open/api/blogroll/list', headers: { origin: PARTNER } });
    expect(read.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    expect(await allowedOrigin(test.app, 'https://other.example.com')).toBeUndefined();

    const list = await call(test.app, 'GET', '/partner-origins', editor);
    expect(list.headers['content-range']).toBe('partner-origins 0-0/1');
    expect(list.json()).toEqual([record]);

    const removed = await call(test.app, 'DELETE', `/partner-origins/${record.id}`, editor);
    expect(removed.statusCode).toBe(200);
    expect(await allowedOrigin(test.app, PARTNER)).toBeUndefined();
    expect((await call(test.app, 'GET', '/partner-origins', editor)).json()).toEqual([]);
    expect((await auditActions(test.app)).filter((action) => action.startsWith('partner-origin.'))).toEqual(['partner-origin.add', 'partner-origin.remove']);
  });

  it.each([
    ['a path', 'https://partner.example.com/shop'],
    ['a query', 'https://partner.example.com?x=1'],
    ['plain http to another machine', 'http://partner.example.com'],
    ['credentials', 'https://user:secret@partner.example.com'],
    ['another scheme', 'ftp://partner.example.com'],
    ['no scheme', 'partner.example.com'],
    ['the opaque origin', 'null'],
    ['a script URL', 'javascript:alert(1)'],
  ])('refuses an origin with %s, saying what an origin is', async (_what, origin) => {
    const response = await call(test.app, 'POST', '/partner-origins', editor, { origin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, msg: '请填写网站的来源地址，如 https://partner.example.com：须为 https（http 仅限本机），不含路径' });
    expect((await call(test.app, 'GET', '/partner-origins', editor)).json()).toEqual([]);
  });

  it('answers the refusal in English to a back office in English', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/cms/admin/api/partner-origins',
      cookies: { staff_session: editor.cookie },
      headers: { 'x-csrf-token': editor.csrfToken, 'accept-language': 'en-US' },
      payload: { origin: 'https://partner.example.com/shop' },
    });
    expect(response.json()).toMatchObject({ code: 400, msg: 'Enter a site origin such as https://partner.example.com: https (http only on this machine), no path' });
  });

  it('takes plain http for this machine only, where a partner page is tried out', async () => {
    const response = await call(test.app, 'POST', '/partner-origins', editor, { origin: 'http://127.0.0.1:5173' });
    expect(response.statusCode).toBe(201);
    expect(await allowedOrigin(test.app, 'http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173');
    await call(test.app, 'DELETE', `/partner-origins/${response.json().id}`, editor);
  });

  it('refuses an origin already listed, and a note too long', async () => {
    const first = await call(test.app, 'POST', '/partner-origins', editor, { origin: PARTNER });
    const again = await call(test.app, 'POST', '/partner-origins', editor, { origin: `${PARTNER}/` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 409, msg: '该来源已在合作伙伴列表中' });
    const long = await call(test.app, 'POST', '/partner-origins', editor, { origin: 'https://long.example.com', note: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ msg: '备注不能超过 200 个字符' });
    await call(test.app, 'DELETE', `/partner-origins/${first.json().id}`, editor);
  });

  it('keeps them from sales and HR', async () => {
    for (const role of ['sales', 'hr']) {
      await createStaff(test.app, `${role}@example.com`, [role]);
      const session = await signIn(test.app, `${role}@example.com`);
      expect((await call(test.app, 'POST', '/partner-origins', session, { origin: PARTNER })).statusCode).toBe(403);
    }
    expect(await allowedOrigin(test.app, PARTNER)).toBeUndefined();
  });
});

describe('partner origins across two instances on postgres', () => {
  let first: StaffTestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await startStaffApp('postgres');
    second = await startSecondInstance(first);
    await createStaff(first.app, 'editor@example.com', ['editor']);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('honours on the other instance an origin added and removed through one', async () => {
    const editor = await signIn(first.app, 'editor@example.com');
    expect(await allowedOrigin(second.app, PARTNER)).toBeUndefined();

    const added = await call(first.app, 'POST', '/partner-origins', editor, { origin: PARTNER });
    expect(added.statusCode).toBe(201);
    await vi.waitFor(async () => expect(await allowedOrigin(second.app, PARTNER)).toBe(PARTNER), { timeout: 5_000, interval: 20 });

    await call(first.app, 'DELETE', `/partner-origins/${added.json().id}`, editor);
    await vi.waitFor(async () => expect(await allowedOrigin(second.app, PARTNER)).toBeUndefined(), { timeout: 5_000, interval: 20 });
  });
});
