import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_BASE_PATH } from '../../../contract/adminApi';
import { ENGINES } from '../../support/testApp';
import { disableStaffAccount } from '../../../cms/staff/staffAccounts';
import { auditActions, call, COOKIE_NAME, createStaff, PASSWORD, signIn, signInRequest, startStaffApp, type StaffTestApp } from '../../support/staffApp';

describe.each(ENGINES)('staff sign-in on %s', (engine) => {
  let test: StaffTestApp;

  beforeAll(async () => {
    test = await startStaffApp(engine);
    await createStaff(test.app, 'editor@example.com', ['editor']);
    await createStaff(test.app, 'gone@example.com', ['sales']);
    await disableStaffAccount(test.app.db, 'gone@example.com', new Date());
  });
  afterAll(() => test.close());

  it('signs in, answers who and the CSRF token, and sets an HttpOnly SameSite=Strict session cookie on /', async () => {
    const response = await signInRequest(test.app, '  Editor@Example.com ', PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      msg: '操作成功',
      data: { email: 'editor@example.com', roles: ['editor'], csrfToken: expect.any(String) },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = response.cookies.find((c) => c.name === COOKIE_NAME);
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Strict' });
    expect(cookie?.secure).toBeFalsy();
    // A browser-session cookie: the server, not the cookie's lifetime, ends the session.
    expect(cookie?.expires).toBeUndefined();
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.domain).toBeUndefined();

    const me = await call(test.app, 'GET', '/session', { cookie: cookie!.value });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: 'editor@example.com', roles: ['editor'] });
  });

  it('stores the password as Argon2id with m=19 MiB, t=2, p=1, and the session id only as a hash', async () => {
    const { password_hash } = await test.app.db.selectFrom('staff_user').select('password_hash').where('email', '=', 'editor@example.com').executeTakeFirstOrThrow();
    expect(password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const { cookie } = await signIn(test.app, 'editor@example.com');
    const sessionId = decodeURIComponent(cookie).split('.')[0]!;
    const rows = await test.app.db.selectFrom('staff_session').select('id_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.id_hash)).not.toContain(sessionId);
  });

  it('answers one generic 401 for a wrong password, an unknown e-mail and a disabled account', async () => {
    const answers = await Promise.all([
      signInRequest(test.app, 'editor@example.com', 'not the password at all'),
      signInRequest(test.app, 'nobody@example.com', PASSWORD),
      signInRequest(test.app, 'gone@example.com', PASSWORD),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, msg: '邮箱或密码不正确' });
      expect(response.cookies.find((c) => c.name === COOKIE_NAME)).toBeUndefined();
    }
    const english = await signInRequest(test.app, 'nobody@example.com', PASSWORD, { headers: { 'accept-language': 'en' } });
    expect(english.json()).toEqual({ code: 401, msg: 'The email or password is incorrect' });
  });

  it('gives a new session id at each sign-in: the cookie a browser had before no longer works', async () => {
    const first = await signIn(test.app, 'editor@example.com');
    const again = await signInRequest(test.app, 'editor@example.com', PASSWORD, { cookies: { [COOKIE_NAME]: first.cookie } });
    const second = again.cookies.find((c) => c.name === COOKIE_NAME)!.value;
    expect(second).not.toBe(first.cookie);
    expect((await call(test.app, 'GET', '/session', { cookie: first.cookie })).statusCode).toBe(401);
    expect((await call(test.app, 'GET', '/session', { cookie: second })).statusCode).toBe(200);
  });

  it('refuses a session cookie it did not sign', async () => {
    const forged = await call(test.app, 'GET', '/session', { cookie: 'made-up-session-id.c2lnbmF0dXJl' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ code: 401, msg: '请先登录' });
  });

  it('answers 400 when the password is missing', async () => {
    const response = await test.app.inject({ method: 'POST', url: `${ADMIN_API_BASE_PATH}/session`, payload: { email: 'editor@example.com' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: '请输入密码', field: 'password' });
  });

  it('writes every sign-in and failure to the audit log with the address it came from', async () => {
    const actions = await auditActions(test.app);
    expect(actions).toContain('sign-in');
    expect(actions).toContain('sign-in.failure');
    const failure = await test.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'sign-in.failure').where('target', '=', 'nobody@example.com').executeTakeFirstOrThrow();
    expect(failure).toMatchObject({ actor: 'nobody@example.com', actor_user_id: null, client_ip: '127.0.0.1' });
  });
});

describe.each(ENGINES)('staff sign-in over HTTPS on %s', (engine) => {
  let test: StaffTestApp;
  const https = { 'x-forwarded-proto': 'https' };

  beforeAll(async () => {
    test = await startStaffApp(engine, { secureCookies: true, trustProxy: true });
    await createStaff(test.app, 'admin@example.com', ['admin']);
  });
  afterAll(() => test.close());

  it('names the cookie __Host-… and marks it Secure', async () => {
    const response = await signInRequest(test.app, 'admin@example.com', PASSWORD, { headers: https });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === '__Host-staff_session');
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Strict', secure: true });
    expect(cookie?.domain).toBeUndefined();
    const me = await test.app.inject({ method: 'GET', url: `${ADMIN_API_BASE_PATH}/session`, headers: https, cookies: { '__Host-staff_session': cookie!.value } });
    expect(me.statusCode).toBe(200);
  });
});
